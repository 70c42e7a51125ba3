import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeParty

/// The watchlist a player brings to a room (`--bring-watchlist`): the bundled catalogue's films on their watchlist in
/// their own store, swiped up or imported, the newest first when there are more than a room takes.
enum PartyWatchlistReader {
    /// The watchlist in `folder` (none when not `bringing`), with a notice when it is empty or cut to
    /// `PartyWatchlist.maxFilms`.
    static func watchlist(in folder: DataFolder, bringing: Bool) async throws -> BroughtWatchlist {
        guard bringing else { return BroughtWatchlist(watchlist: nil, notice: nil) }
        let store = try ReactionStoreOpener.open(in: folder)
        let records = try await store.records(nil)
            .filter { $0.reaction == .watchlist && $0.film.id.source == .catalogue }
            .sorted { $0.reactedAt > $1.reactedAt }
        let notice = BroughtWatchlist.notice(count: records.count, limit: PartyWatchlist.maxFilms)
        return BroughtWatchlist(watchlist: PartyWatchlist(records.map(\.film.id)), notice: notice)
    }
}
