/// A source of films: pages of recommendations, and reactions where the source keeps them.
public protocol FilmRepository: Sendable {
    /// Page `page` (from 1) of the films to deal.
    func recommendations(page: Int) async throws -> FilmPage

    /// Tells a source that keeps reactions (an account) that `film`'s reaction changed from `old` to `new`.
    /// A source that keeps none does nothing.
    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws

    /// Deals only films that pass `filter` from the next page on; false when the source cannot filter.
    func applyFilter(_ filter: RecommendationFilter) async -> Bool
}

public extension FilmRepository {
    /// Sources that cannot filter deal as before.
    func applyFilter(_ filter: RecommendationFilter) async -> Bool { false }
}
