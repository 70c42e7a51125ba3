import Foundation

/// Peak memory: the game's maximum resident set after its first frame and 50 swipes, and what it is made of just before
/// it quits: the heap and other private memory (RssAnon), and pages mapped from files (RssFile: the program's code and
/// libraries, and the model file's pages the game read).
struct MemoryBenchmark {
    let binaries: Binaries
    var swipes = 50

    /// Adds the game's `ru_maxrss` and its breakdown to `table`.
    func report(into table: inout Table) throws {
        // A folder of its own: the reactions these swipes save must not change what other runs deal.
        let launcher = try GameLauncher(executable: binaries.game)
        let (game, _, _) = try launcher.startToFirstFrame()
        try game.waitUntilQuiet(0.2, timeout: GameLauncher.timeout)
        let atFirstCard = Self.status(of: game.pid)
        for swipe in 1...swipes {
            // `l` swipes right like the arrow key, without depending on the terminal's arrow sequence.
            game.send("l")
            do { try game.waitForOutput(timeout: GameLauncher.timeout) } catch { throw BenchmarkError("swipe \(swipe) (key l): \(error)") }
            try game.waitUntilQuiet(0.2, timeout: GameLauncher.timeout)
        }
        let atEnd = Self.status(of: game.pid)
        let usage = try launcher.quit(game)
        let mebibytes = Double(usage.ru_maxrss) / 1024  // Linux reports kibibytes
        table.add("peak memory of the game (ru_maxrss, \(swipes) swipes)", "\(formatted(mebibytes, decimals: 1)) MiB", aim: "≤ 30 MiB", ok: mebibytes <= 30)
        for (moment, status) in [("at the first card", atFirstCard), ("after \(swipes) swipes", atEnd)] {
            let parts = ["RssAnon": "heap and private", "RssFile": "mapped files"].sorted { $0.key < $1.key }
                .map { key, name in "\(name) \(formatted(Double(status[key] ?? 0) / 1024, decimals: 1)) MiB" }
            table.add("  ↳ resident \(moment) (/proc/PID/status)", parts.joined(separator: ", "))
        }
    }

    /// The kibibyte fields of `/proc/PID/status` (VmRSS, RssAnon, RssFile, VmHWM …).
    static func status(of pid: pid_t) -> [String: Int] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return [:] }
        var fields: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[1].hasSuffix("kB") else { continue }
            fields[String(parts[0])] = Int(parts[1].dropLast(2).trimmingCharacters(in: .whitespaces))
        }
        return fields
    }
}
