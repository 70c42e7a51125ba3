import CTurboJPEG
import Foundation

/// Real JPEGs for the stub and the tests, encoded with TurboJPEG: a poster-like picture (a sky gradient, a sun and a
/// dark band) whose colours depend on a seed, so different films get different posters.
public enum StubJPEG {
    /// A `width` × `height` JPEG of the picture for `seed`.
    public static func poster(width: Int, height: Int, seed: Int = 0) -> Data {
        encode(width: width, height: height, pixels: pixels(width: width, height: height, seed: seed))
    }

    /// The RGB pixels (3 bytes each, rows top first) of the picture for `seed`.
    public static func pixels(width: Int, height: Int, seed: Int = 0) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let hue = UInt8(truncatingIfNeeded: seed &* 47)
        let sun = (x: width * 2 / 3, y: height / 3, radius: max(2, width / 5))
        for y in 0..<height {
            for x in 0..<width {
                var (r, g, b): (Int, Int, Int)
                let dx = x - sun.x, dy = y - sun.y
                if dx * dx + dy * dy <= sun.radius * sun.radius {
                    (r, g, b) = (250, 220, 60)
                } else if y > height * 3 / 4 {
                    (r, g, b) = (30, 25, 40)
                } else {
                    let t = y * 255 / max(1, height)
                    (r, g, b) = ((Int(hue) + t / 2) % 256, 60 + t / 3, 200 - t / 2)
                }
                let offset = (y * width + x) * 3
                pixels[offset] = UInt8(clamping: r)
                pixels[offset + 1] = UInt8(clamping: g)
                pixels[offset + 2] = UInt8(clamping: b)
            }
        }
        return pixels
    }

    /// `pixels` (RGB) encoded as a baseline 4:2:0 JPEG of quality 85.
    public static func encode(width: Int, height: Int, pixels: [UInt8]) -> Data {
        guard let handle = tjInitCompress() else { return Data() }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = pixels.withUnsafeBufferPointer { source in
            tjCompress2(handle, source.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue), &output, &size,
                        Int32(TJSAMP_420.rawValue), 85, 0)
        }
        defer { tjFree(output) }
        guard result == 0, let output else { return Data() }
        return Data(bytes: output, count: Int(size))
    }

    /// `jpeg` with the size its frame header (SOF) claims replaced by `width` × `height`: a hostile header.
    public static func claiming(width: Int, height: Int, in jpeg: Data) -> Data {
        var bytes = [UInt8](jpeg)
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { break }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[index + 5] = UInt8(height >> 8)
                bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8)
                bytes[index + 8] = UInt8(width & 0xFF)
                break
            }
            index += 2 + length
        }
        return Data(bytes)
    }
}
