import Foundation
import Glibc

/// The `StoreCrashWriter` program running in a process of its own, its standard output read through
/// a pipe. posix_spawn rather than Foundation's Process, which misbehaves under the test runner.
final class CrashWriterProcess {
    /// The built `StoreCrashWriter`, beside this test bundle; nil when it was not built.
    static let executable: URL? = {
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("StoreCrashWriter")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    private let pid: pid_t
    private let output: Int32
    private var pending: [UInt8] = []
    private var status: Int32?

    /// Starts `executable database count`, with no signals blocked and default handlers.
    init(executable: URL, database: URL, count: Int) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw SpawnError(code: errno) }
        // Other children must not inherit the write end, or the output would never end.
        pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        // Swift Testing's threads block signals; the child must be killable like any program.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = [executable.path, database.path, String(count)]
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw SpawnError(code: spawned)
        }
        self.pid = pid
        output = pipeEnds[0]
    }

    /// The next line the program printed, without its newline; nil at the end of its output or when
    /// nothing came for `timeout` seconds.
    func readLine(timeout: Double = 10) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += chunk[..<count]
        }
    }

    /// Kills the program with SIGKILL, as a crash would, and returns how it ended (a `waitpid` status).
    @discardableResult
    func kill() -> Int32 {
        if let status { return status }
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        self.status = status
        return status
    }

    deinit {
        kill()
        close(output)
    }
}

/// The crash writer could not be started.
struct SpawnError: Error, CustomStringConvertible {
    /// The `errno` posix_spawn or pipe gave.
    let code: Int32
    var description: String { "cannot start StoreCrashWriter: \(String(cString: strerror(code)))" }
}
