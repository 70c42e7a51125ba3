import FilmSwipeDomain
import Foundation

/// Reads `ratings.csv` (`userId,movieId,rating,timestamp`) into compact ratings, checking every field.
public struct RatingsFile: Sendable {
    /// The first line every ratings file starts with.
    public static let header = "userId,movieId,rating,timestamp"
    /// The CSV file.
    public let url: URL

    /// The ratings at `path`: a folder holding `ratings.csv`, or the CSV file itself.
    public init(path: URL) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
        url = exists && isFolder.boolValue ? path.appendingPathComponent("ratings.csv") : path
    }

    /// Every rating in the file's order, or the first problem found.
    public func load() throws -> RatingSet {
        guard FileManager.default.fileExists(atPath: url.path) else { throw RatingsFileError.notFound(path: url.path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RatingsFileError.unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return try Self.parse(data, path: url.path)
    }

    /// Parses the bytes of a ratings file; `path` only names it in errors.
    public static func parse(_ data: Data, path: String) throws -> RatingSet {
        // A hand-written byte scanner: splitting 100,004 lines into Strings costs more than the whole model build.
        let ratings = try data.withUnsafeBytes { raw -> [Rating] in
            var scanner = RatingsScanner(bytes: raw.bindMemory(to: UInt8.self), path: path)
            return try scanner.scan()
        }
        return RatingSet(ratings)
    }
}
