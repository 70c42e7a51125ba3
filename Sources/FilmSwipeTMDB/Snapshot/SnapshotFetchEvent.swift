import FilmSwipeData

/// What a snapshot fetch tells the one who watches it.
public enum SnapshotFetchEvent: Sendable, Equatable {
    /// A first run begins.
    case beginning(films: Int, region: String)
    /// An unfinished run goes on: `have` of its `films` are fetched already.
    case resuming(have: Int, films: Int, region: String)
    /// The last run finished, or was for another region: a new one replaces its films as it fetches them.
    case refreshing(kept: Int, films: Int, region: String, previousRegion: String)
    /// Kept answers are being read again with a newer decoding, no network needed.
    case redecoded(films: Int)
    /// Page `page` of the ranking (of about `pages`) is listed.
    case listed(page: Int, pages: Int)
    /// `done` of the run's `films` are fetched.
    case fetched(done: Int, films: Int)
}
