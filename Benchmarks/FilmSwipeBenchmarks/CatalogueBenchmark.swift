import FilmSwipeCatalogue
import FilmSwipeData

/// Loading the bundled catalogue in-process: its head, which the first cards wait for, and the whole, which the game
/// reads once the player is past the first page; reported to show where startup time goes.
struct CatalogueBenchmark {
    var runs = 10
    /// As many films as the game reads before its first frame.
    var headCount = 200

    /// Adds the median times of `CatalogueFile.loadHead(count:)` and `CatalogueFile.load()` to `table`.
    func report(into table: inout Table) throws {
        guard let folder = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let file = CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json"))
        var head = Samples(), whole = Samples()
        var films = 0
        for _ in 0..<runs {
            try head.time { _ = try file.loadHead(count: headCount) }
            try whole.time { films = try file.load().count }
        }
        table.add("  ↳ bundled catalogue head, in-process (\(headCount) films, median of \(runs))", milliseconds(head.median))
        table.add("  ↳ whole bundled catalogue, in-process, after the first cards (\(films) films)", milliseconds(whole.median))
    }
}
