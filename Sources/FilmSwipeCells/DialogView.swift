import FilmSwipeText
/// A framed box centred over what is below: a title, wrapped text and a footer line. It blanks its rectangle and a
/// one-cell margin round it, so nothing of what is below runs up against its frame.
public struct DialogView {
    public let theme: Theme

    /// A dialog drawn with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Draws the dialog centred in `area`, at most `maxWidth` columns wide; `lines` are paragraphs,
    /// each wrapped, with their own style. Returns the dialog's frame.
    @discardableResult
    public func render(
        title: String, titleStyle: Style? = nil, lines: [(String, Style)], footer: String,
        into buffer: inout Buffer, area: Rect, maxWidth: Int = 60
    ) -> Rect {
        let width = min(maxWidth, area.width - 2)
        let textWidth = width - 4
        guard textWidth > 0 else { return Rect(x: area.x, y: area.y, width: 0, height: 0) }
        let ellipsis = theme.glyphs.ellipsis
        var body: [(String, Style)] = []
        // A line break in a text starts a paragraph of its own (a list, one item a line), as an empty text is a blank line.
        let paragraphs = lines.flatMap { text, style in text.split(separator: "\n", omittingEmptySubsequences: false).map { (String($0), style) } }
        for (paragraph, style) in paragraphs {
            if paragraph.isEmpty {
                body.append(("", style))
            } else {
                body += TextLayout.wrap(paragraph, width: textWidth, ellipsis: ellipsis).map { ($0, style) }
            }
        }
        let maxBody = max(0, area.height - 6)
        if body.count > maxBody {
            body = Array(body.prefix(maxBody))
            // The cut shows on the last line with words, not on a blank one.
            while body.count > 1, body.last?.0.isEmpty == true { body.removeLast() }
            if let last = body.last {
                let marked = DisplayWidth.of(last.0) + DisplayWidth.of(ellipsis) <= textWidth
                    ? last.0 + ellipsis : TextLayout.truncate(last.0 + ellipsis + ellipsis, width: textWidth, ellipsis: ellipsis)
                body[body.count - 1] = (marked, last.1)
            }
        }
        let height = min(area.height, body.count + 6)
        let frame = area.centred(width: width, height: height)
        Self.clear(around: frame, in: area, buffer: &buffer)
        buffer.drawBox(frame, style: theme.frame, glyphs: theme.glyphs, clip: area)
        let inner = frame.insetBy(dx: 2, dy: 1)
        buffer.writeCentred(title, in: inner, y: inner.y, style: titleStyle ?? theme.title, ellipsis: ellipsis)
        var y = inner.y + 2
        for (line, style) in body where y < inner.maxY - 1 {
            buffer.write(line, x: inner.x, y: y, style: style, clip: inner)
            y += 1
        }
        buffer.writeCentred(footer, in: inner, y: inner.maxY - 1, style: theme.muted, ellipsis: ellipsis)
        return frame
    }

    /// Blanks `frame` and a one-cell margin round it, within `area`: a dialog over a screen shows nothing of it at its edge.
    /// A dialog is modal: no image below shows beside it either.
    public static func clear(around frame: Rect, in area: Rect, buffer: inout Buffer) {
        buffer.removeImages()
        let margin = frame.insetBy(dx: -1, dy: -1)
        let x = max(margin.x, area.x), y = max(margin.y, area.y)
        buffer.fill(Rect(x: x, y: y, width: min(margin.maxX, area.maxX) - x, height: min(margin.maxY, area.maxY) - y))
    }
}
