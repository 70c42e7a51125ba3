import ArgumentParser
import FilmSwipeCommands
import FilmSwipeImport
import Foundation

/// `filmswipe import letterboxd PATH`: Letterboxd's "Export your data" ZIP, its folder, or one of its CSV files.
struct ImportLetterboxdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "letterboxd",
        abstract: "Import Letterboxd's export: the ZIP from letterboxd.com/settings/data, the folder it unpacks to, or one of its CSV files.",
        discussion: "Rated 4 stars or more, or liked: favourite. Rated 2 stars or less: disliked. On the watchlist: watchlist. Watched otherwise: seen. "
            + "FilmSwipe's own `export --format letterboxd` folder (or one of its files) is read back as the reactions it was written from."
    )

    @Argument(help: ArgumentHelp("The ZIP, folder or CSV file.", valueName: "path"), completion: .file(extensions: ["zip", "csv"]))
    var path: String

    @OptionGroup var options: HistoryImportOptions

    func run() async throws {
        try await CommandFailure.reporting {
            try await HistoryImportRun(origin: .letterboxd, options: options).run {
                let history = try LetterboxdExport.read(URL(fileURLWithPath: (path as NSString).expandingTildeInPath))
                let files = LetterboxdFile.allCases.compactMap { file in
                    history.rowsRead[file].map { "\(file.path) \($0) row\($0 == 1 ? "" : "s")" }
                }
                return (history.entries, ["Read \(path): \(files.joined(separator: ", "))."])
            }
        }
    }
}
