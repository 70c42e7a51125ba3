import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("filmswipe export")
final class ExportTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-export-\(UUID().uuidString)")
    var data: URL { home.appendingPathComponent("data") }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    func filmswipe(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        try await run(filmswipeBinary.path, arguments + ["--data-dir", data.path])
    }

    /// A player who swiped Heat right, Alien left and Fargo up in the game, marked Toy Story seen, and imported
    /// Forrest Gump rated 9 on IMDb.
    func play() async throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let store = try SQLiteReactionStore(path: data.appendingPathComponent("reactions.sqlite"))
        let swipes: [(Int, String, Int, UserReaction)] = [(6, "Heat", 1995, .favourite), (1214, "Alien", 1979, .dislike), (275, "Fargo", 1996, .watchlist), (1, "Toy Story", 1995, .seen)]
        for (id, title, year, reaction) in swipes {
            try await store.setReaction(Film(id: FilmID(source: .catalogue, value: id), title: title, year: year), from: .none, to: reaction)
        }
        let gump = ImportedReaction(film: Film(id: FilmID(source: .catalogue, value: 356), title: "Forrest Gump", year: 1994), reaction: .favourite,
                                    origin: .imdb, date: Date(timeIntervalSince1970: 1_600_000_000), originRating: 9)
        _ = try await store.importReactions([gump], overwrite: false, dryRun: false, confirming: nil)
    }

    func read(_ name: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("--format letterboxd --output DIR writes a file for each importer, says which goes where, and marks watched only films seen")
    func letterboxd() async throws {
        try await play()
        let folder = home.appendingPathComponent("to-letterboxd")

        let result = try await filmswipe(["export", "--format", "letterboxd", "--output", folder.path])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try read("letterboxd-watched.csv", in: folder) == "Title,Year,tmdbID,Rating\r\nToy Story,1995,,\r\nForrest Gump,1994,,4.5\r\n")
        #expect(try read("letterboxd-watchlist.csv", in: folder) == "Title,Year,tmdbID\r\nFargo,1996,\r\n")
        #expect(try read("letterboxd-favourites.csv", in: folder) == "Title,Year,tmdbID\r\nHeat,1995,\r\nForrest Gump,1994,\r\n")
        #expect(try read("letterboxd-disliked.csv", in: folder) == "Title,Year,tmdbID\r\nAlien,1979,\r\n")
        #expect(result.stdout.contains("letterboxd-watched.csv     2 films  → the film importer (letterboxd.com/import)"))
        #expect(result.stdout.contains("letterboxd-watchlist.csv   1 film  → your watchlist's import"))
        #expect(result.stdout.contains("2 films are in the lists only"))
    }

    @Test("--list limits the files to one list's films")
    func oneList() async throws {
        try await play()
        let folder = home.appendingPathComponent("watchlist-only")

        let result = try await filmswipe(["export", "--format", "letterboxd", "--list", "watchlist", "--output", folder.path])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["letterboxd-watchlist.csv"])
    }

    @Test("an earlier export in the folder is never replaced, and nothing is written beside it")
    func existingFiles() async throws {
        try await play()
        let folder = home.appendingPathComponent("again")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("letterboxd-disliked.csv"))

        let result = try await filmswipe(["export", "--format", "letterboxd", "--output", folder.path])

        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder.path) already holds letterboxd-disliked.csv from an earlier export. Nothing was written; move it aside, or choose another --output folder."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["letterboxd-disliked.csv"])
        #expect(try read("letterboxd-disliked.csv", in: folder) == "mine")
    }

    @Test("an --output that is a file, or where no folder can be made, is refused with the way out; no --output says what to pass")
    func badOutput() async throws {
        try await play()
        let file = home.appendingPathComponent("a-file.csv")
        try Data("keep".utf8).write(to: file)

        let onFile = try await filmswipe(["export", "--format", "letterboxd", "--output", file.path])
        #expect(onFile.status == 1)
        #expect(onFile.stderr.contains("\(file.path) is a file; --format letterboxd writes several files into a folder. Nothing was written"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")

        let under = file.appendingPathComponent("out")
        let noFolder = try await filmswipe(["export", "--format", "letterboxd", "--output", under.path])
        #expect(noFolder.status == 1)
        #expect(noFolder.stderr.contains("Cannot create the folder \(under.path): Not a directory. Nothing was written; choose another --output folder."))

        let noOutput = try await filmswipe(["export", "--format", "letterboxd"])
        #expect(noOutput.status == 64)
        #expect(noOutput.stderr.contains("pass --output with a folder to write them into"))
    }

    @Test("--format json names its fields as the CSV does")
    func jsonNames() async throws {
        try await play()
        let json = try await filmswipe(["export", "--format", "json"])
        #expect(json.stdout.contains("\"origin_rating\" : 9") && json.stdout.contains("\"reacted_at\"") && json.stdout.contains("\"film_id\" : 356"))
        #expect(!json.stdout.contains("originRating"))
        #expect(json.stdout.components(separatedBy: "\"origin_rating\" : null").count - 1 == 4, "the four swiped in the game:\n\(json.stdout)")
    }

    @Test("import letterboxd reads back the folder, or one file, that export --format letterboxd wrote")
    func letterboxdRoundTrip() async throws {
        try await play()
        let folder = home.appendingPathComponent("to-letterboxd")
        let export = try await filmswipe(["export", "--format", "letterboxd", "--output", folder.path])
        #expect(export.status == 0, "\(export.stderr)")
        let before = try await filmswipe(["export", "--format", "csv"])

        let elsewhere = home.appendingPathComponent("other-data")
        let imported = try await run(filmswipeBinary.path, ["import", "letterboxd", folder.path, "--data-dir", elsewhere.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("Name"), "\(imported.stderr)")
        let after = try await run(filmswipeBinary.path, ["export", "--format", "csv", "--data-dir", elsewhere.path])
        // Each film is on the list it was on; where it came from is now Letterboxd.
        func lists(_ csv: String) -> [String] {
            csv.split(separator: "\r\n").dropFirst().map { row in
                let fields = row.split(separator: ",", omittingEmptySubsequences: false)
                return "\(fields[2]) \(fields[7])"
            }.sorted()
        }
        #expect(lists(after.stdout) == lists(before.stdout), "\(after.stdout)")

        let third = home.appendingPathComponent("third-data")
        let lone = try await run(filmswipeBinary.path, ["import", "letterboxd", folder.appendingPathComponent("letterboxd-favourites.csv").path,
                                                       "--data-dir", third.path])
        #expect(lone.status == 0, "\(lone.stderr)")
        let favourites = try await run(filmswipeBinary.path, ["export", "--format", "csv", "--data-dir", third.path])
        #expect(lists(favourites.stdout) == ["Forrest Gump favourites", "Heat favourites"], "\(favourites.stdout)")
    }
}
