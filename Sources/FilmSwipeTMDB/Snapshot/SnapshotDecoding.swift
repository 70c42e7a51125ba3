import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// How a snapshot reads TMDB's details of a film: the one call every fetched film, and every kept answer read again,
/// goes through.
public enum SnapshotDecoding {
    /// The version of this decoding: a snapshot decoded with an older one is decoded again from its kept answers.
    public static let version = 1

    /// The film and its recommendations' ids in `details` (one `/movie/{id}` answer with every appended part), with
    /// certificate and availability for `region`.
    public static func decode(_ details: Data, region: String) throws -> (film: Film, recommendations: [Int]) {
        let document = try JSONDecoder().decode(SnapshotDetailsDocument.self, from: details)
        guard MovieIDRange.contains(document.id) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "id \(document.id) is not a TMDB id"))
        }
        let film = document.film
        let recommendations = (document.recommendations?.results ?? []).map(\.id).filter { MovieIDRange.contains($0) && $0 != document.id }
        return (film, recommendations)
    }

    private static let MovieIDRange = 1...Int(Int32.max)
}
