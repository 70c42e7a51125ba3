import CTurboJPEG
import Foundation

/// Decodes poster JPEGs with libjpeg-turbo's TurboJPEG API, refusing anything a poster would not be before decoding it.
///
/// The header is read first, and an image larger than `maxPixels` (or wider or taller than `maxDimension`) is refused
/// there, so a hostile header claiming 10,000×10,000 costs nothing. The image is decoded at TurboJPEG's smallest
/// scale (1/8 … 1) still at least as large as what is sampled from it, and a cut-short or damaged JPEG (which
/// libjpeg-turbo would otherwise finish in gray) is refused, as is a progressive one with a pathological number of scans.
public struct PosterDecoder: Sendable {
    /// The largest body read: TMDB's largest posters (w780) are some 150 KB.
    public var maxBytes = 4 * 1024 * 1024
    /// The most pixels an image may claim: a 1,400 × 2,100 poster and a little over.
    public var maxPixels = 3_200_000
    /// The widest or tallest an image may be.
    public var maxDimension = 4096

    /// A decoder with the default limits.
    public init() {}

    /// The width and height `data`'s JPEG header claims, checked against the limits.
    public func size(of data: Data) throws(PosterDecodingError) -> (width: Int, height: Int) {
        guard data.count <= maxBytes else { throw .tooManyBytes(data.count) }
        guard let handle = tjInitDecompress() else { throw .damaged }
        defer { tjDestroy(handle) }
        return try header(data, handle: handle)
    }

    /// `data` decoded to RGBA at the smallest scale whose size is at least `width` × `height` (the whole image when none is).
    public func decode(_ data: Data, atLeast width: Int, _ height: Int) throws(PosterDecodingError) -> PosterImage {
        guard data.count <= maxBytes else { throw .tooManyBytes(data.count) }
        guard let handle = tjInitDecompress() else { throw .damaged }
        defer { tjDestroy(handle) }
        let full = try header(data, handle: handle)
        let scaled = Self.scale(full, toAtLeast: (width, height))
        var pixels = [UInt8](repeating: 0, count: scaled.width * scaled.height * 4)
        // Warnings (a JPEG cut short) stop the decode; LIMITSCANS refuses progressive JPEGs with 500+ scans, which would
        // take minutes of CPU.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS | TJFLAG_FASTDCT
        let result = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
            pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(
                    handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), output.baseAddress,
                    Int32(scaled.width), 0, Int32(scaled.height), Int32(TJPF_RGBA.rawValue), Int32(flags)
                )
            }
        }
        guard result == 0 else { throw .damaged }
        return PosterImage(width: scaled.width, height: scaled.height, rgba: pixels)
    }

    private func header(_ data: Data, handle: tjhandle) throws(PosterDecodingError) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
        let result = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colourspace)
        }
        guard result == 0, width > 0, height > 0 else { throw .notJPEG }
        let (w, h) = (Int(width), Int(height))
        guard w <= maxDimension, h <= maxDimension, w * h <= maxPixels else { throw .tooLarge(width: w, height: h) }
        return (w, h)
    }

    // TurboJPEG scales by factors from 1/8 to 2; the smallest not below what is wanted, never above 1.
    private static func scale(_ size: (width: Int, height: Int), toAtLeast wanted: (Int, Int)) -> (width: Int, height: Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return size }
        var best = size
        for index in 0..<Int(count) {
            let factor = factors[index]
            guard factor.num <= factor.denom else { continue }
            let width = Int(fs_tj_scaled(Int32(size.width), factor)), height = Int(fs_tj_scaled(Int32(size.height), factor))
            if width >= wanted.0, height >= wanted.1, width * height < best.width * best.height {
                best = (width, height)
            }
        }
        return best
    }
}
