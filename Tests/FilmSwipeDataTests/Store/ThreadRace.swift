import Foundation
import Synchronization

/// Runs one piece of work on many threads released at the same moment: Swift's task pool has only
/// as many threads as cores, which would quietly serialize the race a test wants to provoke.
enum ThreadRace {
    /// What `body` returned on each of `count` threads, in the order they finished. The caller awaits them rather
    /// than blocking: the threads wait for one another, never one of Swift concurrency's.
    static func run<T: Sendable>(count: Int, _ body: @escaping @Sendable () -> T) async -> [T] {
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let results = Results<T>()
        for _ in 0..<count {
            finished.enter()
            Thread {
                gate.wait()
                results.append(body())
                finished.leave()
            }.start()
        }
        for _ in 0..<count { gate.signal() }
        await withCheckedContinuation { continuation in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        return results.values
    }

    private final class Results<T: Sendable>: Sendable {
        private let stored = Mutex<[T]>([])

        func append(_ value: T) {
            stored.withLock { $0.append(value) }
        }

        var values: [T] { stored.withLock { $0 } }
    }
}
