import GRDB

/// A store error as the log shows it: SQLite's result code and message, never the statement's arguments (a code, a
/// name, a token).
struct StoreFailure: CustomStringConvertible {
    let description: String

    init(_ error: any Error) {
        if let error = error as? DatabaseError {
            description = "SQLite error \(error.resultCode.rawValue): \(error.message ?? "no message")"
        } else {
            description = String(describing: type(of: error))
        }
    }
}
