import FilmSwipeCells

/// How the player asked for posters to be drawn (`--posters`, `posters = …` in the config file).
public enum PosterChoice: String, Sendable, CaseIterable {
    /// The best the terminal answers for: kitty, iTerm2 or sixel images, else block symbols.
    case auto
    /// kitty's graphics protocol, as the player says the terminal has it.
    case kitty
    /// iTerm2's inline images.
    case iterm
    /// Sixel graphics.
    case sixel
    /// Block symbols in colour, whatever the terminal could show.
    case symbols
    /// No posters, and nothing fetched for them.
    case off

    /// The image protocol the player chose by name; nil for auto, symbols and off.
    public var imageProtocol: ImageProtocol? {
        switch self {
        case .kitty: .kitty
        case .iterm: .iterm
        case .sixel: .sixel
        case .auto, .symbols, .off: nil
        }
    }
}
