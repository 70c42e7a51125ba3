import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeParty

/// The player's taste as a room ranks by it: their reactions to the bundled catalogue's films, from their own store.
enum PartyTasteReader {
    /// The most films of a taste sent beside a watchlist: together they stay under one 64 KiB message (about 18 bytes
    /// a film).
    static let besideWatchlist = PartyTaste.maxFilms - PartyWatchlist.maxFilms

    /// The taste in `folder`, or nil when the player keeps it private or has none; cut to `besideWatchlist` films when
    /// `bringingWatchlist`.
    static func taste(in folder: DataFolder, isPrivate: Bool, bringingWatchlist: Bool = false) async throws -> PartyTaste? {
        guard !isPrivate else { return nil }
        let store = try ReactionStoreOpener.open(in: folder)
        let records = try await store.records(nil)
        let reactions = records.filter { $0.film.id.source == .catalogue }.map { ($0.film.id, $0.reaction) }
        guard !reactions.isEmpty else { return nil }
        return PartyTaste(Dictionary(reactions, uniquingKeysWith: { first, _ in first }), limit: bringingWatchlist ? besideWatchlist : PartyTaste.maxFilms)
    }
}
