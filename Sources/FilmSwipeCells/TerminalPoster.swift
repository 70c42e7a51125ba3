/// A poster as the terminal draws it: text cells (block symbols in colour), or an image in the terminal's protocol.
public enum TerminalPoster: Sendable, Equatable {
    /// Drawn in cells, for every terminal with 256 colours and Unicode.
    case cells(Buffer)
    /// A picture in the terminal's own image protocol, placed over the poster's cells.
    case image(TerminalImage)

    /// The cells it fills.
    public var columns: Int {
        switch self {
        case let .cells(buffer): buffer.width
        case let .image(image): image.columns
        }
    }

    /// The rows it fills.
    public var rows: Int {
        switch self {
        case let .cells(buffer): buffer.height
        case let .image(image): image.rows
        }
    }
}
