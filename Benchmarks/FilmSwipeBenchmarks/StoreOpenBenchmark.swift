import FilmSwipeData
import Foundation

/// Opening the reaction store in-process, as a returning player's game does before its first frame (on a thread of
/// its own, while the catalogue's head is read): the longest part of the game's own startup.
struct StoreOpenBenchmark {
    var runs = 10

    /// Adds the median time of `SQLiteReactionStore(path:)` on an existing database to `table`.
    func report(into table: inout Table) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reactions.sqlite")
        _ = try SQLiteReactionStore(path: path)
        var samples = Samples()
        for _ in 0..<runs {
            try samples.time { _ = try SQLiteReactionStore(path: path) }
        }
        table.add("  ↳ reaction store open, in-process (existing database, median of \(runs))", milliseconds(samples.median))
    }
}
