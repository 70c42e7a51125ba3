/// A decoded picture: 8-bit RGBA pixels (alpha always opaque), row after row, top first.
///
/// Four bytes a pixel keep every row's start aligned: libchafa 1.12 misreads packed 3-byte rows whose length is not a
/// multiple of four (a 154-pixel-wide poster came out as gray mush).
public struct PosterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width` × `height` × 4 bytes.
    public let pixels: [UInt8]

    /// A picture of `width` × `height` pixels from `pixels` (RGBA, 4 bytes each).
    public init(width: Int, height: Int, rgba pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "pixels do not fill the picture")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A picture of `width` × `height` pixels from `rgb` (3 bytes each), made opaque.
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "pixels do not fill the picture")
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            pixels[index * 4] = rgb[index * 3]
            pixels[index * 4 + 1] = rgb[index * 3 + 1]
            pixels[index * 4 + 2] = rgb[index * 3 + 2]
        }
        self.init(width: width, height: height, rgba: pixels)
    }

    /// The red, green and blue of the pixel at column `x`, row `y`.
    public func colour(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }
}
