import Foundation

/// A fresh folder of a test's own under the system's temporary folder: made by the test, removed by it, so the test
/// leaves nothing behind and touches no folder it did not make.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// A new empty folder, to be removed with `remove()`.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Runs `body` with a new empty folder and removes the folder afterwards, whatever `body` does.
    public static func with<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try body(folder)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            // Nothing can be done about a folder that will not go; the CI run names whatever the suite left.
        }
    }

    /// Writes `text` as UTF-8 at `path` (folders made as needed) and returns its URL.
    @discardableResult
    public func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    /// Writes `data` at `path` (folders made as needed) and returns its URL.
    @discardableResult
    public func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}
