import Foundation

/// Why a catalogue could not be used; each message names the file, the entry and the way out.
public enum CatalogueError: Error, Equatable, LocalizedError {
    case notFound(path: String)
    case unreadable(path: String, reason: String)
    case notJSON(path: String, reason: String)
    /// Valid JSON that is not a catalogue page: `reason` says what it is instead ("an empty list", "field "results" is missing").
    case notCatalogue(path: String, reason: String)
    case empty(path: String)
    case badEntry(path: String, index: Int, id: Int?, field: String, problem: String)
    case duplicateID(path: String, index: Int, id: Int, firstIndex: Int)
    case pageOutOfRange(page: Int, lastPage: Int)

    public var errorDescription: String? {
        switch self {
        case let .notFound(path):
            return "No catalogue at \(path). Pass --catalogue with a folder that holds catalogue.json, or a catalogue JSON file."
        case let .unreadable(path, reason):
            return "Cannot read the catalogue \(path): \(reason). Check its permissions, or pass another --catalogue."
        case let .notJSON(path, reason):
            return "The catalogue \(path) is not valid JSON (\(reason)). Fix the file, or pass another --catalogue."
        case let .notCatalogue(path, reason):
            return "The catalogue \(path) is not a catalogue (\(reason)); expected a page such as "
                + "{\"page\":1,\"results\":[{\"id\":1,\"title\":\"Heat\"}],\"total_pages\":1,\"total_results\":1}. "
                + "Fix the file, or pass another --catalogue."
        case let .empty(path):
            return "The catalogue \(path) holds no films: \"results\" is empty. Add films, or pass another --catalogue."
        case let .badEntry(path, index, id, field, problem):
            let entry = id.map { "film #\(index) (id \($0))" } ?? "film #\(index)"
            // An empty field means the entry itself is wrong (null, or not an object).
            let subject = field.isEmpty ? "\(entry) \(problem)" : "\(entry): field \"\(field)\" \(problem)"
            return "The catalogue \(path): \(subject). Fix that entry, or pass another --catalogue."
        case let .duplicateID(path, index, id, firstIndex):
            return "The catalogue \(path): film #\(index) has id \(id), already used by film #\(firstIndex). Give each film its own id."
        case let .pageOutOfRange(page, lastPage):
            return "Page \(page) does not exist: the catalogue has pages 1 to \(lastPage)."
        }
    }
}
