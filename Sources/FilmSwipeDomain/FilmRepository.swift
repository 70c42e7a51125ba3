/// A source of films: pages of recommendations, and reactions where the source keeps them.
public protocol FilmRepository: Sendable {
    /// Page `page` (from 1) of the films to deal.
    func recommendations(page: Int) async throws -> FilmPage

    /// Tells a source that keeps reactions (an account) that `film`'s reaction changed from `old` to `new`.
    /// A source that keeps none does nothing.
    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws

    /// Deals only films that pass `filter` from the next page on; false when the source cannot filter.
    func applyFilter(_ filter: RecommendationFilter) async -> Bool

    /// The cards waiting on the deck (`waiting`, the next card first) dealt again after every reaction so far: each film
    /// this source dealt and nobody has reacted to is taken back, and its place goes to the best film now (it may be the
    /// same film, with a new reason); a film it did not deal (one looked up, a party suggestion) keeps its place. Fewer
    /// films come back when fewer are left to deal. Ask after each `setReaction`, so the next card answers it.
    func redeal(_ waiting: [Film]) async throws -> [Film]
}

public extension FilmRepository {
    /// Sources that cannot filter deal as before.
    func applyFilter(_ filter: RecommendationFilter) async -> Bool { false }

    /// Sources that rank once deal the waiting cards as they are.
    func redeal(_ waiting: [Film]) async throws -> [Film] { waiting }
}
