import FilmSwipeCatalogue
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// The bundled MovieLens ratings the recommender learns from.
enum RatingsLoader {
    /// The bundled ratings; a clear failure when they are missing or broken.
    static func load() throws -> RatingSet {
        guard let folder = BundledCatalogue.directory() else {
            throw CommandFailure("The bundled catalogue is missing from this build. Rebuild with `swift build`.")
        }
        do {
            return try RatingsFile(path: folder.appendingPathComponent("ratings.csv")).load()
        } catch {
            throw CommandFailure((error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
    }
}
