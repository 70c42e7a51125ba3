/// The look of every screen: glyphs and the style of each role.
public struct Theme: Sendable, Equatable {
    public var glyphs: Glyphs

    /// A theme drawing with `glyphs`.
    public init(glyphs: Glyphs) {
        self.glyphs = glyphs
    }

    public let frame = Style(foreground: .standard)
    public let lowerCard = Style(foreground: .gray, dim: true)
    public let title = Style(bold: true)
    public let facts = Style(foreground: .cyan)
    public let rating = Style(foreground: .yellow)
    public let body = Style()
    public let muted = Style(foreground: .gray, dim: true)
    public let key = Style(bold: true)
    public let favourite = Style(foreground: .green, bold: true, reverse: true)
    public let dislike = Style(foreground: .red, bold: true, reverse: true)
    public let watchlist = Style(foreground: .blue, bold: true, reverse: true)
    public let selected = Style(bold: true, reverse: true)
    public let error = Style(foreground: .red, bold: true)
}
