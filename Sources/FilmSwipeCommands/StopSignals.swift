import Dispatch
import Foundation

/// Ctrl-C (and SIGTERM, SIGHUP) asking a long command to stop cleanly: the first calls `stop`, so the work ends at a
/// consistent point and says how to go on; a second Ctrl-C ends the program at once, as usual.
public final class StopSignals {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private let sources: [any DispatchSourceSignal]

    /// Calls `stop` on the first of the signals.
    public init(stop: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "filmswipe.stop-signals")
        sources = Self.signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                for number in Self.signals { signal(number, SIG_DFL) }
                stop()
            }
            source.resume()
            return source
        }
    }

    /// Gives the signals back their usual meaning.
    public func release() {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
