/// A service a film can be watched on (Netflix, Apple TV), as TMDB numbers it.
public struct WatchProvider: Sendable, Hashable, Codable {
    /// TMDB's provider id, stable across regions.
    public let id: Int
    /// The provider's name, cleaned for the terminal.
    public let name: String

    /// The provider `id` called `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
