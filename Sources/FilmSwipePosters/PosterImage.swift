/// A decoded picture: 8-bit RGB pixels, row after row, top first.
public struct PosterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width` × `height` × 3 bytes.
    public let pixels: [UInt8]

    /// A picture of `width` × `height` pixels from `pixels` (RGB, 3 bytes each).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 3, "pixels do not fill the picture")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
