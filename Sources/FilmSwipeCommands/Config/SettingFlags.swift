import FilmSwipeTerminal

/// The command-line options a command was given for the settings the config file also holds; nil where not given.
public struct SettingFlags: Sendable, Equatable {
    /// `--data-dir`.
    public var dataDirectory: String?
    /// `--animation` (true) or `--no-animation` (false).
    public var animation: Bool?
    /// `--colour` (true) or `--no-colour` (false).
    public var colour: Bool?
    /// `--region`, checked.
    public var region: RegionCode?
    /// `--name`, for party rooms.
    public var partyName: String?
    /// `--posters` (or `--no-posters`: off).
    public var posters: PosterChoice?

    /// The options given.
    public init(
        dataDirectory: String? = nil, animation: Bool? = nil, colour: Bool? = nil, region: RegionCode? = nil, partyName: String? = nil,
        posters: PosterChoice? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.animation = animation
        self.colour = colour
        self.region = region
        self.partyName = partyName
        self.posters = posters
    }
}
