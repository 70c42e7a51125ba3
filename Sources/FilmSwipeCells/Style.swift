/// A terminal colour by role-free name; the backend maps it to 256, 8 or no colours.
public enum Color: Sendable, Hashable, CaseIterable {
    case standard, black, red, green, yellow, blue, magenta, cyan, white, gray
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
