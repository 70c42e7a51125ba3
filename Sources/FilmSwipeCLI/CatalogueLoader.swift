import FilmSwipeCatalogue
import FilmSwipeCommandLine
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Finds and loads the catalogue the player asked for, or the bundled one.
struct CatalogueLoader {
    let path: String?

    /// The films, or an error whose message names the file, entry and field.
    func load() throws -> [Film] {
        let bundled = BundledCatalogue.directory()
        let location: URL
        if let path {
            location = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        } else if let bundled {
            location = bundled
        } else {
            throw CommandFailure("The bundled catalogue is missing from this build. Rebuild with `swift build`, or pass --catalogue with a folder that holds catalogue.json.")
        }
        do {
            return try CatalogueFile(path: location, fallbackGenres: bundled?.appendingPathComponent("genres.json")).load()
        } catch let error as CatalogueError {
            throw CommandFailure(error.localizedDescription)
        }
    }
}
