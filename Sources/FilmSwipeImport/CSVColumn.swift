/// A column of a CSV file, found by its header name so that services may add or reorder columns freely.
public struct CSVColumn: Sendable, Hashable {
    /// The name as the header spells it, trimmed.
    public let name: String
    /// Its 0-based position in each record.
    public let index: Int

    /// Creates a column.
    public init(name: String, index: Int) {
        self.name = name
        self.index = index
    }
}
