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
    /// for it (blank until `poster`, drawn in the layout's size, is ready) and the text goes beside or under it. An image
    /// poster shows only on a card at rest (`still`): a moving card keeps its place blank.
    func renderTop(
        _ card: FilmCardViewData, hint: UserReaction, posterLayout: CardPosterLayout? = nil, poster: TerminalPoster? = nil, still: Bool = true,
        into buffer: inout Buffer, frame: Rect, clip: Rect
    ) {
        buffer.drawBox(frame, style: theme.frame, glyphs: theme.glyphs, clip: clip)
        let whole = frame.insetBy(dx: 2, dy: 1)
        guard !whole.isEmpty else { return }
        var inner = whole
        if let posterLayout {
            let place = posterLayout.posterFrame(in: whole)
            if let poster, poster.columns == place.width, poster.rows == place.height {
                PosterView.draw(poster, in: place, still: still, into: &buffer, clip: clip)
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
        for (text, style) in [(card.facts, theme.facts), (card.rating, theme.rating)] where !text.isEmpty && y < inner.maxY {
            buffer.write(TextLayout.truncate(glyphs.adapt(text), width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: y, style: style, clip: clip)
            y += 1
        }
        let besidePoster = posterLayout?.placement == .side && inner.height >= Self.roomyRows
        for line in peopleLines(card, width: inner.width, roomy: besidePoster) where y < inner.maxY {
            buffer.write(line, x: inner.x, y: y, style: theme.facts, clip: clip)
            y += 1
        }
        // The reason sits on the card's last line; the body fills the rows above it.
        let reasonRow = card.reason == nil ? nil : inner.maxY - 1
        let body = FilmFactsBody(theme: theme)
        // Blank lines part the blocks of a roomy card; a small one needs every row for text.
        let gap = inner.height >= 8 ? 1 : 0
        let bodyArea = { (gapAboveReason: Int) -> Rect in
            let end = (reasonRow.map { $0 - gapAboveReason } ?? inner.maxY) - (hint == .watchlist ? 1 : 0)
            return Rect(x: inner.x, y: y + gap, width: inner.width, height: end - y - gap)
        }
        // The blank row above the reason gives way to a block that would otherwise be left out (the spread, at 60×20,
        // under two blank rows).
        let fuller = body.blocksShown(card, area: bodyArea(0), gap: gap) > body.blocksShown(card, area: bodyArea(gap), gap: gap)
        if let reason = card.reason, let row = reasonRow, row >= y + gap {
            buffer.write(TextLayout.truncate(reason, width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: row, style: theme.reason, clip: clip)
        }
        body.render(card, into: &buffer, area: bodyArea(fuller ? 0 : gap), gap: gap, clip: clip)
        renderStamp(hint, frame: frame, into: &buffer, clip: clip)
    }

    /// The rows the text beside a poster needs to give the people more than one line: there it is narrow but tall,
    /// while without a poster a second line would take a row from the logline.
    static let roomyRows = 12

    /// The director and the first three of the cast on one line when they fit; beside a poster (`roomy`), where the
    /// text is too narrow for that, the director's line and then the cast on up to two lines, names kept whole, rather
    /// than a line cut down to one name; else as many names as one line holds.
    private func peopleLines(_ card: FilmCardViewData, width: Int, roomy: Bool) -> [String] {
        let glyphs = theme.glyphs
        guard let whole = card.peopleLine(fitting: .max).map(glyphs.adapt) else { return [] }
        if DisplayWidth.of(whole) <= width || !roomy {
            let line = card.peopleLine(fitting: width).map(glyphs.adapt) ?? whole
            return [TextLayout.truncate(line, width: width, ellipsis: glyphs.ellipsis)]
        }
        let separator = glyphs.adapt(" · ")
        let parts = whole.components(separatedBy: separator)
        // "Dir. …" on a line of its own; the cast after it.
        let directors = parts.count > 1 ? [TextLayout.truncate(parts[0], width: width, ellipsis: glyphs.ellipsis)] : []
        let names = parts.dropFirst(directors.count).joined(separator: separator).components(separatedBy: ", ")
        return directors + castLines(names, width: width, maxLines: 2)
    }

    /// `names` on at most `maxLines` lines of `width`, ", " between them and a comma ending every line but the last, a
    /// name never split (one wider than a line is cut); the names left over are left out.
    private func castLines(_ names: [String], width: Int, maxLines: Int) -> [String] {
        var groups: [[String]] = []
        for name in names {
            // "<" keeps a column for the comma a following line would add.
            if let last = groups.last, DisplayWidth.of((last + [name]).joined(separator: ", ")) < width {
                groups[groups.count - 1].append(name)
            } else if groups.count < maxLines {
                groups.append([name])
            } else {
                break
            }
        }
        return groups.enumerated().map { index, group in
            let text = group.joined(separator: ", ") + (index < groups.count - 1 ? "," : "")
            return TextLayout.truncate(text, width: width, ellipsis: theme.glyphs.ellipsis)
        }
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
