/// Why an image gives no poster; the game shows the card without one.
public enum PosterDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body is larger than a poster could be.
    case tooManyBytes(Int)
    /// The bytes are not a JPEG (its header cannot be read).
    case notJPEG
    /// The header claims more pixels than a poster has; refused before anything is decoded.
    case tooLarge(width: Int, height: Int)
    /// The JPEG is cut short or damaged.
    case damaged

    public var description: String {
        switch self {
        case let .tooManyBytes(count): "the image has \(count) bytes, more than a poster has"
        case .notJPEG: "the image is not a JPEG"
        case let .tooLarge(width, height): "the image claims \(width)×\(height) pixels, more than a poster has"
        case .damaged: "the JPEG is cut short or damaged"
        }
    }
}
