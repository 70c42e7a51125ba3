import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Letterboxd export")
struct LetterboxdExporterTests {
    /// The samples, and films rated on IMDb and TMDB (so seen there) that the player liked or disliked.
    static let records = ExportSamples.records + [
        ReactionRecord(
            film: Film(id: FilmID(source: .catalogue, value: 356), title: "Forrest Gump", year: 1994),
            reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 1_600_000_000), origin: .imdb, originRating: 9
        ),
        ReactionRecord(
            film: Film(id: FilmID(source: .tmdb, value: 808), title: "Shrek", year: 2001),
            reaction: .dislike, reactedAt: Date(timeIntervalSince1970: 1_600_000_100), origin: .tmdb, originRating: 3.5
        ),
    ]

    func file(_ kind: LetterboxdImportFile.Kind, of records: [ReactionRecord] = Self.records) -> String? {
        LetterboxdExporter().files(records).first { $0.kind == kind }.map { String(decoding: $0.data, as: UTF8.self) }
    }

    @Test("the film importer gets only films said to be seen: marked seen, or rated where they came from, in half stars")
    func watched() {
        #expect(file(.watched) == "Title,Year,tmdbID,Rating\r\nHeat,1995,,3.5\r\nForrest Gump,1994,,4.5\r\nShrek,2001,808,2\r\n")
    }

    @Test("a favourite or a dislike swiped in the game, with no rating, is never marked watched: it goes to its list")
    func gameReactionsAreNotWatched() throws {
        let watched = try #require(file(.watched))
        #expect(!watched.contains("Fight Club") && !watched.contains("東京物語"))
        #expect(file(.favourites) == "Title,Year,tmdbID\r\nFight Club,1999,550\r\nForrest Gump,1994,\r\n")
        #expect(file(.disliked) == "Title,Year,tmdbID\r\n東京物語,,\r\nShrek,2001,808\r\n")
    }

    @Test("the watchlist is a file of its own, quoted as RFC 4180 asks")
    func watchlist() {
        #expect(file(.watchlist) == "Title,Year,tmdbID\r\n\"Monty Python and the \"\"Holy\"\" Grail, Special\",1975,\r\n")
    }

    @Test("a list with no film has no file; no reactions, no files")
    func emptyKinds() {
        let onlyFavourites = ExportSamples.records.filter { $0.reaction == .favourite }
        #expect(LetterboxdExporter().files(onlyFavourites).map(\.kind) == [.favourites])
        #expect(LetterboxdExporter().files([]).isEmpty)
    }

    @Test("each file says how many films it holds and has its own name")
    func names() {
        let files = LetterboxdExporter().files(Self.records)
        #expect(files.map(\.kind.fileName) == ["letterboxd-watched.csv", "letterboxd-watchlist.csv", "letterboxd-favourites.csv", "letterboxd-disliked.csv"])
        #expect(files.map(\.films) == [3, 1, 2, 2])
    }
}

@Suite("New files written together")
final class NewFileSetTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-newfiles-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("every file is written whole, and no temporary file is left")
    func writesAll() throws {
        try NewFileSet.write([("a.csv", Data("a".utf8)), ("b.csv", Data("b".utf8))], into: folder)
        #expect(try contents() == ["a.csv", "b.csv"])
        #expect(try String(contentsOf: folder.appendingPathComponent("b.csv"), encoding: .utf8) == "b")
    }

    @Test("a file already there is never replaced, and then none of the others is written")
    func existingFile() throws {
        try Data("mine".utf8).write(to: folder.appendingPathComponent("b.csv"))
        #expect(throws: AtomicFile.WriteError(path: folder.appendingPathComponent("b.csv").path, reason: "File exists")) {
            try NewFileSet.write([("a.csv", Data("a".utf8)), ("b.csv", Data("b".utf8)), ("c.csv", Data("c".utf8))], into: folder)
        }
        #expect(try contents() == ["b.csv"])
        #expect(try String(contentsOf: folder.appendingPathComponent("b.csv"), encoding: .utf8) == "mine")
    }

    @Test("a folder that is missing fails naming the path and the reason")
    func missingFolder() throws {
        let missing = folder.appendingPathComponent("missing")
        #expect(throws: AtomicFile.WriteError.self) { try NewFileSet.write([("a.csv", Data("a".utf8))], into: missing) }
        #expect(try contents().isEmpty)
    }
}
