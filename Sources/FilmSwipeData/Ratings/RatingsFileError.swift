import Foundation

/// Why a ratings file could not be used; each message names the file, the line and field, and the way out.
public enum RatingsFileError: Error, Equatable, LocalizedError {
    /// No file at `path`.
    case notFound(path: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The first line is not `RatingsFile.header`.
    case badHeader(path: String, found: String)
    /// A field of a line is missing or malformed.
    case badField(path: String, line: Int, field: String, problem: String)
    /// A line has a fifth field.
    case extraField(path: String, line: Int)

    /// The message shown to the player.
    public var errorDescription: String? {
        switch self {
        case let .notFound(path):
            return "No ratings file at \(path). Pass a folder that holds ratings.csv, or rebuild Fixtures/ with Scripts/build_fixtures.py."
        case let .unreadable(path, reason):
            return "Cannot read the ratings file \(path): \(reason). Check its permissions."
        case let .badHeader(path, found):
            return "The ratings file \(path): line 1 is \"\(found)\", expected \"\(RatingsFile.header)\". Fix the header."
        case let .badField(path, line, field, problem):
            // The column by number too: a script's author counts commas, a reader reads the header's name.
            let column = RatingsFile.header.split(separator: ",").firstIndex { $0 == field }.map { "column \($0 + 1), " } ?? ""
            return "The ratings file \(path): line \(line), \(column)field \"\(field)\" \(problem). Fix that line."
        case let .extraField(path, line):
            return "The ratings file \(path): line \(line) has more than the 4 fields \(RatingsFile.header). Fix that line."
        }
    }
}
