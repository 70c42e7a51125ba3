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
    /// The store, stamping reactions with `now` (by default a fixed time, so stamps can be checked exactly).
    func open(now: @escaping @Sendable () -> Date = { TemporaryDatabase.stamp }) throws -> SQLiteReactionStore {
        try SQLiteReactionStore(path: path, now: now)
    }

    /// The time the stores of these tests stamp reactions with (2024-03-02 09:40:00.125 UTC: whole milliseconds, as the file keeps them, and exact in binary).
    static let stamp = Date(timeIntervalSince1970: 1_709_372_400.125)

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
