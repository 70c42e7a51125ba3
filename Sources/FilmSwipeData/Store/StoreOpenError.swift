import Foundation
import GRDB

/// Why a store's database could not be opened. Every message names the file and the way out, and every case leaves
/// the file exactly as it was found.
public enum StoreOpenError<Schema: StoreSchema>: LocalizedError, Equatable, Sendable {
    /// The folder or the file cannot be created or written.
    case notWritable(path: String, reason: String)
    /// The file is not an SQLite database, or is damaged.
    case notADatabase(path: String, reason: String)
    /// A newer FilmSwipe changed the database in ways this build does not know (`unknownMigrations`).
    case newerVersion(path: String, unknownMigrations: [String])
    /// Anything else, such as the file staying locked by another program.
    case unusable(path: String, reason: String)

    /// The error for `error`, thrown while opening the database at `path`.
    public init(path: String, error: any Error) {
        if let error = error as? StoreOpenError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .unusable(path: path, reason: error.localizedDescription)
            return
        }
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self = .notADatabase(path: path, reason: reason)
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_FULL, .SQLITE_IOERR:
            self = .notWritable(path: path, reason: reason)
        default:
            self = .unusable(path: path, reason: reason)
        }
    }

    /// The message for the player: what is wrong with which file, and what to do.
    public var errorDescription: String? {
        switch self {
        case let .notWritable(path, reason):
            "Cannot write the \(Schema.databaseName) \(path): \(reason). Pass --data-dir with a folder you can write to."
        case let .notADatabase(path, reason):
            "The \(Schema.databaseName) \(path) is not an SQLite database or is damaged (\(reason)). "
                + "It was not changed: move it aside (it is kept as is), or pass --data-dir with another folder."
        case let .newerVersion(path, unknownMigrations):
            "The \(Schema.databaseName) \(path) was written by a newer FilmSwipe "
                + "(it has changes this version does not know: \(unknownMigrations.joined(separator: ", "))). "
                + "It was not changed: update FilmSwipe, or pass --data-dir with another folder."
        case let .unusable(path, reason):
            "Cannot open the \(Schema.databaseName) \(path): \(reason). "
                + "It was not changed: close other programs using it and try again, or pass --data-dir with another folder."
        }
    }
}
