import FilmSwipeTerminal

/// How a game looks in the terminal, as the player's settings say.
public struct GameLook: Sendable {
    /// Whether swiped cards fly out.
    public var animated: Bool
    /// Whether the game draws in colour, where the terminal has colours.
    public var colours: Bool
    /// How posters are drawn, in a game that has them.
    public var posters: PosterChoice

    /// A look with fly-outs when `animated`, in colour when `colours`, posters drawn as `posters` says.
    public init(animated: Bool, colours: Bool, posters: PosterChoice = .auto) {
        self.animated = animated
        self.colours = colours
        self.posters = posters
    }

    /// The look `settings` say, from the command line, the config file and the environment.
    public init(_ settings: PlayerSettings) {
        self.init(animated: settings.animation.value, colours: settings.colour.value, posters: settings.posters.value)
    }
}
