/// Where a film can be watched in one region, as JustWatch tells TMDB; each list most prominent first.
public struct FilmAvailability: Sendable, Hashable {
    /// The region the offers are for: an ISO 3166-1 code ("GB").
    public var region: String
    /// On a subscription ("flatrate").
    public var stream: [WatchProvider]
    /// Free, or free with adverts.
    public var free: [WatchProvider]
    /// To rent.
    public var rent: [WatchProvider]
    /// To buy.
    public var buy: [WatchProvider]
    /// TMDB's watch page for the film in the region, when it gave one.
    public var link: String?
    /// The player's own services that have the film (to stream or free), in the order of `stream` then `free`.
    public var onYourServices: [WatchProvider] = []

    /// The offers in `region`.
    public init(region: String, stream: [WatchProvider] = [], free: [WatchProvider] = [], rent: [WatchProvider] = [],
                buy: [WatchProvider] = [], link: String? = nil) {
        self.region = region
        self.stream = stream
        self.free = free
        self.rent = rent
        self.buy = buy
        self.link = link
    }

    /// Whether no offer is known in the region: the film is known to be nowhere, not unknown.
    public var isNowhere: Bool { stream.isEmpty && free.isEmpty && rent.isEmpty && buy.isEmpty }

    /// Marks which of `services` (provider ids) have the film to stream or free.
    public mutating func mark(yourServices services: Set<Int>) {
        var seen = Set<Int>()
        onYourServices = (stream + free).filter { services.contains($0.id) && seen.insert($0.id).inserted }
    }

    /// The credit TMDB's terms ask for wherever availability is shown.
    public static let attribution = "Availability by JustWatch"
}
