import Foundation

/// A folder for one test, removed when the test's body returns.
struct TemporaryFolder {
    let url: URL

    /// Runs `body` with a new empty folder and removes the folder afterwards, whatever `body` does.
    static func with<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(TemporaryFolder(url: url))
    }

    /// Writes `data` at `name` in the folder and returns its URL.
    @discardableResult
    func write(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }
}
