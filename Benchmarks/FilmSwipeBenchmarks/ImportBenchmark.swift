import ChildProcessSupport
import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import Foundation
import Glibc

/// Importing a 10,000-row Letterboxd ratings file: the whole `filmswipe import letterboxd` as a player runs it (read,
/// place on the catalogue, store in one transaction, into a fresh data folder each time), and reading the file alone.
struct ImportBenchmark {
    let binaries: Binaries
    var runs = 5
    var rows = 10_000
    /// The history the game starts with afterwards: a keen player's.
    var historyRows = 1_000

    /// Adds the median times to `table`, against the 1 s aim.
    func report(into table: inout Table) throws {
        guard let catalogue = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let films = try CatalogueFile(path: catalogue, fallbackGenres: nil).load()
        let ratings = folder.appendingPathComponent("ratings.csv")
        try Data(Self.ratingsCSV(films: films, rows: rows).utf8).write(to: ratings)

        var read = Samples(), whole = Samples()
        for _ in 0..<runs {
            try read.time { _ = try LetterboxdExport.read(ratings) }
        }
        for run in 0..<runs {
            let data = folder.appendingPathComponent("data-\(run)")
            try whole.time {
                let pid = try ChildProcess.spawn(binaries.game, ["import", "letterboxd", ratings.path, "--data-dir", data.path], environment: [], streams: [
                    .open(1, path: "/dev/null", flags: O_WRONLY), .open(2, path: "/dev/null", flags: O_WRONLY),
                ])
                let status = ChildProcess.wait(pid)
                guard status == 0 else { throw BenchmarkError("filmswipe import exited with status \(status)") }
            }
        }
        // The game after importing a history of the size a keen player has: its first page waits for the similarity
        // model, to rank by the history.
        let data = folder.appendingPathComponent("data-history")
        let history = folder.appendingPathComponent("history.csv")
        try Data(Self.ratingsCSV(films: films, rows: historyRows).utf8).write(to: history)
        let imported = try ChildProcess.spawn(binaries.game, ["import", "letterboxd", history.path, "--data-dir", data.path], environment: [], streams: [
            .open(1, path: "/dev/null", flags: O_WRONLY), .open(2, path: "/dev/null", flags: O_WRONLY),
        ])
        guard ChildProcess.wait(imported) == 0 else { throw BenchmarkError("filmswipe import of the history failed") }
        _ = FileManager.default.createFile(atPath: data.appendingPathComponent("welcome-shown").path, contents: Data())
        var firstCard = Samples()
        // One more start than measured: the first only fills the page cache.
        for run in 0...runs {
            let game = try PtyProcess(binaries.game, ["--data-dir", data.path], columns: GameLauncher.size.columns, rows: GameLauncher.size.rows)
            let shownAt = try game.waitFor("on Letterboxd", timeout: GameLauncher.timeout)
            game.send("q")
            _ = try game.waitForExit(timeout: GameLauncher.timeout)
            if run > 0 { firstCard.add(shownAt - game.spawnedAt) }
        }
        table.add("import: filmswipe import letterboxd, \(rows) rows (median of \(runs))", milliseconds(whole.median),
                  aim: "≤ 1 s", ok: whole.median <= 1)
        table.add("  ↳ reading the ratings file, in-process (median of \(runs))", milliseconds(read.median))
        table.add("startup to a first card ranked by an imported history (\(historyRows) films, median of \(runs))", milliseconds(firstCard.median))
    }

    /// A Letterboxd ratings.csv of `rows` rows: the catalogue's films (quoted where a title holds a comma), then titles
    /// no catalogue has, so the import places most and reports the rest.
    static func ratingsCSV(films: [Film], rows: Int) -> String {
        var lines = ["Date,Name,Year,Letterboxd URI,Rating"]
        for index in 0..<rows {
            let title = index < films.count ? films[index].title : "Unreleased Film \(index)"
            let year = index < films.count ? films[index].year.map(String.init) ?? "" : "2031"
            let name = title.contains(",") || title.contains("\"") ? "\"" + title.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : title
            lines.append("2024-01-01,\(name),\(year),https://boxd.it/\(index),\(Double(index % 10 + 1) / 2)")
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
