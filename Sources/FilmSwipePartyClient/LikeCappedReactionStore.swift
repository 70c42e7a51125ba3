import FilmSwipeDomain

/// A party game's reactions, kept in `store`, where a yes (favourite or watchlist) over the room's cap on likes is
/// refused before it is kept: the card stays on top with the reason, and undo still takes back the last vote that
/// counted. The room's server refuses such a vote too; this spares the player a swipe that would not count.
public struct LikeCappedReactionStore: ReactionStore {
    private let store: ReactionStore
    private let session: PartySession

    /// `store`, checked against `session`'s room.
    public init(_ store: ReactionStore, session: PartySession) {
        self.store = store
        self.session = session
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        if new == .favourite || new == .watchlist, old != .favourite, old != .watchlist {
            try await session.checkLike(film.id)
        }
        try await store.setReaction(film, from: old, to: new)
    }

    public func reactions() async throws -> [FilmID: UserReaction] { try await store.reactions() }
    public func records(_ reaction: UserReaction?) async throws -> [ReactionRecord] { try await store.records(reaction) }
    public func undoLatestChange() async throws -> ReactionUndo? { try await store.undoLatestChange() }
    public func reactionCount() async throws -> Int { try await store.reactionCount() }
    public func removeAll() async throws { try await store.removeAll() }
}
