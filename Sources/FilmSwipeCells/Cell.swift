/// One terminal cell: a grapheme and its display width, or the right half of a wide one.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn here; empty for the right half of a wide grapheme.
    public var grapheme: String
    /// Columns the grapheme takes: 1, 2, or 0 for the right half of a wide grapheme.
    public var width: Int
    public var style: Style

    /// Creates a cell.
    public init(grapheme: String, width: Int, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
