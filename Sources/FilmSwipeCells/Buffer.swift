import FilmSwipeText
/// An in-memory grid of cells that views draw into; the terminal backend copies it to the screen.
public struct Buffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// The images placed over cells, in the order placed; writing a cell one covers takes it away, so whatever is drawn
    /// over an image (a dialog) is never shown under it.
    public private(set) var images: [ImagePlacement] = []

    /// A blank buffer of `width` × `height` cells.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes `text` from column `x` on row `y`, clipped to `clip` (default: the buffer), and returns
    /// the column after the last one written. A wide grapheme that would not fit whole is not drawn.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = clip ?? bounds
        guard y >= max(0, area.y), y < min(height, area.maxY) else { return x }
        let left = max(0, area.x), right = min(width, area.maxX)
        var column = x
        for character in text {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            if column + columns > right { break }
            if column >= left {
                put(Cell(grapheme: String(character), width: columns, style: style), x: column, y: y)
            }
            column += columns
        }
        return column
    }

    /// Fills `rect` (clipped to the buffer) with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                put(.blank(style), x: x, y: y)
            }
        }
    }

    /// Places `image` with its top-left corner at column `x`, row `y`, over blank cells; nothing when it does not lie
    /// wholly inside `clip` (default: the buffer), as an image cannot be cut.
    public mutating func place(_ image: TerminalImage, x: Int, y: Int, clip: Rect? = nil) {
        let area = clip ?? bounds
        let frame = Rect(x: x, y: y, width: image.columns, height: image.rows)
        guard !frame.isEmpty, frame.x >= max(0, area.x), frame.y >= max(0, area.y), frame.maxX <= min(width, area.maxX),
              frame.maxY <= min(height, area.maxY)
        else { return }
        fill(frame)
        images.append(ImagePlacement(image: image, x: x, y: y))
    }

    /// Takes every image away, leaving the blank cells under them: what a modal dialog does to the screen below it.
    public mutating func removeImages() {
        images = []
    }

    /// The text of row `y`, wide graphemes once, for tests and screen captures.
    public func text(row y: Int) -> String {
        (0..<width).reduce(into: "") { line, x in line += self[x, y].grapheme }
    }

    /// Every row's text, joined by newlines, trailing blanks trimmed from each row.
    public var text: String {
        (0..<height).map { row -> String in
            var line = text(row: row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    // Puts one cell, blanking any half of a wide grapheme it would split.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        if !images.isEmpty { images.removeAll { $0.frame.contains(x: x, y: y) || cell.width == 2 && $0.frame.contains(x: x + 1, y: y) } }
        let row = y * width
        if cells[row + x].isContinuation, x > 0 {
            cells[row + x - 1] = .blank(cells[row + x - 1].style)
        }
        let last = x + cell.width - 1
        if last + 1 < width, cells[row + last + 1].isContinuation {
            cells[row + last + 1] = .blank(cells[row + last + 1].style)
        }
        if cell.width == 2, cells[row + x + 1].width == 2 {
            // The right half lands on the left half of another wide grapheme: its right half is orphaned.
            if x + 2 < width { cells[row + x + 2] = .blank(cells[row + x + 2].style) }
        }
        cells[row + x] = cell
        if cell.width == 2 {
            cells[row + x + 1] = Cell(grapheme: "", width: 0, style: cell.style)
        }
    }
}
