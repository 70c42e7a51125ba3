import Foundation

/// The game's own folder: created on first use, checked writable before the terminal is taken over.
struct DataFolder {
    let url: URL

    /// The folder, created if missing; a clear error when it cannot be created or written.
    static func prepare(_ url: URL) throws -> DataFolder {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure("Cannot create the data folder \(url.path): \((error as NSError).localizedDescription). Pass --data-dir with a folder you can write to.")
        }
        guard manager.isWritableFile(atPath: url.path) else {
            throw CommandFailure("The data folder \(url.path) is not writable. Fix its permissions, or pass --data-dir with a folder you can write to.")
        }
        return DataFolder(url: url)
    }

    private var welcomeMarker: URL { url.appendingPathComponent("welcome-shown") }

    /// Whether this is the first game played with this folder.
    var isFirstRun: Bool { !FileManager.default.fileExists(atPath: welcomeMarker.path) }

    /// Remembers that the welcome was shown.
    func markWelcomeShown() {
        FileManager.default.createFile(atPath: welcomeMarker.path, contents: Data())
    }
}
