import Foundation

/// What a built MovieLens catalogue came from, written last into its folder (`release.json`): a folder without it is
/// no finished build.
public struct MovieLensManifest: Codable, Sendable, Equatable {
    /// The release folder it was built from.
    public var release: String
    /// That release's files as they were (`MovieLensRelease.fingerprint`).
    public var fingerprint: String
    /// The model file's ratings stamp (`ModelStamp.ratings`), in hexadecimal.
    public var ratingsStamp: String
    /// Films in the catalogue.
    public var films: Int
    /// Ratings the model learnt from.
    public var ratings: Int
    /// When the build finished.
    public var built: Date

    /// The manifest's file name.
    static let fileName = "release.json"

    /// The ratings stamp as a number.
    var ratingsStampValue: UInt64? { UInt64(ratingsStamp, radix: 16) }
}
