import FilmSwipeDomain

/// The game's reaction store, asking for a frame after every call: the run loop draws what the caller changed on the
/// main actor once the result is in (a saved swipe counted in the header), not at the next key.
@MainActor
final class FrameRequestingStore: ReactionStore {
    private let store: ReactionStore
    private let requestFrame: @MainActor () -> Void

    init(_ store: ReactionStore, requestFrame: @escaping @MainActor () -> Void) {
        self.store = store
        self.requestFrame = requestFrame
    }

    func reactions() async throws -> [FilmID: UserReaction] {
        defer { requestFrame() }
        return try await store.reactions()
    }

    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        defer { requestFrame() }
        try await store.setReaction(film, from: old, to: new)
    }

    func records(_ reaction: UserReaction?) async throws -> [ReactionRecord] {
        defer { requestFrame() }
        return try await store.records(reaction)
    }

    func undoLatestChange() async throws -> ReactionUndo? {
        defer { requestFrame() }
        return try await store.undoLatestChange()
    }

    func reactionCount() async throws -> Int {
        defer { requestFrame() }
        return try await store.reactionCount()
    }

    func removeAll() async throws {
        defer { requestFrame() }
        try await store.removeAll()
    }
}
