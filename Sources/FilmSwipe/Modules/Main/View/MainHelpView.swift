import FilmSwipeUIKit

/// The `?` help: every key of the card stack, in two columns.
struct MainHelpView {
    let theme: Theme

    /// The keys and what they do, as the help lists them.
    static func rows(glyphs: Glyphs) -> [(keys: String, action: String)] {
        [
            ("\(glyphs.arrowRight) or l", "favourite (swipe right)"),
            ("\(glyphs.arrowLeft) or h", "dislike (swipe left)"),
            ("\(glyphs.arrowUp) or k", "watchlist (swipe up)"),
            ("Shift+arrow, L H K", "nudge the card a step"),
            ("Enter / Esc", "commit the nudge / snap back"),
            ("Enter", "the film's full details"),
            ("r", "redo: change the last reaction"),
            ("u", "undo: take it back, deal it again"),
            ("f", "filters: genre, years, rating"),
            ("b", "your lists"),
            ("?", "this help"),
            ("q", "quit"),
            ("mouse", "drag the top card, let go"),
        ]
    }

    func render(into buffer: inout Buffer, area: Rect) {
        let rows = Self.rows(glyphs: theme.glyphs)
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
}
