import Foundation
import Glibc

/// The tmux pane the game runs in, as tmux says: whether it lets images pass through to the terminal around it
/// (`allow-passthrough on`), that terminal's variables, and where the pane sits in it.
struct TmuxPane: Sendable, Equatable {
    /// Whether escape sequences wrapped for tmux reach the outer terminal.
    var passthrough: Bool
    /// The outer terminal's variables: its `TERM` as the client gave it, and what tmux's environment holds.
    var environment: [String: String]
    /// The pane's top-left cell in the outer terminal.
    var left: Int
    var top: Int

    /// The pane whose `TMUX_PANE` is in `environment`, asked of tmux; nil outside tmux or when tmux does not answer.
    static func read(environment: [String: String], tmux: (_ arguments: [String]) -> String? = TmuxPane.run) -> TmuxPane? {
        guard !(environment["TMUX"] ?? "").isEmpty else { return nil }
        let target = environment["TMUX_PANE"].map { ["-t", $0] } ?? []
        guard let line = tmux(["display-message", "-p"] + target + ["#{allow-passthrough}\t#{client_termname}\t#{pane_left}\t#{pane_top}"]) else { return nil }
        let fields = line.trimmingCharacters(in: .newlines).components(separatedBy: "\t")
        guard fields.count == 4 else { return nil }
        // The session's environment over the global one; `-NAME` there removes a global variable for the session.
        var outer = variables(tmux(["show-environment", "-g"]) ?? "")
        let session = tmux(["show-environment"] + target) ?? ""
        for line in session.split(separator: "\n") where line.hasPrefix("-") { outer[String(line.dropFirst())] = nil }
        outer.merge(variables(session)) { $1 }
        if !fields[1].isEmpty { outer["TERM"] = fields[1] }
        // A format gives a flag as 1 or 0; `all` (tmux 3.4) lets invisible panes through as well.
        let passthrough = ["1", "on", "all"].contains(fields[0])
        return TmuxPane(passthrough: passthrough, environment: outer, left: Int(fields[2]) ?? 0, top: Int(fields[3]) ?? 0)
    }

    /// `NAME=value` lines as variables; `-NAME` (removed) lines are left out.
    static func variables(_ text: String) -> [String: String] {
        var variables: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("-") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            variables[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return variables
    }

    /// Runs `tmux arguments` (the server `TMUX` names) and returns what it printed; nil when it fails or takes over a
    /// second (a server that does not answer must not hold the game).
    static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read as it comes (a full pipe would stop tmux), until the end or the deadline.
        let fd = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(1)
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        var ended = false
        while case let left = deadline.timeIntervalSinceNow, left > 0 {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(left * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count > 0 {
                data.append(contentsOf: chunk[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                ended = true
                break
            }
        }
        if !ended {
            process.terminate()
            return nil
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
