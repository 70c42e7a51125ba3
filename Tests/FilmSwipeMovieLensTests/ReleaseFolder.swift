import Foundation
import MovieLensReleaseSupport

/// A release folder and a data folder of the test's own, removed when the test ends.
final class ReleaseFolder {
    let release: URL
    let data: URL
    private let root: URL

    /// Folders holding `synthetic` written out (nothing, when nil).
    init(_ synthetic: SyntheticRelease? = SyntheticRelease(users: 60, films: 120, ratings: 3_000)) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-movielens-\(UUID().uuidString)")
        release = root.appendingPathComponent("ml-test")
        data = root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try synthetic?.write(to: release)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` as the release's file `name`.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: release.appendingPathComponent(name))
    }

    /// The names in the data folder.
    func dataContents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []).sorted()
    }
}
