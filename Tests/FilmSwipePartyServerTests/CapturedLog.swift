import Logging
import Synchronization

/// A logger whose lines a test reads back: what the server would have written to stderr.
final class CapturedLog: Sendable {
    private let lines = Mutex<[(level: Logger.Level, message: String)]>([])

    /// A logger writing here, at `level` and above.
    func logger(level: Logger.Level = .warning) -> Logger {
        var logger = Logger(label: "party-server-test") { _ in Handler(log: self) }
        logger.logLevel = level
        return logger
    }

    /// Every line so far, as text with its metadata.
    var messages: [String] { lines.withLock { $0.map(\.message) } }

    fileprivate func append(_ level: Logger.Level, _ message: String) {
        lines.withLock { $0.append((level, message)) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            let extra = all.isEmpty ? "" : " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            log.append(event.level, "\(event.message)" + extra + (event.error.map { " error=\($0)" } ?? ""))
        }
    }
}
