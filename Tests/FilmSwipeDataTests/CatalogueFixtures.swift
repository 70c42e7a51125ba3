import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// A temporary folder holding a catalogue written by a test, removed when the test lets go of it.
final class TemporaryCatalogue {
    let folder: URL

    /// A folder with `catalogue.json` holding `json` (and no genres.json).
    init(_ json: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: file)
    }

    var file: URL { folder.appendingPathComponent("catalogue.json") }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The page envelope around `results`.
    static func page(_ results: String) -> String {
        #"{"page":1,"results":[\#(results)],"total_pages":1,"total_results":1}"#
    }

    /// A valid movie object with id `id` and title `title`.
    static func movie(id: Int, title: String = "A Film") -> String {
        #"{"id":\#(id),"title":"\#(title)","overview":"","release_date":"1999","genre_ids":[18],"vote_average":7.5,"vote_count":10}"#
    }
}

/// The repository's own Fixtures/ folder.
let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// The bundled catalogue, read once for every test that looks at it whole (reading 3.3 MB in a debug build takes a
/// while, and the suite runs on two cores).
enum BundledFilms {
    static let read: Result<[FilmSwipeDomain.Film], Error> = Result { try FilmSwipeData.CatalogueFile(path: fixturesFolder, fallbackGenres: nil).load() }

    /// Every film of the bundled catalogue, or the error reading it.
    static func all() throws -> [FilmSwipeDomain.Film] {
        try read.get()
    }
}
