import FilmSwipeCatalogue
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Finds and loads the catalogue the player asked for, or the bundled one.
struct CatalogueLoader {
    let path: String?

    /// The films, or an error whose message names the file, entry and field.
    func load() throws -> [Film] {
        try read { try $0.load() }
    }

    /// The first `count` films, checked as `load()` checks them, without reading the rest of the file.
    func loadHead(count: Int) throws -> [Film] {
        try read { try $0.loadHead(count: count) }
    }

    private func read(_ body: (CatalogueFile) throws -> [Film]) throws -> [Film] {
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
            // The bundled catalogue's IMDb facts are 2005's; another catalogue's are of no known date.
            let imdbYear = path == nil ? BundledCatalogue.imdbYear : nil
            return try body(CatalogueFile(path: location, fallbackGenres: bundled?.appendingPathComponent("genres.json"), imdbYear: imdbYear))
        } catch let error as CatalogueError {
            throw CommandFailure(error.localizedDescription)
        }
    }
}
