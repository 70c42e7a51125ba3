import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// The watchlist a player brings to a room (`--bring-watchlist`): the bundled catalogue's films on their watchlist in
/// their own store, swiped up or imported, the newest first when there are more than a room takes.
enum PartyWatchlistReader {
    /// The watchlist in `folder`, nil when not `bringing`; a watchlist cut to `PartyWatchlist.maxFilms`, or an empty
    /// one, is said on standard error before the game starts.
    static func watchlist(in folder: DataFolder, bringing: Bool) async throws -> PartyWatchlist? {
        guard bringing else { return nil }
        let store = try ReactionStoreOpener.open(in: folder)
        let records = try await store.records(nil)
            .filter { $0.reaction == .watchlist && $0.film.id.source == .catalogue }
            .sorted { $0.reactedAt > $1.reactedAt }
        let limit = PartyWatchlist.maxFilms
        if records.isEmpty {
            FileHandle.standardError.write(Data("--bring-watchlist: your watchlist holds no film of the room's catalogue; swipe films up (↑) in a game, or import a Letterboxd watchlist with filmswipe import letterboxd.\n".utf8))
        } else if records.count > limit {
            FileHandle.standardError.write(Data("--bring-watchlist: your watchlist holds \(records.count) films of the room's catalogue; the room gets the \(limit) you added last.\n".utf8))
        }
        return PartyWatchlist(records.map(\.film.id))
    }
}
