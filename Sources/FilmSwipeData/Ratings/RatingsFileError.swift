import Foundation

/// Why a ratings file could not be used; each message names the file, the line and field, and the way out.
public enum RatingsFileError: Error, Equatable, LocalizedError {
    case notFound(path: String)
    case unreadable(path: String, reason: String)
    case badHeader(path: String, found: String)
    case badField(path: String, line: Int, field: String, problem: String)
    case extraField(path: String, line: Int)

    public var errorDescription: String? {
        switch self {
        case let .notFound(path):
            return "No ratings file at \(path). Pass a folder that holds ratings.csv, or rebuild Fixtures/ with Scripts/build_fixtures.py."
        case let .unreadable(path, reason):
            return "Cannot read the ratings file \(path): \(reason). Check its permissions."
        case let .badHeader(path, found):
            return "The ratings file \(path): line 1 is \"\(found)\", expected \"\(RatingsFile.header)\". Fix the header."
        case let .badField(path, line, field, problem):
            return "The ratings file \(path): line \(line), field \"\(field)\" \(problem). Fix that line."
        case let .extraField(path, line):
            return "The ratings file \(path): line \(line) has more than the 4 fields \(RatingsFile.header). Fix that line."
        }
    }
}
