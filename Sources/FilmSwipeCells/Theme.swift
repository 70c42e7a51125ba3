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
    // Colours that read on dark and light backgrounds alike: no yellow or cyan text, and stamps with
    // both colours set rather than reversed over whatever the terminal's background is.
    public let facts = Style(foreground: .gray)
    public let rating = Style(foreground: .magenta)
    public let body = Style()
    public let reason = Style(foreground: .green)
    /// Where the film can be watched.
    public let availability = Style(foreground: .cyan)
    /// The player's own services that have the film.
    public let yours = Style(foreground: .green, bold: true)
    public let muted = Style(foreground: .gray, dim: true)
    public let key = Style(bold: true)
    public let favourite = Style(foreground: .black, background: .green, bold: true)
    public let dislike = Style(foreground: .white, background: .red, bold: true)
    public let watchlist = Style(foreground: .white, background: .blue, bold: true)
    public let seen = Style(foreground: .white, background: .magenta, bold: true)
    public let selected = Style(bold: true, reverse: true)
    public let error = Style(foreground: .red, bold: true)
    public let celebration = Style(foreground: .green, bold: true)
}
