import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeModules

/// The game's posters, asking for a frame once each is ready, as `FrameRequestingFacts` does: a poster that arrives
/// after its card was dealt is drawn at once.
@MainActor
final class FrameRequestingPosters: FilmPosters {
    private let posters: FilmPosters
    private let requestFrame: @MainActor () -> Void

    init(_ posters: FilmPosters, requestFrame: @escaping @MainActor () -> Void) {
        self.posters = posters
        self.requestFrame = requestFrame
    }

    func poster(of film: Film, size: PosterSize) async -> Buffer? {
        defer { requestFrame() }
        return await posters.poster(of: film, size: size)
    }
}
