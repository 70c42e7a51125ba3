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
    // `filmswipe-benchmarks commit` takes only the measurements whose name has "commit" in it (a figure checked alone);
    // the in-process ones need no other binary, so they run from `swift build -c release --product filmswipe-benchmarks`.
    let only = CommandLine.arguments.dropFirst().joined(separator: " ")
    func wanted(_ name: String) -> Bool { only.isEmpty || name.contains(only) }
    let started = ["startup to first frame and peak memory", "import", "CPU while idle", "poster deal"]
    var located: Binaries?
    if started.contains(where: wanted) {
        do {
            located = try Binaries.locate()
        } catch {
            printError("filmswipe-benchmarks: \(error)")
            return 2
        }
    }
    var table = Table()
    func measure(_ name: String, _ body: (inout Table) throws -> Void) {
        guard wanted(name) else { return }
        printError("… \(name)")
        do { try body(&table) } catch { table.failed(name, error) }
    }
    func measureStarting(_ name: String, _ body: (Binaries, inout Table) throws -> Void) {
        guard wanted(name), let binaries = located else { return }
        printError("… \(name)")
        do { try body(binaries, &table) } catch { table.failed(name, error) }
    }

    // Start-up and the peak after 50 swipes, the two aims of issue 21, in one measurement: `filmswipe-benchmarks startup`.
    measureStarting("startup to first frame and peak memory") { binaries, table in
        try StartupBenchmark(binaries: binaries).report(into: &table)
        try MemoryBenchmark(binaries: binaries).report(into: &table)
    }
    measure("catalogue load") { try CatalogueBenchmark().report(into: &$0) }
    measure("store open") { try StoreOpenBenchmark().report(into: &$0) }
    measure("store commit") { try StoreCommitBenchmark().report(into: &$0) }
    measure("store read") { try StoreReadBenchmark().report(into: &$0) }
    measure("search") { try SearchBenchmark().report(into: &$0) }
    measure("recommender") { try RecommenderBenchmark().report(into: &$0) }
    measureStarting("import") { try ImportBenchmark(binaries: $0).report(into: &$1) }
    measureStarting("CPU while idle") { try IdleBenchmark(binaries: $0).report(into: &$1) }
    measure("poster decode + render") { try PosterBenchmark().reportDecodeAndRender(into: &$0) }
    measureStarting("poster deal") { try PosterBenchmark().reportDealToPosters(binaries: $0, into: &$1) }
    if wanted("frame render into the buffer") || wanted("frame to the terminal") {
        do {
            let fixture = try GameFixture()
            try fixture.waitForCards()
            measure("frame render into the buffer") { RenderBenchmark(fixture: fixture).report(into: &$0) }
            measure("frame to the terminal") { try TerminalBenchmark(fixture: fixture).report(into: &$0) }
        } catch {
            table.failed("in-process game", error)
        }
    }

    let folder = located.map { String($0.game.dropLast("/filmswipe".count)) } ?? "(none started)"
    print("FilmSwipe benchmarks: release binaries in \(folder), terminal 100×32\n")
    print(table.text)
    return table.allOK ? 0 : 1
}

// A function, so every temporary data folder is removed (by deinit) before the process exits.
exit(MainActor.assumeIsolated { runBenchmarks() })
