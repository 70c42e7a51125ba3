import FilmSwipeDomain

/// The game's films, asking for a frame after every call, as `FrameRequestingStore` does: a page that arrives is
/// drawn at once.
@MainActor
final class FrameRequestingRepository: FilmRepository {
    private let repository: FilmRepository
    private let requestFrame: @MainActor () -> Void

    init(_ repository: FilmRepository, requestFrame: @escaping @MainActor () -> Void) {
        self.repository = repository
        self.requestFrame = requestFrame
    }

    func recommendations(page: Int) async throws -> FilmPage {
        defer { requestFrame() }
        return try await repository.recommendations(page: page)
    }

    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        defer { requestFrame() }
        try await repository.setReaction(film, from: old, to: new)
    }

    func applyFilter(_ filter: RecommendationFilter) async -> Bool {
        defer { requestFrame() }
        return await repository.applyFilter(filter)
    }
}
