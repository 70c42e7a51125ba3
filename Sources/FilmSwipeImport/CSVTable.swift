import Foundation

/// A CSV file read whole (RFC 4180): its header and its records, with columns found by header name, never by
/// position, because services add and reorder columns between exports.
public struct CSVTable: Sendable {
    /// The file's name as errors show it.
    public let file: String
    /// The header's names, trimmed.
    public let header: [String]
    /// The records after the header, blank lines left out.
    public let records: [CSVRecord]
    private let source: HistorySource
    private let lookup: [String: Int]

    /// Reads `data`, the contents of `file`; `expected` says what file it should be ("Letterboxd's ratings.csv").
    ///
    /// Throws `HistoryFileError.empty` when there is no header, `.notUTF8` and `.unclosedQuote` with their line.
    public init(data: Data, file: String, expected: String, source: HistorySource) throws {
        self.file = file
        self.source = source
        let (header, records) = try data.withUnsafeBytes { raw in
            var scanner = CSVScanner(bytes: raw.bindMemory(to: UInt8.self), file: file, source: source)
            guard let first = try scanner.nextRecord() else {
                throw HistoryFileError.empty(file: file, expected: expected, source: source)
            }
            let names = first.fields.map { $0.trimmedWhiteSpace }
            scanner.header = names
            var records: [CSVRecord] = []
            // A typical row is about 60 bytes; reserving avoids regrowing the array for big histories.
            records.reserveCapacity(raw.count / 64)
            while let record = try scanner.nextRecord() { records.append(record) }
            return (names, records)
        }
        self.header = header
        self.records = records
        var lookup: [String: Int] = [:]
        // The first of two columns with one name wins, as a reader of the file would read it.
        for (index, name) in header.enumerated() where lookup[name.lowercased()] == nil { lookup[name.lowercased()] = index }
        self.lookup = lookup
    }

    /// The column with this header name (case and surrounding spaces ignored), or nil when the file has none.
    public func column(_ name: String) -> CSVColumn? {
        lookup[name.trimmedWhiteSpace.lowercased()].map { CSVColumn(name: header[$0], index: $0) }
    }

    /// The columns named, in that order; throws `HistoryFileError.missingColumns`, naming every one absent, otherwise.
    public func requireColumns(_ names: [String], expected: String) throws -> [CSVColumn] {
        let found = names.map(column)
        let missing = zip(names, found).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            throw HistoryFileError.missingColumns(
                file: file, missing: missing, found: header.filter { !$0.isEmpty }, expected: expected, source: source
            )
        }
        return found.compactMap { $0 }
    }
}
