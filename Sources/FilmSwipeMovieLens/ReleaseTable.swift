import Foundation

/// One CSV file of a MovieLens release, read by its header: each wanted column is found by name wherever it stands, and
/// every row is handed over as byte ranges, so 32 million ratings are read without making a string of each.
struct ReleaseTable {
    /// The file's name in messages ("ratings.csv").
    let name: String
    /// The file.
    let url: URL
    /// The columns wanted, by name.
    let wanted: [String]

    /// Reads every row after the header, calling `body` with each; `progress` hears the bytes read so far now and then.
    /// Stops with the first bad row (`ReleaseRow`'s readers name it) or what `body` throws.
    func forEachRow(progress: (Int, Int) -> Void = { _, _ in }, _ body: (inout ReleaseRow) throws(MovieLensError) -> Void) throws(MovieLensError) {
        let data: Data
        do {
            // Mapped: the 877 MB of ML-32M's ratings are read from the page cache as the scan goes, never copied whole.
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        // withUnsafeBytes rethrows untyped errors: the scan's own error comes out as a result.
        let scanned = data.withUnsafeBytes { raw in
            Result { () throws(MovieLensError) in try scan(raw.bindMemory(to: UInt8.self), progress: progress, body) }
        }
        try scanned.get()
    }

    private func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, progress: (Int, Int) -> Void, _ body: (inout ReleaseRow) throws(MovieLensError) -> Void
    ) throws(MovieLensError) {
        var row = ReleaseRow(bytes: bytes, file: name)
        guard row.next() else { throw .empty(file: name) }
        let header = (0..<row.fieldCount).map { row.text(field: $0).trimmingCharacters(in: .whitespaces) }
        var columns: [Int] = []
        for column in wanted {
            // A UTF-8 byte-order mark may start the first name.
            guard let found = header.firstIndex(where: { $0 == column || $0 == "\u{FEFF}" + column }) else {
                throw .missingColumn(file: name, column: column, header: header.joined(separator: ","))
            }
            columns.append(found)
        }
        row.columns = columns
        row.names = wanted
        var rows = 0
        while row.next() {
            if row.isBlank { continue }
            for (wantedIndex, column) in columns.enumerated() where column >= row.fieldCount {
                throw .badRow(file: name, line: row.line, column: column + 1, name: wanted[wantedIndex], problem: "is missing: the line has \(row.fieldCount) columns")
            }
            try body(&row)
            rows += 1
            if rows & 0xFFFF == 0 { progress(row.position, bytes.count) }
        }
        progress(bytes.count, bytes.count)
    }
}
