import Dispatch
import Foundation

/// Blocking work (parsing a catalogue, building a model, a blocking read or wait) moved off Swift concurrency's pool
/// onto a Dispatch thread while the caller is suspended.
///
/// The pool has only as many threads as cores (2 on the machines FilmSwipe is built and tested on): work that holds one
/// of them for long stalls every other task meanwhile (dealing cards, saving reactions, answering a room's members).
/// It is here, in the lowest target, so the data, server, program and test targets all hand work off the same way.
///
/// Computing goes on `.userInitiated` (or `.utility`); a wait of no known length goes on a thread of its own
/// (`waitOnOwnThread`), never on Dispatch's shared threads.
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

    /// The value of `body`, a wait of no known length (a child process, a pipe), run on a thread of its own while the
    /// caller is suspended. Dispatch's threads are shared and added only slowly when they block, so a dozen such waits
    /// must not sit on them.
    public static func waitOnOwnThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.start()
        }
    }
}
