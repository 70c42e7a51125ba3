import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Reading a keen player's history back, in-process, as the game does before ranking its first page
/// (`records(nil)`, every film with its snapshot) and as it does to leave seen films out (`reactions()`).
@MainActor
struct StoreReadBenchmark {
    var history = 5_000
    var runs = 10

    /// Adds the median times of `records(nil)` and `reactions()` on a store of `history` films to `table`.
    func report(into table: inout Table) throws {
        guard let catalogue = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let films = try CatalogueFile(path: catalogue, fallbackGenres: nil).load()
        guard films.count >= history else { throw BenchmarkError("the catalogue has too few films (\(films.count))") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteReactionStore(path: folder.appendingPathComponent("reactions.sqlite"))
        let imported = films.prefix(history).map {
            ImportedReaction(film: $0, reaction: .seen, origin: .letterboxd, date: Date(timeIntervalSince1970: 1_600_000_000))
        }
        let (runs, history) = (runs, history)
        let outcome = Outcome()
        Task { @MainActor in
            do {
                _ = try await store.importReactions(imported, overwrite: false, dryRun: false, confirming: nil)
                var records = Samples(), reactions = Samples()
                for _ in 0..<runs {
                    var start = monotonicSeconds()
                    guard try await store.records(nil).count == history else { throw BenchmarkError("records(nil) lost films") }
                    records.add(monotonicSeconds() - start)
                    start = monotonicSeconds()
                    guard try await store.reactions().count == history else { throw BenchmarkError("reactions() lost films") }
                    reactions.add(monotonicSeconds() - start)
                }
                outcome.result = .success((records, reactions))
            } catch {
                outcome.result = .failure(error)
            }
        }
        // The main run loop serves main-actor tasks.
        let deadline = monotonicSeconds() + 120
        while outcome.result == nil {
            guard monotonicSeconds() < deadline else { throw BenchmarkError("the reads took longer than 2 minutes") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        let (records, reactions) = try outcome.result!.get()
        table.add("store read: records(nil), a history of \(history) (median of \(runs))", milliseconds(records.median))
        table.add("store read: reactions(), a history of \(history) (median of \(runs))", milliseconds(reactions.median))
    }

    /// What the reads came to, once they are done.
    @MainActor
    private final class Outcome {
        var result: Result<(Samples, Samples), Error>?
    }
}
