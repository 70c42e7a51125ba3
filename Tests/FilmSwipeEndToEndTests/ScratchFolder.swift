import Foundation

/// A temporary folder for one test, removed when the test lets go of it.
final class ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-scratch-\(UUID().uuidString)")

    /// The folder, holding `files` (paths inside it; one ending in `/` is a folder).
    init(_ files: [String] = []) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        for file in files {
            let place = url.appendingPathComponent(file)
            if file.hasSuffix("/") {
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            } else {
                try Data().write(to: place)
            }
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
