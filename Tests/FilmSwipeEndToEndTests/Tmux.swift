import ChildProcessSupport
import Foundation
import Glibc
import Testing

/// The built `filmswipe` binary, beside this test bundle.
let filmswipeBinary: URL = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    while folder.path != "/" {
        let candidate = folder.appendingPathComponent("filmswipe")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder = folder.deletingLastPathComponent()
    }
    return executable.deletingLastPathComponent().appendingPathComponent("filmswipe")
}()

/// The repository's Fixtures/ folder.
let bundledCatalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Where the programs the tests start look for a config file: a path that never exists, so a player's own
/// ~/.config/filmswipe/config.toml (or FILMSWIPE_CONFIG) changes no test, and nothing is left to remove.
let noConfigFile = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-no-config-\(UUID().uuidString)/config.toml").path

/// The environment a child program gets: `environment` (nil: this process's) with no player's config file, unless
/// `environment` names one with FILMSWIPE_CONFIG (an empty one lets XDG_CONFIG_HOME decide).
func childEnvironment(_ environment: [String: String]? = nil) -> [String: String] {
    var child = environment ?? ProcessInfo.processInfo.environment
    if environment?["FILMSWIPE_CONFIG"] == nil { child["FILMSWIPE_CONFIG"] = noConfigFile }
    return child
}

