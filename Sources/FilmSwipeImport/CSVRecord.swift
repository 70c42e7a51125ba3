/// One record of a CSV file: its fields as read, and the line it starts on for error messages.
public struct CSVRecord: Sendable, Hashable {
    /// The 1-based line of the file where the record starts (a quoted line break makes records span lines).
    public let line: Int
    /// The fields, untrimmed and unescaped; a short record simply has fewer.
    public let fields: [String]

    /// Creates a record.
    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// The field in `column`, or "" when the column is absent or this record is short of it.
    public subscript(column: CSVColumn?) -> String {
        // Spreadsheet programs drop trailing empty fields; a missing field reads as a blank one.
        guard let column, column.index < fields.count else { return "" }
        return fields[column.index]
    }
}
