import FilmSwipeCells

/// The `?` help: every key of the card stack, in two columns.
struct MainHelpView {
    let theme: Theme

    /// One key of the help: in full, and in a word or two for a small terminal (`nil`: left out there).
    private struct Entry {
        let keys: String
        let action: String
        let compact: (keys: String, action: String)?
    }

    // One table for both lists, so a new key cannot be added to one and forgotten in the other.
    private static func entries(glyphs: Glyphs) -> [Entry] {
        [
            Entry(keys: "\(glyphs.arrowRight) or l", action: "favourite (swipe right)", compact: ("\(glyphs.arrowRight) l", "favourite")),
            Entry(keys: "\(glyphs.arrowLeft) or h", action: "dislike (swipe left)", compact: ("\(glyphs.arrowLeft) h", "dislike")),
            Entry(keys: "\(glyphs.arrowUp) or k", action: "watchlist (swipe up)", compact: ("\(glyphs.arrowUp) k", "watchlist")),
            Entry(keys: "Shift+arrow, L H K", action: "nudge the card a step", compact: ("L H K", "nudge")),
            Entry(keys: "Enter / Esc", action: "commit the nudge / snap back", compact: nil),
            Entry(keys: "Enter", action: "the film's full details", compact: ("Enter", "details")),
            Entry(keys: "r", action: "redo: change the last reaction", compact: ("r", "redo")),
            Entry(keys: "u", action: "undo: take it back, deal it again", compact: ("u", "undo")),
            Entry(keys: "f", action: "filters: genre, years, rating", compact: ("f", "filters")),
            Entry(keys: "b", action: "your lists", compact: ("b", "lists")),
            Entry(keys: "/", action: "find any film by its title", compact: ("/", "search")),
            Entry(keys: "?", action: "this help", compact: ("?", "help")),
            Entry(keys: "q", action: "quit", compact: ("q", "quit")),
            Entry(keys: "mouse", action: "drag the top card, let go", compact: ("mouse", "drag")),
        ]
    }

    /// The keys and what they do, as the help lists them.
    static func rows(glyphs: Glyphs) -> [(keys: String, action: String)] {
        entries(glyphs: glyphs).map { ($0.keys, $0.action) }
    }

    /// The same keys in a word or two, for a terminal too small for the full list.
    static func compactRows(glyphs: Glyphs) -> [(keys: String, action: String)] {
        entries(glyphs: glyphs).compactMap(\.compact)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        let rows = Self.rows(glyphs: theme.glyphs)
        // The full list needs its rows, a title, spacing and a footer; below that, every key still shows.
        guard area.height >= rows.count + 6 else { return renderCompact(into: &buffer, area: area) }
        let keyWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let placeholders = rows.map { _ in ("-", theme.body) }
        let frame = DialogView(theme: theme).render(title: "Keys", lines: placeholders, footer: "Press any key to close",
                                                    into: &buffer, area: area, maxWidth: keyWidth + 42)
        let inner = frame.insetBy(dx: 2, dy: 1)
        for (offset, row) in rows.enumerated() where inner.y + 2 + offset < inner.maxY - 2 {
            let y = inner.y + 2 + offset
            buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1))
            buffer.write(row.keys, x: inner.x, y: y, style: theme.key, clip: inner)
            buffer.write(TextLayout.truncate(row.action, width: inner.width - keyWidth - 2, ellipsis: theme.glyphs.ellipsis),
                         x: inner.x + keyWidth + 2, y: y, style: theme.body, clip: inner)
        }
    }

    // Two columns of short labels under a one-line title, in as little height as the keys allow.
    private func renderCompact(into buffer: inout Buffer, area: Rect) {
        let rows = Self.compactRows(glyphs: theme.glyphs)
        let perColumn = (rows.count + 1) / 2
        let frame = area.centred(width: min(area.width, 44), height: min(area.height, perColumn + 3))
        buffer.fill(frame)
        buffer.drawBox(frame, style: theme.frame, glyphs: theme.glyphs, clip: area)
        let inner = frame.insetBy(dx: 2, dy: 1)
        buffer.writeCentred("Keys (any key closes)", in: inner, y: inner.y, style: theme.title, ellipsis: theme.glyphs.ellipsis)
        let columnWidth = (inner.width + 1) / 2
        let keyWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
        for (index, row) in rows.enumerated() {
            let y = inner.y + 1 + index % perColumn
            guard y < inner.maxY else { continue }
            let x = inner.x + (index / perColumn) * columnWidth
            let cell = Rect(x: x, y: y, width: min(columnWidth, inner.maxX - x), height: 1)
            buffer.write(row.keys, x: x, y: y, style: theme.key, clip: cell)
            buffer.write(row.action, x: x + keyWidth + 1, y: y, style: theme.body, clip: cell)
        }
    }
}
