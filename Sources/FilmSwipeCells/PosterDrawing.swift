/// How this terminal draws posters, as it answered: in block symbols, or as images in a protocol it has.
public enum PosterDrawing: Sendable, Equatable {
    /// Block symbols in the 240 colours terminals do not theme.
    case symbols
    /// Images in `ImageProtocol`, each cell `cell` pixels (what the terminal said, or a usual size when it did not).
    case image(ImageProtocol, cell: CellPixels)
}

/// The pixels of one terminal cell.
public struct CellPixels: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// A cell of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A usual cell (a 10×20-pixel font) for a terminal that does not say: kitty and iTerm2 scale the image to its cells.
    public static let usual = CellPixels(width: 10, height: 20)
}
