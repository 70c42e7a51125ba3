import ChildProcessSupport
import Foundation
import Synchronization

/// What a test made that is taken away on a Dispatch thread after the test (a deinit cannot await): the suite's
/// process may end first, so whatever is still pending then is taken away at exit, where waiting blocks nobody.
enum ExitCleanup {
    /// One thing to take away: a tmux server to stop, then folders to remove.
    struct Item: Sendable {
        let id = UUID()
        let stopServer: [String]?
        let folders: [URL]
    }

    private static let pending = Mutex<[UUID: Item]>([:])
    private static let registered = Mutex(false)

    /// Takes `item` away now on a Dispatch thread, or at the latest when the process exits.
    static func schedule(_ item: Item) {
        registerAtExit()
        pending.withLock { $0[item.id] = item }
        DispatchQueue.global().async {
            // Claimed by one side only: this thread, or the exit handler if the process is already ending.
            guard let claimed = pending.withLock({ $0.removeValue(forKey: item.id) }) else { return }
            perform(claimed)
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
    }

    private static func perform(_ item: Item) {
        if let command = item.stopServer, let executable = command.first {
            let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" }.map { "\($0.key)=\($0.value)" }
            if let pid = try? ChildProcess.spawn(executable, Array(command.dropFirst()), environment: environment, streams: []) {
                _ = ChildProcess.wait(pid)
            }
        }
        for folder in item.folders { try? FileManager.default.removeItem(at: folder) }
    }
}
