import FilmSwipeDomain
import Foundation

/// How a snapshot reads TMDB's details of a film: the one call every fetched film, and every kept answer read again,
/// goes through. The film is read as the TMDB game reads a film's details (`TMDBFilmDetails`), and the
/// recommendations' ids beside it.
public enum SnapshotDecoding {
    /// The version of this decoding: a snapshot decoded with an older one is decoded again from its kept answers.
    public static let version = 1

    /// Why a kept answer gives no film.
    public struct Unreadable: Error {}

    /// The film and its recommendations' ids in `details` (one `/movie/{id}` answer with every appended part), with
    /// certificate and availability for `region`.
    public static func decode(_ details: Data, region: String) throws -> (film: Film, recommendations: [Int]) {
        let decoder = JSONDecoder()
        guard let film = try decoder.decode(TMDBFilmDetails.self, from: details).film(region: region), idRange.contains(film.id.value) else {
            throw Unreadable()
        }
        let listed = try decoder.decode(SnapshotRecommendations.self, from: details).recommendations?.results ?? []
        var seen: Set<Int> = [film.id.value]
        let recommendations = listed.map(\.id).filter { idRange.contains($0) && seen.insert($0).inserted }
        return (film, recommendations)
    }

    private static let idRange = 1...Int(Int32.max)
}
