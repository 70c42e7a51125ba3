import Dispatch

/// Work too long for Swift concurrency's few threads (the server may have two), run on a Dispatch thread instead.
enum DispatchWork {
    /// The value of `body`, computed on a global Dispatch queue while the caller is suspended.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(with: Result { try body() }) }
        }
    }
}