/// Runs `arguments` to the end and returns its status and output. Output goes through files, as a tmux
/// server keeps the descriptors it inherited open for its whole life.
@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, stdinPath: String = "/dev/null") async throws -> (status: Int32, stdout: String, stderr: String) {
    let folder = FileManager.default.temporaryDirectory
    let outFile = folder.appendingPathComponent("filmswipe-out-\(UUID().uuidString)").path
    let errFile = folder.appendingPathComponent("filmswipe-err-\(UUID().uuidString)").path
    defer {
        unlink(outFile)
        unlink(errFile)
    }
    let env = childEnvironment(environment).map { "\($0.key)=\($0.value)" }
    let pid = try ChildProcess.spawn(executable, arguments, environment: env, streams: [
        .open(0, path: stdinPath, flags: O_RDONLY),
        .open(1, path: outFile, flags: O_WRONLY | O_CREAT | O_TRUNC),
        .open(2, path: errFile, flags: O_WRONLY | O_CREAT | O_TRUNC),
    ])
    let exitStatus = await ChildProcess.exit(of: pid)
    let out = (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
    let err = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
    return (exitStatus, out, err)
}

/// A private tmux server running one command in a pane of a given size, for playing the real binary.
final class TmuxGame {
    /// The server's socket, in a folder of the test's own (not the shared /tmp/tmux-UID), removed with it.
    let socketFolder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-tmux-\(UUID().uuidString.prefix(8))")
    private var socket: String { socketFolder.appendingPathComponent("socket").path }
    let dataDirectory: URL
    private let ownsDataDirectory: Bool
    private let tmux: String
    private var paneProcessGroup: pid_t?

    /// Starts `filmswipe arguments` in a `width` × `height` pane; after it exits the pane prints its
    /// exit status (`EXIT=N`) and the terminal settings, then `END-OF-GAME`, and waits.
    init(
        arguments: [String] = [], width: Int = 100, height: Int = 32, environment: [String: String] = [:],
        firstRun: Bool = false, dataDirectory: URL? = nil, recommended: Bool = false, commandLine: Bool = false,
        rawOutput: URL? = nil
    ) async throws {
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw TmuxMissing()
        }
        self.tmux = tmux
        try FileManager.default.createDirectory(at: socketFolder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        ownsDataDirectory = dataDirectory == nil
        self.dataDirectory = dataDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: self.dataDirectory, withIntermediateDirectories: true)
        if !firstRun {
            _ = FileManager.default.createFile(atPath: self.dataDirectory.appendingPathComponent("welcome-shown").path, contents: Data())
        }
        let exports = (["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "FILMSWIPE_CONFIG": noConfigFile].merging(environment) { $1 })
            .map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        // The bundled catalogue named with --catalogue is dealt in its own order, so tests know which card
        // comes next; `recommended` plays the recommender instead.
        let catalogue = recommended || arguments.contains("--catalogue") ? [] : ["--catalogue", bundledCatalogue.path]
        // `commandLine`: the arguments are the whole command line (a subcommand such as `party host` with its own --data-dir).
        let words = commandLine ? [filmswipeBinary.path] + arguments : [filmswipeBinary.path, "--data-dir", self.dataDirectory.path] + catalogue + arguments
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        // The shell ignores the Ctrl-C meant for the game (the game still gets its default handler).
        // `rawOutput`: the game starts once tmux copies everything it writes, escapes tmux itself drops included, there.
        let ready = socketFolder.appendingPathComponent("piped").path
        let wait = rawOutput == nil ? "" : "until [ -e '\(ready)' ]; do sleep 0.05; done; "
        let script = "trap : INT; \(wait)\(exports); \(quoted); echo EXIT=$?; stty -a; echo END-OF-GAME; sleep 600"
        try await tmuxCommand(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh", "-c", script])
        if let rawOutput {
            try await tmuxCommand(["pipe-pane", "-O", "cat > '\(rawOutput.path)'"])
            _ = FileManager.default.createFile(atPath: ready, contents: Data())
        }
        // The pane's shell leads the process group the game runs in: clean-up kills that group, so that a
        // game still starting cannot make its data folder again after the folder is removed.
        paneProcessGroup = pid_t(try await tmuxCommand(["display-message", "-p", "#{pane_pid}"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Closes the terminal under the game, as closing a terminal window does.
    func killServer() async throws {
        // The pane's shell ends with the server, and its group id may then pass to another process: not killed later.
        paneProcessGroup = nil
        try await tmuxCommand(["kill-server"])
    }

    /// Process ids of games still running with this game's data folder.
    func runningGames() async throws -> [String] {
        try await run("/usr/bin/pgrep", ["-f", "filmswipe --data-dir \(dataDirectory.path)"]).stdout.split(separator: "\n").map(String.init)
    }

    deinit {
        // A deinit cannot await: the server is stopped and the folders this game made are removed on a Dispatch
        // thread, or at exit (a later game may still use a data folder it was handed; the test that made it cleans it).
        let folders = [socketFolder] + (ownsDataDirectory ? [dataDirectory] : [])
        ExitCleanup.schedule(ExitCleanup.Item(
            stopServer: [tmux, "-S", socket, "-f", "/dev/null", "kill-server"], processGroup: paneProcessGroup, folders: folders
        ))
    }

    /// The pane's text now.
    func screen() async throws -> String {
        try await tmuxCommand(["capture-pane", "-p"]).stdout
    }

    /// Types tmux key names (`Right`, `Enter`, `C-c`) or literal characters.
    func send(_ keys: String...) async throws {
        try await tmuxCommand(["send-keys"] + keys)
    }

    /// Resizes the window and so the pane.
    func resize(width: Int, height: Int) async throws {
        try await tmuxCommand(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits up to `seconds` for the screen to contain `text`; returns the last screen seen.
    // Waits sleep as tasks, not threads: a blocked thread would starve the other suites' async tests. The limit is
    // generous because it only bounds a failure: in a full run a dozen debug-built games build their models on two
    // cores at once, and a first search (reading the whole catalogue) has taken over 10 s there.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try await screen()
            if last.contains(text) {
                // The text may be read from a frame still being drawn: the rest of that frame is what callers check
                // next, so give it a moment to settle (a screen that keeps moving is returned as first seen).
                let settled = try await settledScreen(seconds: 1)
                return settled.contains(text) ? settled : last
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("\"\(text)\" never showed; the screen was:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    /// Waits up to `seconds` for `text` to leave the screen; returns the last screen seen.
    @discardableResult
    /// The screen once two captures 50 ms apart agree, so a frame is never read half drawn.
    func settledScreen(seconds: Double = 10) async throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var previous = try await screen()
        while ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            let current = try await screen()
            if current == previous { return current }
            previous = current
        }
        return previous
    }

    @discardableResult
    func waitForGone(_ text: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try await screen()
            if !last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("\"\(text)\" never went away; the screen was:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = childEnvironment()
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        return try await run(tmux, ["-u", "-S", socket, "-f", "/dev/null"] + arguments, environment: environment)
    }
}

struct TmuxMissing: Error, CustomStringConvertible {
    var description: String { "tmux is not installed: the end-to-end tests play the game in tmux (apt-get install tmux)" }
}
