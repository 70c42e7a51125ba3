import Foundation

/// Why the services file cannot be used; the message names the file and the way out.
public struct WatchServicesFileError: Error, Equatable, LocalizedError {
    /// The file.
    public let path: String
    /// What is wrong with it.
    public let reason: String
    /// Whether `filmswipe services --clear` is the way out (the file is there but says nothing usable).
    public let canBeCleared: Bool

    /// The error for `path`.
    public init(path: String, reason: String, canBeCleared: Bool) {
        self.path = path
        self.reason = reason
        self.canBeCleared = canBeCleared
    }

    public var errorDescription: String? {
        let way = canBeCleared
            ? "Fix it, or start again with `filmswipe services --clear`, which removes it."
            : "Fix its permissions, or play with --data-dir pointing at another folder."
        return "Your services file \(path) cannot be used: \(reason). \(way)"
    }
}
