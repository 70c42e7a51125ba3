import FilmSwipeDomain

/// One dealt film and, when there is one, why it was dealt.
public struct Recommendation: Sendable, Hashable {
    /// The film to deal.
    public let film: FilmID
    /// A short reason for the card ("because you liked Alien"), or nil for the cold-start order.
    public let reason: String?

    /// Deals `film` for `reason`.
    public init(film: FilmID, reason: String?) {
        self.film = film
        self.reason = reason
    }
}
