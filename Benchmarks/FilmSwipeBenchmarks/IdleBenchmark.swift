/// CPU in 5 idle seconds: the game showing its cards with no input must neither compute nor write.
struct IdleBenchmark {
    let binaries: Binaries
    var seconds = 5.0

    /// Adds the CPU time and the bytes written while idle to `table`.
    func report(into table: inout Table) throws {
        let launcher = try GameLauncher(executable: binaries.game)
        let (game, _, _) = try launcher.startToFirstFrame()
        // The loading frame and the cards may come in separate writes: start when they are done.
        try game.waitUntilQuiet(0.2, timeout: GameLauncher.timeout)
        let cpuBefore = try game.cpuSeconds()
        let bytes = try game.drain(for: seconds)
        let cpu = try game.cpuSeconds() - cpuBefore
        try launcher.quit(game)
        let percent = cpu / seconds * 100
        // /proc counts CPU in clock ticks (10 ms): two ticks in 5 s is noise, a polling loop is far more.
        table.add("CPU in \(formatted(seconds, decimals: 0)) idle seconds", "\(formatted(cpu, decimals: 3)) s (\(formatted(percent, decimals: 2)) %)",
                  aim: "~0 (≤ 0.02 s)", ok: cpu <= 0.02)
        table.add("bytes written in \(formatted(seconds, decimals: 0)) idle seconds", "\(bytes) B", aim: "0 B", ok: bytes == 0)
    }
}
