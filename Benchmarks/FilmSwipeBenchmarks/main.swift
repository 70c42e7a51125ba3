// FilmSwipe's benchmark: prints what startup, a frame, a swipe and idling cost, against the aims.
// Run it from a release build: `swift run -c release filmswipe-benchmarks`.
import Foundation

/// Writes `text` to stderr, so the table on stdout stays clean.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Runs every measurement, prints the table and returns the exit status (1 when an aim was missed).
@MainActor
func runBenchmarks() -> Int32 {
    let binaries: Binaries
    do {
        binaries = try Binaries.locate()
    } catch {
        printError("filmswipe-benchmarks: \(error)")
        return 2
    }
    var table = Table()
    func measure(_ name: String, _ body: (inout Table) throws -> Void) {
        printError("… \(name)")
        do { try body(&table) } catch { table.failed(name, error) }
    }

    measure("startup to first frame") { try StartupBenchmark(binaries: binaries).report(into: &$0) }
    measure("catalogue load") { try CatalogueBenchmark().report(into: &$0) }
    measure("store open") { try StoreOpenBenchmark().report(into: &$0) }
    measure("search") { try SearchBenchmark().report(into: &$0) }
    measure("recommender") { try RecommenderBenchmark().report(into: &$0) }
    measure("import") { try ImportBenchmark(binaries: binaries).report(into: &$0) }
    measure("CPU while idle") { try IdleBenchmark(binaries: binaries).report(into: &$0) }
    measure("peak memory") { try MemoryBenchmark(binaries: binaries).report(into: &$0) }
    do {
        let fixture = try GameFixture()
        try fixture.waitForCards()
        measure("frame render into the buffer") { RenderBenchmark(fixture: fixture).report(into: &$0) }
        measure("frame to the terminal") { try TerminalBenchmark(fixture: fixture).report(into: &$0) }
    } catch {
        table.failed("in-process game", error)
    }

    let folder = binaries.game.dropLast("/filmswipe".count)
    print("FilmSwipe benchmarks: release binaries in \(folder), terminal 100×32\n")
    print(table.text)
    return table.allOK ? 0 : 1
}

// A function, so every temporary data folder is removed (by deinit) before the process exits.
exit(MainActor.assumeIsolated { runBenchmarks() })
