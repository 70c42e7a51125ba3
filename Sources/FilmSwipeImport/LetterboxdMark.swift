import Foundation

/// One row of a Letterboxd file about a film: the evidence a decision rests on, and where to find it again.
struct LetterboxdMark: Sendable {
    /// The row's day: the Date column, or Watched Date for the diary.
    let date: Date?
    /// The rating the row gives, when it gives one.
    let rating: Double?
    /// "ratings.csv line 12".
    let location: String
    /// The row's line, to order rows with the same day as the file does.
    let line: Int

    /// Whether this row is later than `other`: by day, then by place in the file (the diary is in viewing order).
    func isLater(than other: LetterboxdMark) -> Bool {
        (date ?? .distantPast, line) > (other.date ?? .distantPast, other.line)
    }
}
