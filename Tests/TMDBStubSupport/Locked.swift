import Synchronization

/// A value shared between the stub's threads and the tests, behind a lock: a `Mutex` in a class, so closures can
/// capture it.
public final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    /// Shares `value`.
    public init(_ value: Value) {
        self.value = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try value.withLock { value throws -> Result in try body(&value) }
    }
}
