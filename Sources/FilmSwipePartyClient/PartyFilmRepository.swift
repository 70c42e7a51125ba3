import FilmSwipeDomain

/// A party room's deck as the game deals it: the films the player has not voted on yet, in the group's order; a
/// reaction is the player's vote (right or up is yes; left, or "seen it", is no), and taking it back takes the vote
/// back.
public struct PartyFilmRepository: FilmRepository {
    /// Films a page.
    public static let pageSize = 5
    private let session: PartySession
    private let dealt = DealtFilms()

    /// The deck of `session`.
    public init(session: PartySession) {
        self.session = session
    }

    public func recommendations(page: Int) async throws -> FilmPage {
        let films = await session.room.nextFilms(count: Self.pageSize, excluding: await dealt.ids)
        await dealt.add(films.map(\.id))
        return FilmPage(page: page, films: films, lastPage: films.count < Self.pageSize ? page : page + 1)
    }

    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        switch new {
        case .favourite, .watchlist: try await session.vote(film.id, yes: true)
        // "Seen it" is a plain no to the room: votes carry yes or no only, so nobody learns the player saw it.
        case .dislike, .seen: try await session.vote(film.id, yes: false)
        case .none:
            try await session.undo(film.id)
            // An undone film is dealt again.
            await dealt.remove(film.id)
        }
    }
}
