import FilmSwipeDomain
import FilmSwipeCells

/// Draws one card of the stack: a frame, and for the top card its film and hint stamp.
struct FilmCardView {
    let theme: Theme

    /// Draws a card lower in the stack: only its frame shows.
    func renderLower(into buffer: inout Buffer, frame: Rect, clip: Rect) {
        buffer.drawBox(frame, style: theme.lowerCard, glyphs: theme.glyphs, clip: clip)
    }

    /// Draws the top card with `card`'s film and the stamp for `hint`.
    func renderTop(_ card: FilmCardViewData, hint: UserReaction, into buffer: inout Buffer, frame: Rect, clip: Rect) {
        buffer.drawBox(frame, style: theme.frame, glyphs: theme.glyphs, clip: clip)
        let inner = frame.insetBy(dx: 2, dy: 1)
        guard !inner.isEmpty else { return }
        let glyphs = theme.glyphs
        var y = inner.y
        let titleLines = TextLayout.wrap(card.title, width: inner.width, maxLines: inner.height >= 8 ? 3 : 2, ellipsis: glyphs.ellipsis)
        for line in titleLines where y < inner.maxY {
            buffer.write(line, x: inner.x, y: y, style: theme.title, clip: clip)
            y += 1
        }
        for (text, style) in [(card.facts, theme.facts), (card.rating, theme.rating)] where !text.isEmpty && y < inner.maxY {
            buffer.write(TextLayout.truncate(glyphs.adapt(text), width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: y, style: style, clip: clip)
            y += 1
        }
        // Blank lines part the blocks of a roomy card; a small one needs every row for text.
        let gap = inner.height >= 8 ? 1 : 0
        y += gap
        // The reason sits on the card's last line; the body fills the rows above it with the richest content that
        // fits: the logline, what fans also liked, then the spread of the ratings, each left out when no room is left.
        let reasonRow = card.reason == nil ? nil : inner.maxY - 1
        if let reason = card.reason, let row = reasonRow, row >= y {
            buffer.write(TextLayout.truncate(reason, width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: row, style: theme.reason, clip: clip)
        }
        let end = (reasonRow.map { $0 - gap } ?? inner.maxY) - (hint == .watchlist ? 1 : 0)
        for (text, style, minimumLines) in bodyBlocks(card) {
            let room = end - y
            let lines = TextLayout.wrap(text, width: inner.width, maxLines: max(0, room), ellipsis: glyphs.ellipsis)
            guard room >= min(minimumLines, lines.count), !lines.isEmpty else { continue }
            for line in lines {
                buffer.write(line, x: inner.x, y: y, style: style, clip: clip)
                y += 1
            }
            y += gap
        }
        renderStamp(hint, frame: frame, into: &buffer, clip: clip)
    }

    // In the order they give way when the card is small; a block shows only with at least its first lines.
    private func bodyBlocks(_ card: FilmCardViewData) -> [(String, Style, Int)] {
        var blocks: [(String, Style, Int)] = []
        if !card.overview.isEmpty { blocks.append((card.overview, theme.body, 2)) }
        if let alsoLiked = card.alsoLiked { blocks.append((alsoLiked, theme.facts, 1)) }
        if let spread = FilmCardView.spreadLine(card.ratingSpread, glyphs: theme.glyphs) { blocks.append((spread, theme.rating, 1)) }
        return blocks
    }

    /// "Ratings ½ ▁▂▃▅█▇▅▂▁ 5": how the film's ratings spread from half a star to five, or nil when unknown.
    static func spreadLine(_ spread: [Int], glyphs: Glyphs) -> String? {
        guard !spread.isEmpty else { return nil }
        let low = glyphs == .unicode ? "½" : "0.5"
        return "Ratings \(low)\(glyphs.star) \(glyphs.sparkline(spread)) 5\(glyphs.star)"
    }

    // FAVOURITE top-left, DISLIKE top-right, WATCHLIST at the bottom, SEEN IT at the top (the card goes down), each on
    // the card's frame line.
    private func renderStamp(_ hint: UserReaction, frame: Rect, into buffer: inout Buffer, clip: Rect) {
        switch hint {
        case .favourite:
            buffer.write(" FAVOURITE ", x: frame.x + 2, y: frame.y, style: theme.favourite, clip: clip)
        case .dislike:
            buffer.write(" DISLIKE ", x: frame.maxX - 2 - 9, y: frame.y, style: theme.dislike, clip: clip)
        case .watchlist:
            buffer.write(" WATCHLIST ", x: frame.x + (frame.width - 11) / 2, y: frame.maxY - 1, style: theme.watchlist, clip: clip)
        case .seen:
            buffer.write(" SEEN IT ", x: frame.x + (frame.width - 9) / 2, y: frame.y, style: theme.seen, clip: clip)
        case .none:
            break
        }
    }
}
