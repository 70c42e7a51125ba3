import FilmSwipeCells
import FilmSwipeText

/// The `?` help: the keys that apply, from the screen's key map, in full or, in a small terminal, in two columns.
struct MainHelpView {
    let theme: Theme

    /// The keys and what they do, as the help lists them; `mouse`: with the line on dragging the card.
    static func rows(_ bindings: [KeyBinding], mouse: Bool) -> [(keys: String, action: String)] {
        bindings.map { ($0.helpKeys, $0.help) } + (mouse ? [("mouse", "drag the top card, let go")] : [])
    }

    /// The same keys in a word or two, for a terminal too small for the full list.
    static func compactRows(_ bindings: [KeyBinding], mouse: Bool) -> [(keys: String, action: String)] {
        bindings.map { ($0.key, $0.label) } + (mouse ? [("mouse", "drag")] : [])
    }

    /// Draws the help for `bindings` over `area`; `mouse`: with the line on dragging the card.
    func render(_ bindings: [KeyBinding], mouse: Bool, into buffer: inout Buffer, area: Rect) {
        let rows = Self.rows(bindings, mouse: mouse)
        // The full list needs its rows, a title, spacing and a footer; below that, every key still shows.
        guard area.height >= rows.count + 6 else { return renderCompact(Self.compactRows(bindings, mouse: mouse), into: &buffer, area: area) }
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
    private func renderCompact(_ rows: [(keys: String, action: String)], into buffer: inout Buffer, area: Rect) {
        let perColumn = (rows.count + 1) / 2
        let frame = area.centred(width: min(area.width, 44), height: min(area.height, perColumn + 3))
        DialogView.clear(around: frame, in: area, buffer: &buffer)
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
