import FilmSwipeParty

/// What a member brings to a room when joining: their taste for ranking the deck, and their streaming services for a
/// room dealing only what its members can watch, and their watchlist.
struct MemberBrings: Sendable {
    /// Their reactions; nil with `--private`.
    let taste: PartyTaste?
    /// TMDB's ids of their services.
    let services: [Int]
    /// Their watchlist; nil when not brought.
    var watchlist: PartyWatchlist? = nil
}
