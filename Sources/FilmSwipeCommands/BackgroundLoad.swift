import Foundation

/// Work started on its own thread at once, whose result is collected later: the catalogue is read while the
/// main thread opens the data folder and the store, so startup waits for the slower of the two, not both.
public final class BackgroundLoad<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the thread before it signals, read only after the wait.
    private var result: Result<Value, Error>?

    /// Starts `work` on a new thread.
    public init(_ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            result = Result { try work() }
            done.signal()
        }
        thread.start()
    }

    /// The work's result, waiting for it if need be.
    public func value() throws -> Value {
        done.wait()
        done.signal()
        guard let result else { throw CommandFailure("internal error: a background load ended without a result") }
        return try result.get()
    }
}
