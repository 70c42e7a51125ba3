import ChildProcessSupport
import Foundation

/// A benchmark failure, said in a sentence.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The release `filmswipe-party serve` as a child process, on a free loopback port with a data folder of its own.
struct ServerProcess {
    let pid: pid_t
    let port: Int
    /// The temporary folder holding the data folder and the server's output; removed by `stop()`.
    let folder: String

    /// Starts the server found beside this benchmark's executable with `arguments` after its address and data folder,
    /// and waits until it prints `listening on`.
    /// With `folder`, the server runs on the data folder a stopped one left there (`stop(keepingFolder: true)`).
    static func start(_ arguments: [String] = [], folder reused: String? = nil) async throws -> ServerProcess {
        let executable = executableFolder() + "/filmswipe-party"
        guard access(executable, X_OK) == 0 else {
            throw BenchmarkError("""
                missing \(executable). Build the server in release with the same scratch path as this benchmark:
                    swift build -c release --product filmswipe-party   (add --scratch-path <path> if you used one)
                """)
        }
        let folder = reused ?? FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-party-load-\(UUID().uuidString)").path
        let port = try freePort()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(
                executable, ["serve", "--listen", "127.0.0.1:\(port)", "--data-dir", folder + "/data"] + arguments,
                environment: ["PATH=/usr/bin:/bin", "HOME=\(folder)"],
                streams: [
                    .open(0, path: "/dev/null", flags: O_RDONLY),
                    .open(1, path: folder + "/stdout", flags: O_WRONLY | O_CREAT | O_TRUNC),
                    .open(2, path: folder + "/stderr", flags: O_WRONLY | O_CREAT | O_TRUNC),
                ]
            )
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        let server = ServerProcess(pid: pid, port: port, folder: folder)
        // Polled with Task.sleep: the line is in a file, and no concurrency thread is held while waiting for it.
        // A server starting on a full data folder may take a while: up to a minute.
        for _ in 0..<3_000 {
            if server.output("stdout").contains("listening on") { return server }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let errors = server.output("stderr")
                server.removeFolder()
                throw BenchmarkError("the server exited before listening: \(errors)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(pid, SIGKILL)
        _ = await ChildProcess.exit(of: pid)
        server.removeFolder()
        throw BenchmarkError("the server printed no `listening on` within 60 s")
    }

    /// The server's peak resident memory so far (VmHWM), in MiB.
    func peakMemoryMiB() -> Double? {
        memory("VmHWM:")
    }

    /// The server's resident memory now (VmRSS), in MiB.
    func memoryMiB() -> Double? {
        memory("VmRSS:")
    }

    /// The line the server printed after `listening on`: the connections it holds and its limits.
    var capacity: String {
        output("stdout").split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    }

    private func memory(_ field: String) -> Double? {
        let status = readFile("/proc/\(pid)/status")
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kibibytes / 1024
    }

    /// Stops the server with SIGTERM and returns its exit status and the CPU time it used (user, system), in seconds.
    /// With `keepingFolder`, its data folder stays for a server started again on it (which removes it when it stops).
    func stop(keepingFolder: Bool = false) async -> (status: Int32, user: Double, system: Double, stderr: String) {
        kill(pid, SIGTERM)
        let status = await ChildProcess.exit(of: pid)
        // The server is this program's only child, so the children's usage once it is reaped is the server's.
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let errors = output("stderr")
        if !keepingFolder { removeFolder() }
        return (status, seconds(usage.ru_utime), seconds(usage.ru_stime), errors)
    }

    private func output(_ name: String) -> String { readFile(folder + "/" + name) }

    private func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // A port the kernel just gave out and nobody holds: the server may only fail to get it if another program
    // takes it in the instant between, which the start reports as an error.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchmarkError("cannot open a socket to find a free port") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw BenchmarkError("cannot find a free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func executableFolder() -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "./benchmark"
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
}

/// The whole of the file at `path`, or "" if it cannot be read.
func readFile(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

private func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
}
