/// Shapes views draw with.
public extension Buffer {
    /// Draws a frame around `rect` and blanks its inside, so what was drawn before is hidden.
    mutating func drawBox(_ rect: Rect, style: Style, glyphs: Glyphs, clip: Rect? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let area = clip ?? bounds
        let inside = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        fill(intersection(inside, area))
        let line = String(repeating: glyphs.horizontal, count: rect.width - 2)
        write(glyphs.topLeft + line + glyphs.topRight, x: rect.x, y: rect.y, style: style, clip: area)
        write(glyphs.bottomLeft + line + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style, clip: area)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            write(glyphs.vertical, x: rect.x, y: y, style: style, clip: area)
            write(glyphs.vertical, x: rect.maxX - 1, y: y, style: style, clip: area)
        }
    }

    /// Writes `text` centred in `rect`'s row `y`, cut to fit.
    mutating func writeCentred(_ text: String, in rect: Rect, y: Int, style: Style = .plain, ellipsis: String = "…") {
        let fitted = TextLayout.truncate(text, width: rect.width, ellipsis: ellipsis)
        write(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: y, style: style, clip: rect)
    }

    private func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        return Rect(x: x, y: y, width: min(a.maxX, b.maxX) - x, height: min(a.maxY, b.maxY) - y)
    }
}
