import Foundation

/// Starts the release game in a pseudo-terminal with a data folder of its own, past the welcome.
final class GameLauncher {
    /// The terminal size the game is started in.
    static let size = (columns: UInt16(100), rows: UInt16(32))
    /// How long any wait on the game may take before the benchmark gives up with a message.
    static let timeout = 10.0
    /// A new player's start is shuffled by a seed: seed 1 deals this film first, so its showing marks the first card.
    static let seed = (value: "1", firstTitle: "The Princess Bride")

    private let executable: String
    private let dataFolder: URL

    /// A launcher for `executable`, with a temporary data folder that says the welcome was shown.
    init(executable: String) throws {
        self.executable = executable
        dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
        // Without it the first run shows the welcome dialog over the cards.
        _ = FileManager.default.createFile(atPath: dataFolder.appendingPathComponent("welcome-shown").path, contents: Data())
    }

    deinit {
        try? FileManager.default.removeItem(at: dataFolder)
    }

    /// A new game, not waited on.
    func spawn() throws -> PtyProcess {
        try PtyProcess(executable, ["--data-dir", dataFolder.path, "--seed", Self.seed.value], columns: Self.size.columns, rows: Self.size.rows)
    }

    /// A new game that has drawn the first card; returns it, the seconds from spawn to that frame and
    /// to its first byte (the terminal taken over, the catalogue already loaded).
    func startToFirstFrame() throws -> (game: PtyProcess, seconds: Double, firstByte: Double) {
        let game = try spawn()
        let shownAt = try game.waitFor(Self.seed.firstTitle, timeout: Self.timeout)
        return (game, shownAt - game.spawnedAt, (game.firstOutputAt ?? shownAt) - game.spawnedAt)
    }

    /// Quits `game` with `q` and reaps it; throws when it does not exit cleanly.
    @discardableResult
    func quit(_ game: PtyProcess) throws -> rusage {
        game.send("q")
        let (status, usage) = try game.waitForExit(timeout: Self.timeout)
        guard status == 0 else { throw BenchmarkError("the game exited with wait status \(status) after q") }
        return usage
    }
}
