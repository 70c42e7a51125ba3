import FilmSwipeDomain
import Foundation
import ChildProcessSupport
import Glibc

/// The `StoreCrashWriter` program running in a process of its own, its standard output read through
/// a pipe. posix_spawn rather than Foundation's Process, which misbehaves under the test runner.
final class CrashWriterProcess: @unchecked Sendable {
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
        guard pipe(&pipeEnds) == 0 else { throw SpawnError(executable: executable.path, code: errno) }
        // Other children must not inherit the write end, or the output would never end.
        pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        let arguments = [database.path, String(count)]
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(executable.path, arguments, environment: environment, streams: [
                .open(0, path: "/dev/null", flags: O_RDONLY), .duplicate(pipeEnds[1], to: 1),
            ])
        } catch {
            pipeEnds.forEach { close($0) }
            throw error
        }
        close(pipeEnds[1])
        self.pid = pid
        output = pipeEnds[0]
    }

    /// The next line the program printed, without its newline; nil at the end of its output or when
    /// nothing came for `timeout` seconds.
    /// The next line, read on a Dispatch thread so the test's task never blocks one of Swift concurrency's threads.
    func nextLine(timeout: Double = 10) async -> String? {
        await DispatchWork.waitOnOwnThread { self.readLine(timeout: timeout) }
    }

    private func readLine(timeout: Double = 10) -> String? {
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
