import ChildProcessSupport
import Glibc

/// A program running in a pseudo-terminal of its own, as a player's terminal runs it; the benchmark
/// plays the terminal on the master side.
///
final class PtyProcess {
    /// The child's process id.
    let pid: pid_t
    /// When `posix_spawn` was called, in monotonic seconds.
    let spawnedAt: Double
    /// Everything the program has written to its terminal so far.
    private(set) var output: [UInt8] = []
    /// When the first byte arrived, in monotonic seconds.
    private(set) var firstOutputAt: Double?
    private let name: String
    private let master: Int32
    private var reaped = false

    /// Starts `executable arguments` with the slave side as its stdin, stdout and stderr, and `environment`
    /// (`NAME=value`) besides the terminal's.
    init(_ executable: String, _ arguments: [String] = [], columns: UInt16 = 100, rows: UInt16 = 32, environment extra: [String] = []) throws {
        name = executable.split(separator: "/").last.map(String.init) ?? executable
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw BenchmarkError("openpty failed: \(String(cString: strerror(errno)))") }
        // The child opens the slave by name; neither of our descriptors may leak into it.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        defer { close(slave) }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        guard let slaveName = ttyname(slave) else { throw BenchmarkError("ttyname failed: \(String(cString: strerror(errno)))") }
        let slavePath = String(cString: slaveName)

        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(getenv("HOME").map { String(cString: $0) } ?? "/tmp")"] + extra
        spawnedAt = monotonicSeconds()
        // A session of its own, so opening the slave makes it the child's controlling terminal.
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(executable, arguments, environment: environment, streams: [
                .open(0, path: slavePath, flags: O_RDWR), .duplicate(0, to: 1), .duplicate(0, to: 2),
            ], newSession: true)
        } catch {
            close(master)
            throw BenchmarkError("\(error)")
        }
        self.pid = pid
        self.master = master
    }

    /// Waits up to `timeout` seconds for the output to contain `text`; returns when it arrived (monotonic seconds).
    @discardableResult
    func waitFor(_ text: String, timeout: Double) throws -> Double {
        let needle = Array(text.utf8)
        var searchedUpTo = 0
        let deadline = monotonicSeconds() + timeout
        while true {
            if Self.find(needle, in: output, from: searchedUpTo) != nil { return monotonicSeconds() }
            searchedUpTo = max(0, output.count - needle.count + 1)
            let left = deadline - monotonicSeconds()
            guard left > 0 else {
                throw BenchmarkError("\(name) did not show \"\(text)\" within \(timeout) s; it wrote \(output.count) bytes: \(tail)")
            }
            guard try readSome(timeout: left) else {
                throw BenchmarkError("\(name) closed its terminal before showing \"\(text)\"; it wrote: \(tail)")
            }
        }
    }

    /// Waits up to `timeout` seconds for the output from byte `start` on to hold what `found` looks for; returns when it
    /// arrived (monotonic seconds). `what` names it in the error.
    @discardableResult
    func waitFor(_ what: String, from start: Int, timeout: Double, _ found: (ArraySlice<UInt8>) -> Bool) throws -> Double {
        let deadline = monotonicSeconds() + timeout
        while true {
            if found(output[min(start, output.count)...]) { return monotonicSeconds() }
            let left = deadline - monotonicSeconds()
            guard left > 0 else { throw BenchmarkError("\(name) did not show \(what) within \(timeout) s; it wrote: \(tail)") }
            guard try readSome(timeout: left) else { throw BenchmarkError("\(name) closed its terminal before showing \(what)") }
        }
    }

    /// Reads for `seconds`, blocking in poll between chunks; returns the bytes that arrived.
    func drain(for seconds: Double) throws -> Int {
        let before = output.count
        let deadline = monotonicSeconds() + seconds
        while case let left = deadline - monotonicSeconds(), left > 0 {
            guard try readSome(timeout: left) else { break }
        }
        return output.count - before
    }

    /// Waits up to `timeout` seconds for anything new to arrive.
    func waitForOutput(timeout: Double) throws {
        let before = output.count
        let deadline = monotonicSeconds() + timeout
        while output.count == before {
            let left = deadline - monotonicSeconds()
            guard left > 0 else { throw BenchmarkError("\(name) wrote nothing within \(timeout) s") }
            guard try readSome(timeout: left) else { throw BenchmarkError("\(name) closed its terminal; it wrote: \(tail)") }
        }
    }

    /// Waits (up to `timeout` seconds) until nothing has arrived for `quiet` seconds: an animation is over.
    func waitUntilQuiet(_ quiet: Double, timeout: Double) throws {
        let deadline = monotonicSeconds() + timeout
        while monotonicSeconds() < deadline {
            if try drain(for: quiet) == 0 { return }
        }
        throw BenchmarkError("\(name) kept writing for \(timeout) s after a key; it should go quiet once the animation ends")
    }

    /// Types `text` as the player.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// CPU seconds (user + system) the child has used so far, from /proc/PID/stat.
    func cpuSeconds() throws -> Double {
        let path = "/proc/\(pid)/stat"
        guard let file = fopen(path, "r") else { throw BenchmarkError("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        guard fgets(&line, Int32(line.count), file) != nil else { throw BenchmarkError("\(path) is empty") }
        // The command name in parentheses may hold spaces; the numbered fields follow the last ')'.
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let nameEnd = text.lastIndex(of: ")") else { throw BenchmarkError("\(path) has no command name") }
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        // Fields 14 and 15 (utime, stime) are the 12th and 13th after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw BenchmarkError("\(path) has no utime/stime: \(text)")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits up to `timeout` seconds for the child to exit (polling every 5 ms); its status and resource usage.
    func waitForExit(timeout: Double) throws -> (status: Int32, usage: rusage) {
        let deadline = monotonicSeconds() + timeout
        var status: Int32 = 0
        var usage = rusage()
        while true {
            // Keep the terminal drained so the child never blocks writing its goodbye.
            _ = try? drain(for: 0.005)
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid {
                reaped = true
                return (status, usage)
            }
            if result < 0, errno != EINTR { throw BenchmarkError("wait4 on \(name) failed: \(String(cString: strerror(errno)))") }
            if monotonicSeconds() > deadline { throw BenchmarkError("\(name) did not exit within \(timeout) s of being asked to quit") }
            // Once the terminal is closed the drain returns at once: sleep, so this stays a poll and never spins.
            usleep(2_000)
        }
    }

    deinit {
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    // One poll and read; false when the terminal is closed (every slave descriptor gone: EIO).
    private func readSome(timeout: Double) throws -> Bool {
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(max(0, (timeout * 1000).rounded(.up))))
        if ready < 0 { return errno == EINTR }
        if ready == 0 { return true }
        var chunk = [UInt8](repeating: 0, count: 16384)
        let count = read(master, &chunk, chunk.count)
        if count > 0 {
            if output.isEmpty { firstOutputAt = monotonicSeconds() }
            output += chunk[..<count]
            return true
        }
        if count < 0, errno == EINTR || errno == EAGAIN { return true }
        return false
    }

    private var tail: String {
        let bytes = output.suffix(300).map { $0 == 0x1B ? UInt8(ascii: "^") : $0 }
        return String(decoding: bytes, as: UTF8.self).debugDescription
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
