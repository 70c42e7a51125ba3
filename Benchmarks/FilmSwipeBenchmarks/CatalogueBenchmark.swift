import FilmSwipeCatalogue
import FilmSwipeData

/// Loading the bundled catalogue in-process: the largest piece of work the game does before its
/// first frame, reported to show where startup time goes.
struct CatalogueBenchmark {
    var runs = 10

    /// Adds the median time of `CatalogueFile.load()` and the number of films to `table`.
    func report(into table: inout Table) throws {
        guard let folder = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let file = CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json"))
        var samples = Samples()
        var films = 0
        for _ in 0..<runs {
            try samples.time { films = try file.load().count }
        }
        table.add("  ↳ bundled catalogue load, in-process (\(films) films, median of \(runs))", milliseconds(samples.median))
    }
}
