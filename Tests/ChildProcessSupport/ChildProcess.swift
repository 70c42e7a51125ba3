import Dispatch
import FilmSwipeDomain
import Foundation
import Glibc

/// Starts programs for the tests and the benchmark with posix_spawn, not Foundation's Process (which
/// never saw a forking child like tmux exit). Swift Testing's threads block signals and children inherit
/// the mask, so every child starts with no signal blocked and default handlers: it can be interrupted,
/// killed and resized like any program a person starts; past stdin, stdout and stderr it inherits only the descriptors
/// `streams` wire.
public enum ChildProcess {
    /// One step that wires a child's descriptor before it runs.
    public enum Stream {
        /// Opens `path` as the given descriptor.
        case open(Int32, path: String, flags: Int32, mode: mode_t = 0o600)
        /// Makes the second descriptor a duplicate of the first.
        case duplicate(Int32, to: Int32)

        /// The child's descriptor it sets.
        var descriptor: Int32 {
            switch self {
            case let .open(descriptor, _, _, _): descriptor
            case let .duplicate(_, copy): copy
            }
        }
    }

    /// Starts `executable` with `arguments` and `environment` (`NAME=value`), its descriptors wired by
    /// `streams` in order; `newSession` makes it a session leader, so opening a terminal gives it one.
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String], streams: [Stream], newSession: Bool = false
    ) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for stream in streams {
            switch stream {
            case let .open(descriptor, path, flags, mode): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
            case let .duplicate(original, copy): posix_spawn_file_actions_adddup2(&actions, original, copy)
            }
        }
        // Nothing else of this process's: a descriptor opened without close-on-exec (NIO's listening sockets are) would
        // live on in the child, and a long-lived one (tmux's server) would keep a stopped test server's port taken.
        closeFrom(streams.map(\.descriptor).reduce(2, max) + 1, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        // POSIX_SPAWN_SETSID (0x80) is a GNU extension Swift's Glibc module does not import; glibc runs it
        // before the file actions, so a terminal opened by them becomes the controlling terminal.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newSession ? 0x80 : 0)))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(executable: executable, code: code) }
        return pid
    }

    // glibc's posix_spawn_file_actions_addclosefrom_np (2.34 and later) closes them all, whenever they were opened;
    // Swift's Glibc module does not import it (a GNU extension), so it is looked up by name.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom {
            _ = addCloseFrom(&actions, lowest)
            return
        }
        // An older glibc: those open now.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor >= lowest {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Waits for `pid` to end without holding a thread of Swift concurrency's: the wait happens on a Dispatch thread.
    public static func exit(of pid: pid_t) async -> Int32 {
        await DispatchWork.waitOnOwnThread { wait(pid) }
    }

    /// Waits for `pid` to end; its exit status as a shell reports it (128 + N after signal N). Blocks the calling
    /// thread: from async code, use `exit(of:)`.
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}

/// A program that could not be started.
public struct SpawnError: Error, CustomStringConvertible {
    public let executable: String
    public let code: Int32
    public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }

    /// `executable` could not be started; `code` is the errno that said why.
    public init(executable: String, code: Int32) {
        self.executable = executable
        self.code = code
    }
}
