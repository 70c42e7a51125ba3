import FilmSwipeTerminal
import FilmSwipeCells

/// Frame to the terminal: the game's `BufferRenderer` drawing into an ncurses screen on a file, timed
/// per frame, and the bytes one swipe animation and one unchanged frame send.
@MainActor
struct TerminalBenchmark {
    let fixture: GameFixture
    var iterations = 2_000

    /// Swipes the top card right, drawing every frame, then times drawing those frames again.
    func report(into table: inout Table) throws {
        let area = GameFixture.area
        let terminal = try HeadlessTerminal(width: area.width, height: area.height)
        defer { terminal.close() }
        let renderer = terminal.renderer

        var before = terminal.bytesWritten
        renderer.draw(fixture.frame())
        let firstFrameBytes = terminal.bytesWritten - before

        before = terminal.bytesWritten
        renderer.draw(fixture.frame())
        let unchangedBytes = terminal.bytesWritten - before

        // The key, then a tick every 1/60 s as the run loop's timer gives them, until the card has flown.
        before = terminal.bytesWritten
        fixture.stack.handle(.key(.right))
        var frames = [fixture.frame()]
        renderer.draw(frames[0])
        while fixture.stack.isAnimating, frames.count < 120 {
            fixture.advance(by: 1.0 / 60)
            frames.append(fixture.frame())
            renderer.draw(frames[frames.count - 1])
        }
        guard !fixture.stack.isAnimating else { throw BenchmarkError("the swipe was still animating after 2 s of ticks") }
        // The next card is dealt once the store has committed the reaction.
        try fixture.waitUntil { !$0.contains(GameFixture.firstTitle) }
        frames.append(fixture.frame())
        renderer.draw(frames[frames.count - 1])
        let swipeBytes = terminal.bytesWritten - before

        // Cycled, the animation's frames all differ from the one drawn before, so none is skipped.
        let cycle = frames.reduce(into: [Buffer]()) { if $0.last != $1 { $0.append($1) } }
        guard cycle.count >= 2, cycle.first != cycle.last else { throw BenchmarkError("the swipe drew fewer than two different frames") }
        let skippedBefore = renderer.stats.framesSkipped
        var samples = Samples()
        for index in 0..<iterations {
            let frame = cycle[index % cycle.count]
            samples.time { renderer.draw(frame) }
        }
        precondition(renderer.stats.framesSkipped == skippedBefore, "a changed frame was skipped")

        table.add("frame to the terminal (BufferRenderer.draw, changed frame, \(iterations)×)",
                  "mean \(milliseconds(samples.mean)), p99 \(milliseconds(samples.p99))",
                  aim: "p99 ≤ 1 ms", ok: samples.p99 <= 0.001)
        table.add("bytes: first frame (\(area.width)×\(area.height))", "\(firstFrameBytes) B")
        table.add("bytes: one swipe animation (\(frames.count) frames at 60 fps)", "\(swipeBytes) B")
        table.add("bytes: unchanged frame", "\(unchangedBytes) B", aim: "0 B", ok: unchangedBytes == 0)
    }
}
