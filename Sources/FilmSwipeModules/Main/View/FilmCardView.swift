import FilmSwipeDomain
import FilmSwipeCells
import FilmSwipeText

/// Draws one card of the stack: a frame, and for the top card its film and hint stamp.
struct FilmCardView {
    let theme: Theme

    /// Draws a card lower in the stack: only its frame shows.
    func renderLower(into buffer: inout Buffer, frame: Rect, clip: Rect) {
        buffer.drawBox(frame, style: theme.lowerCard, glyphs: theme.glyphs, clip: clip)
    }

    /// Draws the top card under a dialog: its frame alone, so none of its text shows beside the dialog.
    func renderCovered(into buffer: inout Buffer, frame: Rect, clip: Rect) {
        buffer.drawBox(frame, style: theme.frame, glyphs: theme.glyphs, clip: clip)
    }

    /// Draws the top card with `card`'s film and the stamp for `hint`. With `posterLayout`, the poster's place is kept
    /// for it (blank until `poster`, drawn in the layout's size, is ready) and the text goes beside or under it.
    func renderTop(
        _ card: FilmCardViewData, hint: UserReaction, posterLayout: CardPosterLayout? = nil, poster: Buffer? = nil,
        into buffer: inout Buffer, frame: Rect, clip: Rect
    ) {
        buffer.drawBox(frame, style: theme.frame, glyphs: theme.glyphs, clip: clip)
        let whole = frame.insetBy(dx: 2, dy: 1)
        guard !whole.isEmpty else { return }
        var inner = whole
        if let posterLayout {
            let place = posterLayout.posterFrame(in: whole)
            if let poster, poster.width == place.width, poster.height == place.height {
                buffer.draw(poster, x: place.x, y: place.y, clip: clip)
            }
            inner = posterLayout.textFrame(in: whole)
        }
        let glyphs = theme.glyphs
        var y = inner.y
        let titleLines = TextLayout.wrap(card.title, width: inner.width, maxLines: inner.height >= 8 ? 3 : 2, ellipsis: glyphs.ellipsis)
        for line in titleLines where y < inner.maxY {
            buffer.write(line, x: inner.x, y: y, style: theme.title, clip: clip)
            y += 1
        }
        let people = card.peopleLine(fitting: inner.width) ?? ""
        for (text, style) in [(card.facts, theme.facts), (card.rating, theme.rating), (people, theme.facts)] where !text.isEmpty && y < inner.maxY {
            buffer.write(TextLayout.truncate(glyphs.adapt(text), width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: y, style: style, clip: clip)
            y += 1
        }
        // Blank lines part the blocks of a roomy card; a small one needs every row for text.
        let gap = inner.height >= 8 ? 1 : 0
        y += gap
        // The reason sits on the card's last line; the body fills the rows above it.
        let reasonRow = card.reason == nil ? nil : inner.maxY - 1
        if let reason = card.reason, let row = reasonRow, row >= y {
            buffer.write(TextLayout.truncate(reason, width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: row, style: theme.reason, clip: clip)
        }
        let end = (reasonRow.map { $0 - gap } ?? inner.maxY) - (hint == .watchlist ? 1 : 0)
        FilmFactsBody(theme: theme).render(card, into: &buffer, area: Rect(x: inner.x, y: y, width: inner.width, height: end - y), gap: gap, clip: clip)
        renderStamp(hint, frame: frame, into: &buffer, clip: clip)
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
