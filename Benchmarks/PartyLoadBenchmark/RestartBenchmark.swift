import Foundation

/// A server made full of rooms from many creators, stopped, and started again on its folder: how long it takes to
/// listen and the memory it holds then (issue 35's flood left 5,000 rooms that took 40 s and 964 MiB to start on).
struct RestartBenchmark {
    let rooms: Int

    /// The rows to print, and whether the aims (listening within 2 s, in 100 MiB) were met.
    func run() async throws -> (rows: [(String, String)], met: Bool) {
        let arguments = ["--connections-per-address", "100000", "--rooms-per-address", "100000"]
        let first = try await ServerProcess.start(arguments)
        var rows: [(String, String)] = [("server", first.capacity)]
        let cpuBefore = cpuSeconds(of: first.pid)
        let createStart = ContinuousClock.now
        note("creating \(rooms) rooms, each left by its creator")
        let codes = try await Turnover(port: first.port).rooms(rooms)
        let created = ContinuousClock.now - createStart
        let cpuAfter = cpuSeconds(of: first.pid)
        let fullMemory = first.memoryMiB()
        let stopped = await first.stop(keepingFolder: true)
        guard stopped.status == 0 else { throw BenchmarkError("the first server exited \(stopped.status): \(stopped.stderr)") }
        let database = (try? FileManager.default.attributesOfItem(atPath: first.folder + "/data/party-server.sqlite")[.size] as? Int) ?? nil
        var perRoom: Double?
        if let cpuBefore, let cpuAfter { perRoom = (cpuAfter - cpuBefore) * 1_000 / Double(rooms) }
        rows += [
            ("rooms created and left", "\(rooms) in \(format(milliseconds(created) / 1_000, 2)) s (\(format(perRoom, 1)) ms of server CPU a room)"),
            ("server memory with them (VmRSS)", "\(format(fullMemory)) MiB"),
            ("database", "\(format(database.map { Double($0) / 1_048_576 })) MiB"),
        ]
        note("starting the server again on their folder")
        let restartStart = ContinuousClock.now
        let second = try await ServerProcess.start(arguments, folder: first.folder)
        let restart = ContinuousClock.now - restartStart
        let restartMemory = second.memoryMiB()
        let answer = try await Turnover(port: second.port).answer(to: codes[0])
        _ = await second.stop()
        let met = milliseconds(restart) <= 2_000 && (restartMemory ?? .infinity) <= 100
        rows += [
            ("started again: spawn to listening", "\(format(milliseconds(restart) / 1_000, 2)) s (polled every 20 ms)"),
            ("its memory then (VmRSS)", "\(format(restartMemory)) MiB"),
            ("a hello to one of the rooms", answer),
            ("aim: listening within 2 s, in 100 MiB, on \(rooms) rooms", met ? "ok" : "NO"),
        ]
        return (rows, met)
    }
}
