import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain

/// The search as the player types: building the title index of the whole catalogue once, then one search per key.
struct SearchBenchmark {
    /// What players type, one key at a time: short prefixes match thousands of titles, long ones few or none.
    var queries = ["amelie", "the godfather", "star wars", "léon", "zzzz", "a", "love"]
    var rounds = 20

    /// Adds the index build and the per-key search times to `table`.
    func report(into table: inout Table) throws {
        guard let folder = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let films = try CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json")).load()
        var build = Samples(), key = Samples()
        var index = TitleIndex([])
        for _ in 0..<5 {
            build.time { index = TitleIndex(films) }
        }
        var found = 0
        for _ in 0..<rounds {
            for query in queries {
                for length in 1...query.count {
                    key.time { found += index.search(String(query.prefix(length)), limit: 50).count }
                }
            }
        }
        table.add("search: title index of the whole catalogue (\(index.count) films, median of 5)", milliseconds(build.median))
        table.add("search: one key typed (\(key.values.count) searches)", "mean \(milliseconds(key.mean)), p99 \(milliseconds(key.p99))",
                  aim: "p99 ≤ 16 ms (a frame)", ok: key.p99 <= 0.016)
        _ = found
    }
}
