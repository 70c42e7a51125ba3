import Foundation

/// The time a party server goes by: the system's when it serves, one a test or a benchmark moves by hand. Every
/// timeout of the server reads it: a connection's deadline for its hello, a member's grace, a room's idle life, the
/// windows of the limits, the wait after a wrong code.
public protocol PartyClock: Sendable {
    /// The time now.
    var now: Date { get }
    /// Returns once `now` has reached `deadline`, at once if it has; throws when the task is cancelled.
    func sleep(until deadline: Date) async throws
}

/// The system's clock.
public struct SystemPartyClock: PartyClock {
    /// The system's clock.
    public init() {}

    /// The time now.
    public var now: Date { Date() }

    /// Sleeps until `deadline`, holding no thread.
    public func sleep(until deadline: Date) async throws {
        let seconds = deadline.timeIntervalSinceNow
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(for: .seconds(seconds))
    }
}

extension Date {
    /// This time moved on by `duration`.
    static func + (date: Date, duration: Duration) -> Date {
        date.addingTimeInterval(duration.seconds)
    }
}

extension Duration {
    /// The duration in seconds, fractions kept.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
