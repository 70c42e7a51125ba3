import Foundation

/// Finds the bundled catalogue's files wherever the game was built, installed or run from.
public enum BundledCatalogue {
    /// The year its IMDb facts (rating, votes) were taken from IMDb: they come from ggplot2movies (README.md here).
    public static let imdbYear = 2005

    /// The recommender's community part built from `ratings.csv` (`filmswipe catalogue model`), beside the other files.
    public static let modelFileName = "community.model"

    /// The folder holding `catalogue.json`, `genres.json`, `ratings.csv` and the model file, or nil when none is found.
    public static func directory() -> URL? {
        candidates().first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("catalogue.json").path) }
    }

    /// The installed copy's folder, relative to the program's own: `PREFIX/bin/filmswipe` reads `PREFIX/share/filmswipe-catalogue` (not `share/filmswipe`: under `~/.local` that is the player's own data folder).
    public static let installedFolder = "../share/filmswipe-catalogue"

    // SwiftPM copies the resources beside the binary; an install (Scripts/install.sh, the release tarball, the .deb)
    // puts them in PREFIX/share/filmswipe-catalogue. A debug build also falls back to the source folder, for debug programs
    // copied elsewhere; a release never does, so a release missing its catalogue fails where it is tested.
    // Bundle.module is not used: on Linux it stops the process when it finds nothing.
    private static func candidates() -> [URL] {
        let executable = Bundle.main.executableURL ?? Bundle.main.bundleURL.appendingPathComponent("filmswipe")
        let folders = [executable.deletingLastPathComponent(), executable.resolvingSymlinksInPath().deletingLastPathComponent()]
        let bundleNames = ["FilmSwipe_FilmSwipeCatalogue.resources", "FilmSwipe_FilmSwipeCatalogue.bundle/Contents/Resources", "FilmSwipe_FilmSwipeCatalogue.bundle", installedFolder]
        let installed = folders.flatMap { folder in bundleNames.map { folder.appendingPathComponent($0).standardizedFileURL } }
        #if DEBUG
        return installed + [URL(fileURLWithPath: #filePath).deletingLastPathComponent()]
        #else
        return installed
        #endif
    }
}
