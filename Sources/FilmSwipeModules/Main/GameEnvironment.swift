import FilmSwipeCells
import FilmSwipeDomain

/// Everything a game is played over: where its films come from and go, what else it can do, and what it says first.
/// A game's source (the bundled catalogue, a MovieLens release, a TMDB snapshot, TMDB, a party room) makes one; the
/// keys the game offers follow from what it holds (`features`).
public struct GameEnvironment {
    /// Where films come from.
    public var repository: FilmRepository
    /// Where reactions go.
    public var store: ReactionStore
    /// What `/` searches; nil when the films cannot be searched.
    public var search: FilmSearch?
    /// Where the search looks, for what it says and whether its films are filled in from `facts`.
    public var searchPlace = SearchPlace.catalogue
    /// Where every film shown gets its full facts, however it came to the screen; nil when the source's films are all.
    public var facts: FilmFacts?
    /// What draws the films' posters; nil for a game without them.
    public var posters: (any FilmPosters<TerminalPoster>)?
    /// What a party game's keys ask of its room; nil outside a party.
    public var party: MainPartyActions?
    /// The player's streaming services by name ("Netflix, Max"), which the filters then offer to deal only from.
    public var yourServices: String?
    /// The genres the filters offer.
    public var genres: [String] = []
    /// Opens films' pages in a browser, from the details; nil when nothing here can.
    public var opener: PageOpener?
    /// What the player is told over the first cards (an old snapshot, a watchlist brought empty); nil for nothing.
    public var notice: PlayerMessage?

    /// A game dealing from `repository`, keeping reactions in `store`, with nothing else.
    public init(repository: FilmRepository, store: ReactionStore) {
        self.repository = repository
        self.store = store
    }

    /// What the game offers besides swiping: a party's votes are the room's, chosen by its host, so a party game has no
    /// lists or filters of the player's own.
    public var features: MainFeatures {
        MainFeatures(
            search: search != nil, filters: party == nil, lists: party == nil, suggests: party != nil, posters: posters != nil,
            decides: party != nil, invites: party?.invite != nil
        )
    }
}
