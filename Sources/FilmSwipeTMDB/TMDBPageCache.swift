import FilmSwipeData
import Foundation
import Synchronization

/// The answers to recent TMDB reads, kept in a folder so a start without network can still deal films.
///
/// Best effort: a file that cannot be written, read or removed is skipped without an error, so the cache never fails a
/// deal. Only GET answers are kept; a request holds no secret (the client adds those), so neither do the files.
public final class TMDBPageCache: Sendable {
    /// How many answers a cache keeps unless told otherwise: about 3 MB of pages, and room for a long session
    /// before page 1 and the genre list (written first) are the oldest and go.
    public static let defaultLimit = 200

    /// The folder that holds the answers.
    public let folder: URL
    /// The most answers kept (at least one); the oldest go first.
    public let limit: Int
    // Two fetches may store at once (a page and the pages fetched ahead): one at a time keeps the count.
    private let storing = Mutex(())

    /// A cache in `folder` (made 0700 on the first store) of at most `limit` answers.
    public init(folder: URL, limit: Int = TMDBPageCache.defaultLimit) {
        self.folder = folder
        self.limit = max(1, limit)
    }

    /// Keeps `data` as the answer to `request`, making room first so the folder never holds more than `limit` files.
    public func store(_ data: Data, for request: TMDBRequest) {
        guard request.method == .get else { return }
        let name = Self.fileName(for: request)
        storing.withLock { _ in
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
            else { return }
            evictOldest(keeping: limit - 1, besides: name)
            try? AtomicFile.write(data, to: folder.appendingPathComponent(name), permissions: 0o600)
        }
    }

    /// The answer kept for `request`, if any.
    public func cached(for request: TMDBRequest) -> Data? {
        guard request.method == .get else { return nil }
        return try? Data(contentsOf: folder.appendingPathComponent(Self.fileName(for: request)))
    }

    /// The file of `request`'s answer: a hash of its method, path and query (sorted by name), so the order in which a
    /// request lists its parameters never splits one answer in two.
    static func fileName(for request: TMDBRequest) -> String {
        let query = request.query
            .sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
            .map { item in Self.escaped(item.name) + (item.value.map { "=" + Self.escaped($0) } ?? "") }
        let key = request.method.rawValue + " " + Self.escaped(request.path) + "?" + query.joined(separator: "&")
        let hex = String(fnv1a(Data(key.utf8)), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }

    /// The 64-bit FNV-1a hash of `bytes`: stable across runs and platforms, unlike `Hasher`.
    static func fnv1a(_ bytes: Data) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    // A name or value holding `&`, `=` or `?` must not read as two parameters, or two requests would share a key.
    private static func escaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~/,|"))) ?? text
    }

    // Only finished answers count: a writer's hidden partial file is not the cache's to remove.
    private func evictOldest(keeping count: Int, besides name: String) {
        let manager = FileManager.default
        guard let files = try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey]) else { return }
        let answers = files
            .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix(".") && $0.lastPathComponent != name }
            .map { (url: $0, modified: (try? $0.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast) }
            .sorted { ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent) }
        for answer in answers.dropLast(count) {
            try? manager.removeItem(at: answer.url)
        }
    }
}
