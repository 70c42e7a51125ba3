/// Peak memory: the game's maximum resident set after its first frame and 50 swipes.
struct MemoryBenchmark {
    let binaries: Binaries
    var swipes = 50

    /// Adds the game's `ru_maxrss` to `table`.
    func report(into table: inout Table) throws {
        // A folder of its own: the reactions these swipes save must not change what other runs deal.
        let launcher = try GameLauncher(executable: binaries.game)
        let (game, _, _) = try launcher.startToFirstFrame()
        try game.waitUntilQuiet(0.2, timeout: GameLauncher.timeout)
        for swipe in 1...swipes {
            // `l` swipes right like the arrow key, without depending on the terminal's arrow sequence.
            game.send("l")
            do { try game.waitForOutput(timeout: GameLauncher.timeout) } catch { throw BenchmarkError("swipe \(swipe) (key l): \(error)") }
            try game.waitUntilQuiet(0.2, timeout: GameLauncher.timeout)
        }
        let usage = try launcher.quit(game)
        let mebibytes = Double(usage.ru_maxrss) / 1024  // Linux reports kibibytes
        table.add("peak memory of the game (ru_maxrss, \(swipes) swipes)", "\(formatted(mebibytes, decimals: 1)) MiB", aim: "≤ 30 MiB", ok: mebibytes <= 30)
    }
}
