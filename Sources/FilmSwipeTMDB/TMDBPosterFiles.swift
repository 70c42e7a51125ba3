import FilmSwipeData
import Foundation
import Synchronization

/// Poster images kept in a folder with a cap on their total size: the least recently used go first.
///
/// Best effort, like the page cache: a file that cannot be written, read or removed is skipped without an error. The
/// folder is read once, when first used, for the files and their sizes; after that the total is kept as files come and go.
public final class TMDBPosterFiles: Sendable {
    /// What the posters may take unless told otherwise: some 2,000 posters of the size a card draws.
    public static let defaultLimit = 64 * 1024 * 1024

    /// The folder that holds the images.
    public let folder: URL
    /// The most bytes kept.
    public let limit: Int
    private let state = Mutex<State?>(nil)

    private struct State {
        var sizes: [String: Int] = [:]
        var used: [String: Date] = [:]
        var total: Int { sizes.values.reduce(0, +) }
    }

    /// A folder of images (made 0700 on the first store) of at most `limit` bytes.
    public init(folder: URL, limit: Int = TMDBPosterFiles.defaultLimit) {
        self.folder = folder
        self.limit = max(0, limit)
    }

    /// The image kept as `name`, if any; reading it makes it the most recently used.
    public func image(named name: String) -> Data? {
        guard Self.isSafe(name) else { return nil }
        let url = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else { return nil }
        let now = Date()
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
        state.withLock { state in
            if state == nil { state = scan() }
            state?.used[name] = now
        }
        return data
    }

    /// Keeps `data` as `name`, removing the least recently used images first so the total stays under the limit.
    public func store(_ data: Data, named name: String) {
        guard Self.isSafe(name), data.count <= limit else { return }
        state.withLock { state in
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
            else { return }
            var current = state ?? scan()
            var total = current.total - (current.sizes[name] ?? 0)
            let oldest = current.used.filter { $0.key != name }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
            for (file, _) in oldest where total + data.count > limit {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
                total -= current.sizes[file] ?? 0
                current.sizes[file] = nil
                current.used[file] = nil
            }
            if (try? AtomicFile.write(data, to: folder.appendingPathComponent(name), permissions: 0o600)) != nil {
                current.sizes[name] = data.count
                current.used[name] = Date()
            }
            state = current
        }
    }

    /// The bytes the images take, as last counted.
    public var totalBytes: Int {
        state.withLock { state in
            if state == nil { state = scan() }
            return state?.total ?? 0
        }
    }

    // Only finished images count: a writer's hidden partial file is not the cache's to remove.
    private func scan() -> State {
        var state = State()
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys) else { return state }
        for file in files where Self.isSafe(file.lastPathComponent) {
            let values = try? file.resourceValues(forKeys: Set(keys))
            state.sizes[file.lastPathComponent] = values?.fileSize ?? 0
            state.used[file.lastPathComponent] = values?.contentModificationDate ?? .distantPast
        }
        return state
    }

    /// Whether `name` is a plain file name of letters, digits, `-`, `_` and `.`, not hidden: never a path.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 160 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "-_.".unicodeScalars.contains($0) }
    }
}
