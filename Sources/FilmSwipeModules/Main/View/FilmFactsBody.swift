import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeText

/// The body of a card about a film, under its title, facts and rating: the logline, where to watch it, what fans also
/// liked, the spread of its ratings and the IMDb line, in that order, each left out when no room is left for it. The card
/// and the screen for changing a reaction draw it alike, so a film looks the same on both; that screen (`detailed`) lists
/// the people, every offer and the addresses in full.
struct FilmFactsBody {
    let theme: Theme
    /// Whether to draw Detail's full lists rather than the card's one-line summaries.
    var detailed = false

    /// Draws `card`'s body into `area` with `gap` blank rows between blocks; returns the first row left below it.
    @discardableResult
    func render(_ card: FilmCardViewData, into buffer: inout Buffer, area: Rect, gap: Int, clip: Rect) -> Int {
        var y = area.y
        for lines in layout(card, area: area, gap: gap) {
            for (line, style) in lines {
                buffer.write(line, x: area.x, y: y, style: style, clip: clip)
                y += 1
            }
            y += gap
        }
        return y
    }

    /// How many blocks of `card`'s body show in `area` with `gap` blank rows between blocks.
    func blocksShown(_ card: FilmCardViewData, area: Rect, gap: Int) -> Int {
        layout(card, area: area, gap: gap).count
    }

    // The blocks that show, each as its lines and their styles, top to bottom.
    private func layout(_ card: FilmCardViewData, area: Rect, gap: Int) -> [[(String, Style)]] {
        let glyphs = theme.glyphs
        var y = area.y
        var shown: [[(String, Style)]] = []
        for block in blocks(card) {
            let room = area.maxY - y
            guard room > 0 else { break }
            let lines = block.wraps
                ? block.paragraphs.flatMap { TextLayout.wrap($0, width: area.width, maxLines: room, ellipsis: glyphs.ellipsis) }
                : block.paragraphs.map { TextLayout.truncate($0, width: area.width, ellipsis: glyphs.ellipsis) }
            // A block shows only with at least its first lines.
            let note = block.note.map { [TextLayout.truncate($0, width: area.width, ellipsis: glyphs.ellipsis)] } ?? []
            guard room >= min(block.minimumLines, lines.count) + note.count, !lines.isEmpty else { continue }
            let kept = lines.prefix(room - note.count).map { ($0, block.style) } + note.map { ($0, theme.muted) }
            shown.append(kept)
            y += kept.count + gap
        }
        return shown
    }

    private struct Block {
        /// Each starts a line of its own.
        let paragraphs: [String]
        let style: Style
        let minimumLines: Int
        /// False for the spread, whose bars sit at fixed places a wrap would close up.
        var wraps = true
        /// A muted line the block never shows without (the credit for availability).
        var note: String?

        init(text: String, style: Style, minimumLines: Int, wraps: Bool = true, note: String? = nil) {
            self.init(paragraphs: [text], style: style, minimumLines: minimumLines, wraps: wraps, note: note)
        }

        init(paragraphs: [String], style: Style, minimumLines: Int, wraps: Bool = true, note: String? = nil) {
            self.paragraphs = paragraphs
            self.style = style
            self.minimumLines = minimumLines
            self.wraps = wraps
            self.note = note
        }
    }

    // In the order they give way when the card is small.
    private func blocks(_ card: FilmCardViewData) -> [Block] {
        let glyphs = theme.glyphs
        var blocks: [Block] = []
        if !card.overview.isEmpty { blocks.append(Block(text: card.overview, style: theme.body, minimumLines: 2)) }
        if detailed, !card.peopleLines.isEmpty {
            blocks.append(Block(paragraphs: card.peopleLines, style: theme.facts, minimumLines: card.peopleLines.count))
        }
        if let yours = card.yourServices { blocks.append(Block(text: yours, style: theme.yours, minimumLines: 1)) }
        if detailed, !card.availabilityLines.isEmpty {
            blocks.append(Block(paragraphs: card.availabilityLines, style: theme.availability, minimumLines: card.availabilityLines.count,
                                note: FilmAvailability.attribution))
        } else if !detailed, let availability = card.availability {
            blocks.append(Block(text: availability, style: theme.availability, minimumLines: 1, note: FilmAvailability.attribution))
        }
        if detailed, !card.links.isEmpty {
            blocks.append(Block(paragraphs: card.links, style: theme.facts, minimumLines: card.links.count))
        }
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
