/// The streaming services a player has in one region, as TMDB numbers them: what `--only-mine` deals from, and what a
/// card's availability is marked against (`FilmAvailability.mark(yourServices: services.ids)`).
public struct WatchServices: Sendable, Hashable, Codable {
    /// The region they are for: an ISO 3166-1 code ("GB").
    public let region: String
    /// The services, in the order the player added them.
    public private(set) var providers: [WatchProvider]

    /// `providers` in `region`; a provider listed twice is kept once.
    public init(region: String, providers: [WatchProvider] = []) {
        self.region = region
        var seen = Set<Int>()
        self.providers = providers.filter { seen.insert($0.id).inserted }
    }

    /// TMDB's ids of the services.
    public var ids: Set<Int> { Set(providers.map(\.id)) }

    /// Whether the player has none in the region.
    public var isEmpty: Bool { providers.isEmpty }

    /// The services' names, as a sentence lists them: "Netflix, Disney Plus".
    public var names: String { providers.map(\.name).joined(separator: ", ") }

    /// Adds `provider` at the end; false when it is already there.
    @discardableResult
    public mutating func add(_ provider: WatchProvider) -> Bool {
        guard !providers.contains(where: { $0.id == provider.id }) else { return false }
        providers.append(provider)
        return true
    }

    /// Takes the service with `provider`'s id off; false when it was not there.
    @discardableResult
    public mutating func remove(_ provider: WatchProvider) -> Bool {
        guard let index = providers.firstIndex(where: { $0.id == provider.id }) else { return false }
        providers.remove(at: index)
        return true
    }
}
