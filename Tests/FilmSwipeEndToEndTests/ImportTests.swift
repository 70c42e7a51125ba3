import Foundation
import Testing

/// A Letterboxd export folder written by a test: a horror fan's history, removed when the test lets go of it.
final class LetterboxdExportFolder {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-letterboxd-\(UUID().uuidString)")
    /// The films rated, as Letterboxd names them.
    static let rated = ["Alien", "Aliens", "The Shining", "Halloween", "The Exorcist", "The Thing", "A Nightmare on Elm Street", "Scream"]

    init(ratings: String? = nil) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("likes"), withIntermediateDirectories: true)
        let years = [1979, 1986, 1980, 1978, 1973, 1982, 1984, 1996]
        let rows = zip(Self.rated, years).enumerated().map { index, film in
            "2023-02-\(String(format: "%02d", index + 1)),\(film.0),\(film.1),https://boxd.it/\(index),\(index.isMultiple(of: 2) ? "5" : "4.5")"
        }
        // A BOM and CRLF line ends, as Letterboxd writes them.
        let text = ratings ?? "\u{FEFF}Date,Name,Year,Letterboxd URI,Rating\r\n" + rows.joined(separator: "\r\n") + "\r\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("ratings.csv"))
        try Data("Date,Name,Year,Letterboxd URI\r\n2022-01-01,\"Crouching Tiger, Hidden Dragon\",2000,https://boxd.it/x\r\n".utf8)
            .write(to: folder.appendingPathComponent("watched.csv"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}

@Suite("Importing a film history, then playing", .serialized)
struct ImportTests {
    private func importHistory(_ arguments: [String], data: URL) async throws -> (status: Int32, stdout: String, stderr: String) {
        try await run(filmswipeBinary.path, ["import"] + arguments + ["--data-dir", data.path])
    }

    private func list(_ name: String, data: URL) async throws -> [String] {
        try await run(filmswipeBinary.path, ["list", name, "--data-dir", data.path]).stdout.split(separator: "\n").map(String.init)
    }

    @Test("import a Letterboxd export, play: the first cards are ranked by it, say why, and none is an imported film")
    func importThenPlay() async throws {
        let export = try LetterboxdExportFolder()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let imported = try await importHistory(["letterboxd", export.folder.path], data: data)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Letterboxd: 9 films read."))
        #expect(imported.stdout.contains("matched to the catalogue: 9 (8 favourite, 0 disliked, 0 watchlist, 1 seen)"))
        #expect(try await list("seen", data: data) == ["Crouching Tiger, Hidden Dragon (2000)"])

        let again = try await importHistory(["letterboxd", export.folder.path], data: data)
        #expect(again.stdout.contains("added: 0, updated: 0, already there: 9"), "re-importing changes nothing")

        let game = try await TmuxGame(dataDirectory: data, recommended: true)

        // With a history the first page waits for the model: a debug build takes a few seconds to build it alone, and
        // over 30 s while the rest of the suite shares the two cores (seen failing at 30 s). The wait only guards a hang.
        var screen = try await game.waitFor("on Letterboxd", seconds: 120)
        #expect(!screen.contains("Forrest Gump"), "the first card is not the cold-start order")
        var dealt: [String] = []
        for _ in 0..<5 {
            let title = screen.split(separator: "\n").first { $0.contains("│ ") }.map { String($0) } ?? ""
            dealt.append(title)
            for name in LetterboxdExportFolder.rated + ["Crouching Tiger"] {
                #expect(!title.contains("│ \(name) "), "an imported film was dealt: \(title)")
            }
            try await game.send("Left")
            try await game.waitFor("\(dealt.count) swiped")
            screen = try await game.screen()
        }
        try await game.send("q")
        try await game.waitFor("EXIT=0")
    }

    @Test("a bad row imports nothing: the message names the file, line and column, and the store is untouched")
    func badRow() async throws {
        let export = try LetterboxdExportFolder(ratings: "Date,Name,Year,Letterboxd URI,Rating\n2023-01-01,Heat,1995,https://boxd.it/1,4\n2023-01-02,Alien,19x9,https://boxd.it/2,5\n")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await importHistory(["letterboxd", export.folder.path], data: data)
        #expect(result.status == 1)
        #expect(result.stderr.contains("ratings.csv") && result.stderr.contains("line 3") && result.stderr.contains("Year") && result.stderr.contains("19x9"))
        #expect(result.stderr.contains("Nothing was imported"))
        #expect(try await list("favourites", data: data).isEmpty)
    }

    @Test("dry run writes nothing; a game reaction is kept unless --overwrite; --unmatched lists what was not placed")
    func dryRunOverwriteUnmatched() async throws {
        let csv = "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n"
            + "tt0109830,9,2023-03-01,Forrest Gump,Forrest Gump,https://www.imdb.com/title/tt0109830/,Movie,8.8,142,1994,\"Drama, Romance\",2300000,1994-07-06,Robert Zemeckis\n"
            + "tt0903747,10,2023-03-02,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,Drama,2000000,2008-01-20,\n"
            + "tt9999999,7,2023-03-03,A Film Nobody Made,A Film Nobody Made,https://www.imdb.com/title/tt9999999/,Movie,5.0,90,2021,Drama,10,2021-01-01,\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-imdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ratings.csv")
        try Data(csv.utf8).write(to: file)
        let unmatched = folder.appendingPathComponent("unmatched.csv")

        let dry = try await importHistory(["imdb", file.path, "--dry-run"], data: folder)
        #expect(dry.stdout.contains("would be added: 1") && dry.stdout.contains("Dry run: nothing was written."))
        #expect(dry.stdout.contains("1 not a film, left out (1 TV Series)"))
        #expect(try await list("favourites", data: folder).isEmpty)

        // Forrest Gump disliked in the game first: the import keeps it, --overwrite replaces it.
        let game = try await TmuxGame(dataDirectory: folder)
        try await game.waitFor("Forrest Gump")
        try await game.send("Left")
        try await game.waitFor("1 swiped")
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        #expect(try await list("disliked", data: folder) == ["Forrest Gump (1994)"])

        let kept = try await importHistory(["imdb", file.path, "--unmatched", unmatched.path], data: folder)
        #expect(kept.stdout.contains("kept as you had them: 1"))
        #expect(try await list("disliked", data: folder) == ["Forrest Gump (1994)"])
        #expect(try String(contentsOf: unmatched, encoding: .utf8).contains("not in catalogue,A Film Nobody Made,2021,7.0,ratings.csv line 4,"))

        let overwritten = try await importHistory(["imdb", file.path, "--overwrite"], data: folder)
        #expect(overwritten.stdout.contains("updated: 1"))
        #expect(try await list("favourites", data: folder) == ["Forrest Gump (1994)"])
        let export = try await run(filmswipeBinary.path, ["export", "--format", "csv", "--data-dir", folder.path])
        #expect(export.stdout.contains(",favourites,2023-03-01T00:00:00Z,imdb,9.0"))
    }
}
