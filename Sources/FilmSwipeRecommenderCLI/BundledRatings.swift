import FilmSwipeCatalogue
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// The ratings and films the recommender learns from: the bundled ones, or a ratings file given.
enum BundledRatings {
    /// The ratings in `path` (a `ratings.csv`, or a folder holding one), or the bundled ratings; a clear failure
    /// naming the file, line and field of a bad row.
    static func ratings(at path: String? = nil) throws -> RatingSet {
        let location: URL
        if let path {
            location = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        } else if let folder = BundledCatalogue.directory() {
            location = folder.appendingPathComponent("ratings.csv")
        } else {
            throw CommandFailure("The bundled catalogue is missing from this build. Rebuild with `swift build`.")
        }
        do {
            return try RatingsFile(path: location).load()
        } catch {
            throw CommandFailure((error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
    }

    /// The bundled catalogue's films, most-rated first.
    static func films() throws -> [Film] {
        guard let folder = BundledCatalogue.directory() else {
            throw CommandFailure("The bundled catalogue is missing from this build. Rebuild with `swift build`.")
        }
        do {
            return try CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json"), imdbYear: BundledCatalogue.imdbYear).load()
        } catch {
            throw CommandFailure((error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
    }
}
