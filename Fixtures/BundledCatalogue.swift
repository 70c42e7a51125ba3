import Foundation

/// Finds the bundled catalogue's files wherever the game was built or run from.
public enum BundledCatalogue {
    /// The year its IMDb facts (rating, votes) were taken from IMDb: they come from ggplot2movies (README.md here).
    public static let imdbYear = 2005

    /// The folder holding `catalogue.json`, `genres.json` and `ratings.csv`, or nil when none is found.
    public static func directory() -> URL? {
        candidates().first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("catalogue.json").path) }
    }

    // SwiftPM copies the resources beside the binary; the source folder is the fallback for any build
    // made on this machine. Bundle.module is not used: on Linux it stops the process when it finds nothing.
    private static func candidates() -> [URL] {
        let executableFolder = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        let bundleNames = ["FilmSwipe_FilmSwipeCatalogue.resources", "FilmSwipe_FilmSwipeCatalogue.bundle/Contents/Resources", "FilmSwipe_FilmSwipeCatalogue.bundle"]
        let beside = bundleNames.map { executableFolder.appendingPathComponent($0) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return beside + [source]
    }
}
