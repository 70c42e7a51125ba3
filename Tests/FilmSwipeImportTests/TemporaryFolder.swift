import FilmSwipeImport
import Foundation
import Testing
import ZIPFoundation

/// A folder of hand-made export files for one test, removed when the test's body returns.
struct TemporaryFolder {
    let url: URL

    /// Runs `body` with a new empty folder and removes the folder afterwards, whatever `body` does.
    static func with<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(TemporaryFolder(url: url))
    }

    /// Writes `text` as UTF-8 at `path` (folders made as needed) and returns its URL.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    /// Writes `data` at `path` (folders made as needed) and returns its URL.
    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Builds a ZIP at `path` holding `members` (path → text), in the order given, as an exporter would.
    @discardableResult
    func zip(_ path: String, _ members: KeyValuePairs<String, String>, compression: CompressionMethod = .deflate) throws -> URL {
        let file = url.appendingPathComponent(path)
        let archive = try Archive(url: file, accessMode: .create)
        for (member, text) in members {
            let data = Data(text.utf8)
            try archive.addEntry(with: member, type: .file, uncompressedSize: Int64(data.count), compressionMethod: compression) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return file
    }
}

/// The message of the `HistoryFileError` that `body` throws; records an issue when it throws nothing or another error.
func historyErrorMessage(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
        try body()
        Issue.record("expected a HistoryFileError, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as HistoryFileError {
        return error.description
    } catch {
        Issue.record("expected a HistoryFileError, got \(error)", sourceLocation: sourceLocation)
    }
    return ""
}

/// Midnight UTC of a day, as the readers give dates.
func utcDay(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
}
