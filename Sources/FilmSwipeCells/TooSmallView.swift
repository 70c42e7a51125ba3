import FilmSwipeText
/// What shows instead of a screen when the terminal is smaller than the game needs.
public struct TooSmallView {
    /// The smallest terminal the game is drawn in.
    public static let minimumSize = (width: 40, height: 12)

    public let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Whether `area` is too small for the game.
    public static func isTooSmall(_ area: Rect) -> Bool {
        area.width < minimumSize.width || area.height < minimumSize.height
    }

    /// Draws the message, wrapped and centred, in `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let text = "Terminal too small: need \(Self.minimumSize.width)×\(Self.minimumSize.height), have \(area.width)×\(area.height)"
        let lines = TextLayout.wrap(theme.glyphs == .unicode ? text : text.replacingOccurrences(of: "×", with: "x"),
                                    width: max(1, area.width - 2), maxLines: max(1, area.height), ellipsis: theme.glyphs.ellipsis)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            buffer.writeCentred(line, in: area, y: top + offset, style: theme.key, ellipsis: theme.glyphs.ellipsis)
        }
    }
}
