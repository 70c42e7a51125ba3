import Dispatch

/// Blocking work (parsing a catalogue, building a model, a blocking read or wait) moved off Swift concurrency's pool
/// onto a Dispatch thread while the caller is suspended.
///
/// The pool has only as many threads as cores (2 on the machines FilmSwipe is built and tested on): work that holds one
/// of them for long stalls every other task meanwhile (dealing cards, saving reactions, answering a room's members).
/// It is here, in the lowest target, so the data, server, program and test targets all hand work off the same way.
///
/// Each QoS has its own Dispatch threads, and Dispatch adds threads for blocked ones only slowly: computing goes on
/// `.userInitiated` (or `.utility`), long waits (a child process, a pipe) on `.default`, so a crowd of waits never
/// holds up a catalogue being read.
public enum DispatchWork {
    /// The value of `body`, run on the global Dispatch queue of `qos` while the caller is suspended.
    public static func run<Value: Sendable, Failure: Error>(
        qos: DispatchQoS.QoSClass = .userInitiated, _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: qos).async { continuation.resume(returning: Result { () throws(Failure) -> Value in try body() }) }
        }
        return try result.get()
    }
}
