import ChildProcessSupport
import Foundation
import Glibc

/// A terminal emulator the test plays: the built game runs on a pseudo-terminal whose other end the test reads, every
/// byte the game writes kept, and the device attributes request (`CSI c`) answered with `attributes` when it comes (nil:
/// a terminal that answers nothing).
final class AnsweringTerminal {
    let pid: pid_t
    private let master: Int32
    private let attributes: String?
    private var answered = false
    private var ended = false
    private(set) var output: [UInt8] = []

    /// `filmswipe arguments` with `environment` (no other variable of this process's) in a `columns` × `rows` terminal.
    init(arguments: [String], environment: [String: String], attributes: String?, columns: UInt16 = 100, rows: UInt16 = 32) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0, let name = ttyname(slave) else { throw TerminalMissing() }
        let path = String(cString: name)
        close(slave)
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.attributes = attributes
        do {
            pid = try ChildProcess.spawn(filmswipeBinary.path, arguments, environment: childEnvironment(environment).map { "\($0.key)=\($0.value)" },
                                         streams: [.open(0, path: path, flags: O_RDWR), .duplicate(0, to: 1), .duplicate(0, to: 2)], newSession: true)
        } catch {
            close(master)
            throw error
        }
    }

    /// Reads what the game has written, answering its question once it is asked.
    private func pump() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while case let count = read(master, &chunk, chunk.count), count > 0 { output += chunk[..<count] }
        if !answered, let attributes, Self.find("\u{1B}[c", in: output) != nil {
            answered = true
            type(attributes)
        }
    }

    /// Waits up to `seconds` for the output to hold `text`; whether it does.
    func waitFor(_ text: String, seconds: Double = 30) async throws -> Bool {
        try await waitUntil(seconds: seconds) { Self.find(text, in: $0.output) != nil }
    }

    /// Waits up to `seconds` for `condition` to hold of the terminal; whether it does.
    func waitUntil(seconds: Double = 30, _ condition: (AnsweringTerminal) -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            pump()
            if condition(self) { return true }
            guard Date() < deadline else { return false }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Types `text` as the player.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Presses q and waits for the game to end (reading what it writes meanwhile); its exit status.
    func quit() async throws -> Int32 {
        type("q")
        let pid = self.pid
        let exit = Task { await ChildProcess.exit(of: pid) }
        for _ in 0..<200 {
            pump()
            try await Task.sleep(for: .milliseconds(25))
            if kill(pid, 0) != 0 { break }
        }
        let status = await exit.value
        ended = true
        return status
    }

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    private static func find(_ text: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0] == needle[0] && bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    deinit {
        // Not once reaped: the number may be another process's by then.
        if !ended { kill(pid, SIGKILL) }
        close(master)
    }
}

struct TerminalMissing: Error, CustomStringConvertible {
    var description: String { "no pseudo-terminal could be opened" }
}
