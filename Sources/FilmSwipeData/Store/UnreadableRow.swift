import Foundation

/// A row whose key FilmSwipe does not write (another tool edited the file), met by a query that did not leave such rows
/// out.
struct UnreadableRow: LocalizedError, Equatable {
    /// The table it is in.
    let table: String

    var errorDescription: String? {
        "A row of the \(table) table was not written by FilmSwipe and cannot be read."
    }
}
