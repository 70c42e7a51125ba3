import FilmSwipeImport
import Foundation
import TestSupport
import Testing
import ZIPFoundation

extension TemporaryFolder {
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
