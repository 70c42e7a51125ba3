import Foundation

/// Finds the room's web page (`room.html`, `room.css`, `room.js`, `no-room.html`) wherever the party program was built,
/// installed or run from: the files are this target's resources, as the catalogue's are FilmSwipeCatalogue's.
public enum RoomPageFiles {
    /// The page's files, each served under `/page/` (the HTML ones under `/join/CODE`).
    public static let names = ["room.html", "room.css", "room.js", "no-room.html"]

    /// The installed copy's folder, relative to the program's own: `PREFIX/bin/filmswipe-party` reads
    /// `PREFIX/share/filmswipe-page`.
    public static let installedFolder = "../share/filmswipe-page"

    /// The folder holding the page's files, or nil when none is found.
    public static func directory() -> URL? {
        candidates().first { folder in names.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) } }
    }

    // SwiftPM copies the resources beside the binary (and beside the test bundle); an install puts them in
    // PREFIX/share/filmswipe-page. Bundle.module is not used: on Linux it stops the process when it finds nothing, and a
    // server without its page still serves terminals. Never the working directory: a page is not read from where the
    // server happens to be started.
    private static func candidates() -> [URL] {
        let executable = Bundle.main.executableURL ?? Bundle.main.bundleURL.appendingPathComponent("filmswipe-party")
        let folders = [executable.deletingLastPathComponent(), executable.resolvingSymlinksInPath().deletingLastPathComponent()]
        let bundleNames = ["FilmSwipe_FilmSwipePartyPage.resources", "FilmSwipe_FilmSwipePartyPage.bundle/Contents/Resources", installedFolder]
        return folders.flatMap { folder in bundleNames.map { folder.appendingPathComponent($0).standardizedFileURL } }
    }
}
