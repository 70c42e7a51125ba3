import ChildProcessSupport
import Foundation
import Glibc
import Synchronization

/// What a test made that is taken away on a Dispatch thread after the test (a deinit cannot await): the suite's
/// process may end first, so whatever is still pending then is taken away at exit, where waiting blocks nobody.
enum ExitCleanup {
    /// One thing to take away: the process group of what ran in a tmux pane to kill, its server to stop, then folders to remove.
    struct Item: Sendable {
        let id = UUID()
        let stopServer: [String]?
        let processGroup: pid_t?
        let folders: [URL]
    }

    private static let pending = Mutex<[UUID: Item]>([:])
    // Items a Dispatch thread has claimed and not yet finished: the exit handler waits for them too.
    private static let inFlight = DispatchGroup()
    private static let registered = Mutex(false)

    /// Takes `item` away now on a Dispatch thread, or at the latest when the process exits.
    static func schedule(_ item: Item) {
        registerAtExit()
        pending.withLock { $0[item.id] = item }
        DispatchQueue.global().async {
            // Claimed by one side only: this thread, or the exit handler if the process is already ending.
            let claimed = pending.withLock { pending in
                let claimed = pending.removeValue(forKey: item.id)
                if claimed != nil { inFlight.enter() }
                return claimed
            }
            guard let claimed else { return }
            perform(claimed)
            inFlight.leave()
        }
    }

    private static func registerAtExit() {
        let first = registered.withLock { registered in
            defer { registered = true }
            return !registered
        }
        if first { atexit { ExitCleanup.performPending() } }
    }

    private static func performPending() {
        let items = pending.withLock { items in
            defer { items.removeAll() }
            return Array(items.values)
        }
        items.forEach(perform)
        _ = inFlight.wait(timeout: .now() + .seconds(10))
    }

    private static func perform(_ item: Item) {
        // The test is over: what ran in the pane is killed outright, so a game still starting runs no more code (it
        // cannot make its data folder again). The pane's shell is alive until the server stops, so the group's id
        // cannot have passed to another process yet.
        if let group = item.processGroup, group > 1 { kill(-group, SIGKILL) }
        if let command = item.stopServer, let executable = command.first {
            let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" }.map { "\($0.key)=\($0.value)" }
            if let pid = try? ChildProcess.spawn(executable, Array(command.dropFirst()), environment: environment, streams: []) {
                _ = ChildProcess.wait(pid)
            }
        }
        for folder in item.folders { try? FileManager.default.removeItem(at: folder) }
    }
}
