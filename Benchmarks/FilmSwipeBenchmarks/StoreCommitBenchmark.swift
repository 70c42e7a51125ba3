import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Committing a swipe's reaction, in-process, as the game awaits it before the next card shows: the store holds a
/// keen player's history (an import of 2,000 films) and every commit is timed from the call to its return.
@MainActor
struct StoreCommitBenchmark {
    var history = 2_000
    var swipes = 400
    /// Of the swipes, how many change a reaction already stored (a film found with `/` and swiped again).
    var changes = 100

    /// Adds the mean and 99th percentile of `setReaction` to `table`.
    func report(into table: inout Table) throws {
        guard let catalogue = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let films = try CatalogueFile(path: catalogue, fallbackGenres: nil).load()
        guard films.count >= history + swipes else { throw BenchmarkError("the catalogue has too few films (\(films.count))") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-commit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteReactionStore(path: folder.appendingPathComponent("reactions.sqlite"))
        let imported = films.prefix(history).map {
            ImportedReaction(film: $0, reaction: .seen, origin: .letterboxd, date: Date(timeIntervalSince1970: 1_600_000_000))
        }
        let (history, swipes, changes) = (history, swipes, changes)
        let outcome = Outcome()
        Task { @MainActor in
            do {
                _ = try await store.importReactions(imported, overwrite: false, dryRun: false, confirming: nil)
                var samples = Samples()
                for index in 0..<swipes {
                    let reaction: UserReaction = index % 3 == 2 ? .dislike : .favourite
                    let (film, old) = index < changes ? (films[index], UserReaction.seen) : (films[history + index], .none)
                    let start = monotonicSeconds()
                    try await store.setReaction(film, from: old, to: reaction)
                    samples.add(monotonicSeconds() - start)
                }
                outcome.result = .success(samples)
            } catch {
                outcome.result = .failure(error)
            }
        }
        // The main run loop serves main-actor tasks.
        let deadline = monotonicSeconds() + 120
        while outcome.result == nil {
            guard monotonicSeconds() < deadline else { throw BenchmarkError("the commits took longer than 2 minutes") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        let samples = try outcome.result!.get()
        table.add("reaction commit (setReaction, \(swipes)×, \(changes) of them changes, store of \(history))",
                  "mean \(milliseconds(samples.mean)), p99 \(milliseconds(samples.p99))", aim: "p99 ≤ 16 ms (a frame)", ok: samples.p99 <= 0.016)
    }

    /// What the commits came to, once they are done.
    @MainActor
    private final class Outcome {
        var result: Result<Samples, Error>?
    }
}
