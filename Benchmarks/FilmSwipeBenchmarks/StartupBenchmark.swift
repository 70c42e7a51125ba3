/// Startup to first frame: from `posix_spawn` to the terminal receiving the top card's title, against a bare Swift
/// hello-world and Debian's `tig` drawing its first screen, started in the same way in the same run.
struct StartupBenchmark {
    let binaries: Binaries
    var runs = 20

    /// Adds the game's and the baseline's median and minimum, and their ratio, to `table`.
    func report(into table: inout Table) throws {
        let launcher = try GameLauncher(executable: binaries.game)
        // One unmeasured run of each loads the binaries and the catalogue into the page cache.
        try launcher.quit(launcher.startToFirstFrame().game)
        _ = try helloOnce()
        let tig = try TigBaseline()
        _ = try tig?.startOnce()
        var game = Samples(), firstByte = Samples(), firstByteToCards = Samples(), hello = Samples(), help = Samples(), tigFirstScreen = Samples()
        var peakAtFirstCard = 0
        // Interleaved, so a slow moment of the machine hits all alike.
        for _ in 0..<runs {
            let (process, seconds, firstByteSeconds) = try launcher.startToFirstFrame()
            peakAtFirstCard = max(peakAtFirstCard, try launcher.quit(process).ru_maxrss)
            game.add(seconds)
            firstByte.add(firstByteSeconds)
            firstByteToCards.add(seconds - firstByteSeconds)
            hello.add(try helloOnce())
            help.add(try helpOnce())
            if let tig { tigFirstScreen.add(try tig.startOnce()) }
        }
        let ratio = game.median / hello.median
        table.add("startup to first frame, game (median of \(runs))", "\(milliseconds(game.median)) (min \(milliseconds(game.min)))",
                  aim: "≤ 2× hello and ≤ 50 ms", ok: ratio <= 2 && game.median <= 0.050)
        table.add("startup to output, hello-baseline (median of \(runs))", "\(milliseconds(hello.median)) (min \(milliseconds(hello.min)))")
        table.add("startup ratio game / hello (medians)", "\(formatted(ratio, decimals: 2))×", aim: "≤ 2×", ok: ratio <= 2)
        if tig != nil {
            let tigRatio = game.median / tigFirstScreen.median
            table.add("startup to first screen, tig (median of \(runs))", "\(milliseconds(tigFirstScreen.median)) (min \(milliseconds(tigFirstScreen.min)))")
            table.add("startup ratio game / tig (medians)", "\(formatted(tigRatio, decimals: 2))×", aim: "≤ 1.3× tig", ok: tigRatio <= 1.3)
        }
        // Where the time goes: the catalogue is loaded and checked before the terminal is taken over;
        // the store is read and the first page dealt after it.
        table.add("  ↳ game: spawn to its first byte (median)", milliseconds(firstByte.median))
        table.add("  ↳ game: first byte to the cards (median)", milliseconds(firstByteToCards.median))
        table.add("  ↳ game: peak memory at the first card (ru_maxrss, largest of \(runs))", "\(formatted(Double(peakAtFirstCard) / 1024, decimals: 1)) MiB")
        let helpRatio = help.median / hello.median
        table.add("filmswipe --help to its output (median of \(runs))", "\(milliseconds(help.median)) (\(formatted(helpRatio, decimals: 2))× hello)",
                  aim: "≤ 2× hello", ok: helpRatio <= 2)
    }

    private func helpOnce() throws -> Double {
        let process = try PtyProcess(binaries.game, ["--help"], columns: GameLauncher.size.columns, rows: GameLauncher.size.rows)
        let shownAt = try process.waitFor("OVERVIEW", timeout: GameLauncher.timeout)
        _ = try process.waitForExit(timeout: GameLauncher.timeout)
        return shownAt - process.spawnedAt
    }

    private func helloOnce() throws -> Double {
        let process = try PtyProcess(binaries.hello, columns: GameLauncher.size.columns, rows: GameLauncher.size.rows)
        let shownAt = try process.waitFor("hello", timeout: GameLauncher.timeout)
        _ = try process.waitForExit(timeout: GameLauncher.timeout)
        return shownAt - process.spawnedAt
    }
}
