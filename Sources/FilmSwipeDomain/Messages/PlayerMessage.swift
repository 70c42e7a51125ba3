import Foundation

/// What the player is told: an error, a notice or a celebration, as one value. Views style it by `severity`.
public struct PlayerMessage: Sendable, Equatable {
    /// How a message is to be read, and so how it is drawn.
    public enum Severity: Sendable, Equatable {
        /// Something failed; the body says what and the way out.
        case error
        /// Something the player should know, neither good nor bad.
        case notice
        /// Something the player did worked: said in passing, on a line that needs no key.
        case success
        /// A short answer to the player's own request that changed nothing ("Nothing to undo."): said in passing too.
        case info
        /// Good news from elsewhere, such as a party match.
        case celebration
    }

    /// The dialog's title.
    public let title: String
    /// What happened, in a sentence or a few; never empty.
    public let body: String
    /// How the message is to be read.
    public let severity: Severity

    /// A message titled `title` saying `body`; an empty `body` says `PlayerMessage.unexplained` instead.
    public init(title: String, body: String, severity: Severity) {
        self.title = title
        self.body = body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? Self.unexplained : body
        self.severity = severity
    }

    /// The error message for `error`, titled `title`; `context` (such as "Could not save your reaction to Heat")
    /// goes before the error's own words.
    public init(describing error: Error, title: String = PlayerMessage.errorTitle, context: String? = nil) {
        let said = Self.describing(error)
        self.init(title: title, body: context.map { "\($0): \(said)" } ?? said, severity: .error)
    }

    /// What `error` says of itself, for a player: its `LocalizedError` description when it has one, otherwise a
    /// sentence naming its type. Every error message shown or printed comes through here.
    public static func describing(_ error: Error) -> String {
        if let text = (error as? LocalizedError)?.errorDescription, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return text
        }
        return "\(unexplained) (\(String(describing: type(of: error))))"
    }

    /// The title of every error dialog.
    public static let errorTitle = "Error"
    /// What an error with nothing to say of itself is shown as.
    public static let unexplained = "Something went wrong..."
}
