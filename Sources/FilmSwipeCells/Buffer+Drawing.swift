import FilmSwipeText
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

public extension Buffer {
    /// Copies `picture`'s cells with its top-left corner at column `x`, row `y`, clipped to `clip` (default: this buffer);
    /// a wide grapheme cut by the clip is not drawn.
    mutating func draw(_ picture: Buffer, x: Int, y: Int, clip: Rect? = nil) {
        let area = clip ?? bounds
        for row in 0..<picture.height {
            var column = 0
            while column < picture.width {
                let cell = picture[column, row]
                let width = max(1, cell.width)
                let (left, top) = (x + column, y + row)
                if !cell.isContinuation, top >= max(0, area.y), top < min(height, area.maxY),
                   left >= max(0, area.x), left + width <= min(self.width, area.maxX) {
                    write(cell.grapheme, x: left, y: top, style: cell.style, clip: area)
                }
                column += width
            }
        }
    }
}
