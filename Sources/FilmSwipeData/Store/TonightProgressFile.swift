import FilmSwipeDomain
import Foundation

/// The "tonight" round a player left before its end, kept in the data folder as `tonight-round.json` (the films, the
/// seed and the answers), written whole after each answer and removed once the round ends. It is a convenience, not
/// a record: a file that cannot be read is taken as no round left, and a new round replaces it.
public struct TonightProgressFile: TonightProgressStore {
    /// The file's name in the data folder.
    public static let fileName = "tonight-round.json"
    /// The format written; another is not read.
    static let version = 1

    /// Where the file is, or would be.
    public let url: URL

    /// The file in the data folder `folder`.
    public init(folder: URL) {
        url = folder.appendingPathComponent(Self.fileName)
    }

    public func saveTonightProgress(_ progress: TonightProgress?) async throws {
        guard let progress else {
            guard unlink(url.path) == 0 || errno == ENOENT else {
                throw AtomicFile.WriteError(path: url.path, reason: String(cString: strerror(errno)))
            }
            return
        }
        // The seed as text: a JSON number loses the low digits of a 64-bit seed in some readers.
        let document = Document(version: Self.version, films: progress.films, seed: String(progress.seed), answers: progress.answers)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(document) + Data("\n".utf8), to: url, permissions: 0o600)
    }

    public func tonightProgress() async throws -> TonightProgress? {
        guard let data = try? Data(contentsOf: url), data.count < 64 * 1024,
              let document = try? JSONDecoder().decode(Document.self, from: data), document.version == Self.version,
              let seed = UInt64(document.seed)
        else { return nil }
        return TonightProgress(films: document.films, seed: seed, answers: document.answers)
    }

    private struct Document: Codable {
        let version: Int
        let films: [FilmID]
        let seed: String
        let answers: [TonightAnswer]
    }
}
