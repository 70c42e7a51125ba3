import FilmSwipeCells

/// Frame render into the buffer: a new `Buffer` and `ScreenStack.render(into:area:)` with the full
/// card stack on show, as the run loop does for every frame.
@MainActor
struct RenderBenchmark {
    let fixture: GameFixture
    var iterations = 5_000

    /// Adds the mean and 99th percentile per frame to `table`.
    func report(into table: inout Table) {
        // Warm caches and lazily built state so the figures are the steady state.
        for _ in 0..<200 { _ = fixture.frame() }
        var samples = Samples()
        var cells = 0
        for _ in 0..<iterations {
            // The cell count keeps the optimiser from dropping a frame nobody reads.
            samples.time { cells &+= fixture.frame().cells.count }
        }
        precondition(cells > 0)
        let area = GameFixture.area
        table.add("frame render into the buffer (\(area.width)×\(area.height), \(iterations)×)",
                  "mean \(milliseconds(samples.mean)), p99 \(milliseconds(samples.p99))",
                  aim: "p99 ≤ 1 ms", ok: samples.p99 <= 0.001)
    }
}
