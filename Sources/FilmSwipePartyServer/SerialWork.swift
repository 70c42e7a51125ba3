import Dispatch

/// Work done one piece at a time on a queue of its own, below the priority of everything else, while the caller is
/// suspended: however many callers wait, it takes at most one core.
struct SerialWork: Sendable {
    private let queue: DispatchQueue

    /// A queue named `label`.
    init(label: String) {
        queue = DispatchQueue(label: label, qos: .utility)
    }

    /// The value of `body`, run on the queue after what is already waiting there.
    func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body()) }
        }
    }
}
