import Foundation

/// Typed values from a table's fields; each bad value throws `HistoryFileError.badValue` naming line and column.
extension CSVTable {
    /// The field, which must not be blank (a title); kept as read, for the caller cleans text for display.
    func text(_ record: CSVRecord, _ column: CSVColumn, expected: String) throws -> String {
        let value = record[column]
        guard !value.trimmedWhiteSpace.isEmpty else {
            throw badValue(record, column, kind: "", expected: expected)
        }
        return value
    }

    /// The release year, or nil when the field is blank or the column absent.
    func year(_ record: CSVRecord, _ column: CSVColumn?) throws -> Int? {
        guard let column else { return nil }
        let value = record[column].trimmedWhiteSpace
        if value.isEmpty { return nil }
        // No film is older than cinema; a four-digit bound keeps typos such as "19955" out.
        guard let year = Int(value), (1000...9999).contains(year) else {
            throw badValue(record, column, kind: "a year", expected: "a number such as 1995")
        }
        return year
    }

    /// The `YYYY-MM-DD` day as midnight UTC, or nil when the field is blank or the column absent.
    func day(_ record: CSVRecord, _ column: CSVColumn?) throws -> Date? {
        guard let column else { return nil }
        let value = record[column].trimmedWhiteSpace
        if value.isEmpty { return nil }
        guard let date = ExportDate.parse(value) else {
            throw badValue(record, column, kind: "a date", expected: "a date written year-month-day, such as 2024-03-09")
        }
        return date
    }

    /// A number in `range` that is a whole multiple of `step`, or nil when blank and `required` is false.
    func rating(
        _ record: CSVRecord, _ column: CSVColumn?, in range: ClosedRange<Double>, step: Double, required: Bool, expected: String
    ) throws -> Double? {
        guard let column else { return nil }
        let value = record[column].trimmedWhiteSpace
        if value.isEmpty {
            guard !required else { throw badValue(record, column, kind: "", expected: expected) }
            return nil
        }
        guard let rating = Double(value), range.contains(rating), (rating / step).rounded() == rating / step else {
            throw badValue(record, column, kind: "a rating on this scale", expected: expected)
        }
        return rating
    }

    /// A whole number above zero (an id), or nil when the field is blank.
    func positiveInteger(_ record: CSVRecord, _ column: CSVColumn, expected: String) throws -> Int? {
        let value = record[column].trimmedWhiteSpace
        if value.isEmpty { return nil }
        guard let number = Int(value), number > 0 else { throw badValue(record, column, kind: "a whole number above 0", expected: expected) }
        return number
    }

    /// "ratings.csv line 12", for the entry that the record decided.
    func location(_ record: CSVRecord) -> String {
        "\(file) line \(record.line)"
    }

    private func badValue(_ record: CSVRecord, _ column: CSVColumn, kind: String, expected: String) -> HistoryFileError {
        .badValue(file: file, line: record.line, column: column.name, found: record[column], kind: kind, expected: expected)
    }
}
