import FilmSwipeCells

/// The body of a card about a film, under its title, facts and rating: the logline, what fans also liked, the spread of
/// its ratings and the IMDb line, in that order, each left out when no room is left for it. The card and the screen
/// for changing a reaction draw it alike, so a film looks the same on both.
struct FilmFactsBody {
    let theme: Theme

    /// Draws `card`'s body into `area` with `gap` blank rows between blocks; returns the first row left below it.
    @discardableResult
    func render(_ card: FilmCardViewData, into buffer: inout Buffer, area: Rect, gap: Int, clip: Rect) -> Int {
        let glyphs = theme.glyphs
        var y = area.y
        for block in blocks(card) {
            let room = area.maxY - y
            guard room > 0 else { break }
            let lines = block.wraps
                ? TextLayout.wrap(block.text, width: area.width, maxLines: room, ellipsis: glyphs.ellipsis)
                : [TextLayout.truncate(block.text, width: area.width, ellipsis: glyphs.ellipsis)]
            // A block shows only with at least its first lines.
            guard room >= min(block.minimumLines, lines.count), !lines.isEmpty else { continue }
            for line in lines {
                buffer.write(line, x: area.x, y: y, style: block.style, clip: clip)
                y += 1
            }
            y += gap
        }
        return y
    }

    private struct Block {
        let text: String
        let style: Style
        let minimumLines: Int
        /// False for the spread, whose bars sit at fixed places a wrap would close up.
        var wraps = true
    }

    // In the order they give way when the card is small.
    private func blocks(_ card: FilmCardViewData) -> [Block] {
        let glyphs = theme.glyphs
        var blocks: [Block] = []
        if !card.overview.isEmpty { blocks.append(Block(text: card.overview, style: theme.body, minimumLines: 2)) }
        if let alsoLiked = card.alsoLiked { blocks.append(Block(text: alsoLiked, style: theme.facts, minimumLines: 1)) }
        if let spread = RatingSpreadText.line(card.ratingSpread, glyphs: glyphs) {
            blocks.append(Block(text: spread, style: theme.rating, minimumLines: 1, wraps: false))
        }
        if !card.moreFacts.isEmpty {
            blocks.append(Block(text: glyphs.adapt(card.moreFacts.joined(separator: " · ")), style: theme.facts, minimumLines: 1))
        }
        return blocks
    }
}
