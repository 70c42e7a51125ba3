/// An image placed in a buffer with its top-left corner at cell `x`, `y`: the terminal backend shows it over those
/// cells once the frame's text is on screen.
public struct ImagePlacement: Sendable, Equatable {
    public let image: TerminalImage
    public let x: Int
    public let y: Int

    /// `image` at column `x`, row `y`.
    public init(image: TerminalImage, x: Int, y: Int) {
        self.image = image
        self.x = x
        self.y = y
    }

    /// The cells the image covers.
    public var frame: Rect { Rect(x: x, y: y, width: image.columns, height: image.rows) }
}
