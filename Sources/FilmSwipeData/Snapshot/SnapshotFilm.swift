import FilmSwipeDomain
import Foundation

/// A film of a snapshot: the film as fetched, TMDB's recommendations for it, its place in the popularity ranking and
/// when it was fetched.
public struct SnapshotFilm: Sendable, Hashable {
    /// The film (source `.tmdb`), with the people, certificate, trailer and availability its details gave.
    public let film: Film
    /// The TMDB ids TMDB recommends beside it, best first; some may not be in the snapshot.
    public let recommendations: [Int]
    /// Its place in TMDB's popularity ranking when fetched, from 1.
    public let rank: Int
    /// When its details were fetched.
    public let fetchedAt: Date

    /// A snapshot film.
    public init(film: Film, recommendations: [Int], rank: Int, fetchedAt: Date) {
        self.film = film
        self.recommendations = recommendations
        self.rank = rank
        self.fetchedAt = fetchedAt
    }
}
