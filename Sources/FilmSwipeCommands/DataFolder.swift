import Foundation

/// The game's own folder: created on first use, checked writable before the terminal is taken over.
public struct DataFolder: Sendable {
    /// The folder.
    public let url: URL

    /// The folder, created if missing; a clear error when it cannot be created or written.
    public static func prepare(_ url: URL) throws -> DataFolder {
        if let reason = createFolders(url.path) {
            throw CommandFailure("Cannot create the data folder \(url.path): \(reason). Pass --data-dir with a folder you can write to.")
        }
        guard access(url.path, W_OK | X_OK) == 0 else {
            throw CommandFailure("The data folder \(url.path) is not writable. Fix its permissions, or pass --data-dir with a folder you can write to.")
        }
        return DataFolder(url: url)
    }

    // mkdir -p with the system's reason on failure; Foundation's messages name no cause here.
    private static func createFolders(_ path: String) -> String? {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return "it is not a folder" }
        return nil
    }

    private var welcomeMarker: URL { url.appendingPathComponent("welcome-shown") }

    /// Whether this is the first game played with this folder.
    public var isFirstRun: Bool { !FileManager.default.fileExists(atPath: welcomeMarker.path) }

    /// Remembers that the welcome was shown; a folder that cannot take the marker only means the welcome shows again.
    public func markWelcomeShown() {
        _ = FileManager.default.createFile(atPath: welcomeMarker.path, contents: Data())
    }
}
