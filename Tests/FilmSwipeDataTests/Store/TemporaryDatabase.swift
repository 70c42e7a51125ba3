import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// A database path in a fresh temporary folder, removed with everything in it when released.
final class TemporaryDatabase: Sendable {
    /// The folder, created empty.
    let folder: URL
    /// `reactions.sqlite` in `folder`; not created.
    let path: URL

    /// A new empty folder.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("reactions.sqlite")
    }

    /// A store on `path`.
    func open() throws -> SQLiteReactionStore {
        try SQLiteReactionStore(path: path)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
