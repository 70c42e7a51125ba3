import FilmSwipeDomain

/// The films on two or more of the watchlists members present brought, with how many hold each: a room deals these
/// first, most watchlists first, and a card says "on 3 watchlists", never whose.
public struct SharedWatchlists: Hashable, Sendable {
    /// The fewest watchlists a film must be on to be dealt first: one member's watchlist is their own business.
    public static let minimum = 2

    /// How many watchlists hold each film on at least `minimum`.
    public let counts: [FilmID: Int]

    /// The films shared among `watchlists`.
    public init(_ watchlists: some Sequence<PartyWatchlist>) {
        var counts: [FilmID: Int] = [:]
        for watchlist in watchlists {
            for film in watchlist.films { counts[film, default: 0] += 1 }
        }
        self.counts = counts.filter { $0.value >= Self.minimum }
    }

    /// How many watchlists hold `film`, when it is shared; nil otherwise.
    public func count(of film: FilmID) -> Int? { counts[film] }

    /// `order` with its shared films first, most watchlists first and otherwise in `order`'s order, then the rest as
    /// they were.
    public func first(_ order: [FilmID]) -> [FilmID] {
        guard !counts.isEmpty else { return order }
        let shared = order.enumerated().filter { counts[$0.element] != nil }
            .sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }
            .map(\.element)
        return shared + order.filter { counts[$0] == nil }
    }
}
