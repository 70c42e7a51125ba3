import Foundation

/// Why a model file was not used; each message names the file and what to do.
public enum ModelFileError: Error, Equatable, LocalizedError {
    /// There is no file at `path`.
    case notFound(path: String)
    /// It could not be opened or mapped.
    case unreadable(path: String, reason: String)
    /// It does not start as a model file does.
    case notAModelFile(path: String)
    /// It was written in a layout or with contents of another version of FilmSwipe.
    case otherVersion(path: String, found: UInt32, expected: UInt32)
    /// Its bytes are not what was written: cut short, or changed.
    case damaged(path: String, reason: String)
    /// It was built from another catalogue, other ratings or other settings than the ones at hand.
    case mismatch(path: String, what: String)

    /// The message shown to the player.
    public var errorDescription: String? {
        switch self {
        case let .notFound(path):
            return "No model file at \(path)."
        case let .unreadable(path, reason):
            return "Cannot read the model file \(path): \(reason)."
        case let .notAModelFile(path):
            return "\(path) is not a FilmSwipe model file."
        case let .otherVersion(path, found, expected):
            return "The model file \(path) is of version \(found); this FilmSwipe reads version \(expected). Build it again."
        case let .damaged(path, reason):
            return "The model file \(path) is damaged: \(reason). Build it again."
        case let .mismatch(path, what):
            return "The model file \(path) was built from \(what). Build it again."
        }
    }
}
