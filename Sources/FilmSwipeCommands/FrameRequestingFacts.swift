import FilmSwipeDomain

/// The game's film facts, asking for a frame after every call, as `FrameRequestingStore` does: a card whose facts
/// are found after it was dealt (what fans also liked, once the model is built) is drawn with them at once.
@MainActor
final class FrameRequestingFacts: FilmFacts {
    private let facts: FilmFacts
    private let requestFrame: @MainActor () -> Void

    init(_ facts: FilmFacts, requestFrame: @escaping @MainActor () -> Void) {
        self.facts = facts
        self.requestFrame = requestFrame
    }

    func film(_ id: FilmID) async -> Film? {
        defer { requestFrame() }
        return await facts.film(id)
    }

    func waitUntilComplete() async {
        defer { requestFrame() }
        await facts.waitUntilComplete()
    }
}
