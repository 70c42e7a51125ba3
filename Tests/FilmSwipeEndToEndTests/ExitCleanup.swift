import ChildProcessSupport
import Foundation
import Glibc
import Synchronization

/// What a test made that is taken away on a Dispatch thread after the test (a deinit cannot await): the suite's
/// process may end first, so whatever is still pending then is taken away at exit, where waiting blocks nobody.
enum ExitCleanup {
    /// One thing to take away: a tmux server to stop, the process group of what ran in it to end, then folders to remove.
    struct Item: Sendable {
        let id = UUID()
        let stopServer: [String]?
        let processGroup: pid_t?
        let folders: [URL]
    }

    private static let pending = Mutex<[UUID: Item]>([:])
    // Items a Dispatch thread has claimed and not yet finished: the exit handler waits for them too.
    private static let inFlight = Mutex(0)
    private static let registered = Mutex(false)

    /// Takes `item` away now on a Dispatch thread, or at the latest when the process exits.
    static func schedule(_ item: Item) {
        registerAtExit()
        pending.withLock { $0[item.id] = item }
        DispatchQueue.global().async {
            // Claimed by one side only: this thread, or the exit handler if the process is already ending.
            let claimed = pending.withLock { pending in
                let claimed = pending.removeValue(forKey: item.id)
                if claimed != nil { inFlight.withLock { $0 += 1 } }
                return claimed
            }
            guard let claimed else { return }
            perform(claimed)
            inFlight.withLock { $0 -= 1 }
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
        for _ in 0..<200 where inFlight.withLock({ $0 }) > 0 { usleep(50_000) }
    }

    // The server's end hangs up on the pane; a game that ignores the hang-up is killed. Waiting here blocks a Dispatch
    // thread or the exiting process, never a thread of Swift concurrency's pool.
    private static func endProcessGroup(_ group: pid_t) {
        guard group > 1 else { return }
        for attempt in 0..<100 {
            if kill(-group, 0) != 0, errno == ESRCH { return }
            if attempt == 40 { kill(-group, SIGKILL) }
            usleep(50_000)
        }
    }

    private static func perform(_ item: Item) {
        if let command = item.stopServer, let executable = command.first {
            let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" }.map { "\($0.key)=\($0.value)" }
            if let pid = try? ChildProcess.spawn(executable, Array(command.dropFirst()), environment: environment, streams: []) {
                _ = ChildProcess.wait(pid)
            }
        }
        if let group = item.processGroup { endProcessGroup(group) }
        for folder in item.folders { try? FileManager.default.removeItem(at: folder) }
    }
}
