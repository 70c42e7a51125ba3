import Foundation
import Glibc

/// Debian's `tig` (a git browser on ncurses) drawing its first screen in the same kind of pseudo-terminal as the game:
/// the start-up a terminal program of the game's kind is held to. It browses a repository of one commit made for it.
final class TigBaseline {
    /// Where Debian's package puts it.
    static let executable = "/usr/bin/tig"
    /// The one commit's subject: its showing marks tig's first screen.
    static let subject = "filmswipe benchmark commit"

    private let repository: URL

    /// A repository for tig to show, or nil (with a note) when tig or git is not installed.
    init?() throws {
        guard access(Self.executable, X_OK) == 0, access("/usr/bin/git", X_OK) == 0 else {
            printError("note: \(Self.executable) or /usr/bin/git is missing (Debian: apt-get install tig git); the tig comparison is left out")
            return nil
        }
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-tig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        for arguments in [["init", "-q"], ["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-q", "--allow-empty", "-m", Self.subject]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            git.arguments = ["-C", repository.path] + arguments
            try git.run()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else { throw BenchmarkError("git \(arguments.joined(separator: " ")) failed with status \(git.terminationStatus)") }
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: repository)
    }

    /// Seconds from spawning tig to its first screen showing the commit; it is then quit with `q`.
    func startOnce() throws -> Double {
        let process = try PtyProcess(
            Self.executable, ["-C", repository.path], columns: GameLauncher.size.columns, rows: GameLauncher.size.rows,
            environment: ["PATH=/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM=1"]
        )
        let shownAt = try process.waitFor(Self.subject, timeout: GameLauncher.timeout)
        process.send("q")
        _ = try process.waitForExit(timeout: GameLauncher.timeout)
        return shownAt - process.spawnedAt
    }
}
