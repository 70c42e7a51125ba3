/// A terminal colour: a role-free name the backend maps to 256, 8 or no colours, or, for pictures (a film's poster), a
/// colour of the 256-colour palette or a 24-bit one, which only terminals with that many colours are given.
public enum Color: Sendable, Hashable {
    case standard, black, red, green, yellow, blue, magenta, cyan, white, gray
    /// Colour `index` of the xterm 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}

/// How a cell is drawn.
public struct Style: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    /// Creates a style; the default is the terminal's own colours, no attributes.
    public init(
        foreground: Color = .standard, background: Color = .standard,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's own colours, no attributes.
    public static let plain = Style()
}
