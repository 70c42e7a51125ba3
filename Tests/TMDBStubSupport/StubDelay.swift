import Foundation

/// Holds answers back on their connections' own threads (never one of Swift concurrency's), until the time is up or the
/// stub stops, so a stopped stub leaves no answer pending.
final class StubDelay: @unchecked Sendable {
    private let condition = NSCondition()
    private var isStopped = false

    /// Waits `seconds` on the calling thread, or less when the stub stops first.
    func wait(seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isStopped, condition.wait(until: deadline) {}
    }

    /// Ends every wait now and later ones at once.
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }
}
