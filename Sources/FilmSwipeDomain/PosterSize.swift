/// The cells a poster is drawn in: it keeps a poster's 2:3 shape on cells about twice as tall as they are wide.
public struct PosterSize: Sendable, Hashable {
    public let columns: Int
    public let rows: Int

    /// A poster of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The poster `rows` cells high: four columns for every three rows, the shape of a 2:3 picture in cells of 1:2.
    public init(rows: Int) {
        self.init(columns: (rows * 4 + 1) / 3, rows: rows)
    }
}
