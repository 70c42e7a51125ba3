import ArgumentParser
import FilmSwipeCommands
import FilmSwipeImport
import Foundation

/// `filmswipe import imdb PATH`: IMDb's ratings export.
struct ImportIMDbCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "imdb",
        abstract: "Import IMDb's ratings export (Your Ratings, then Export, on imdb.com): the CSV file.",
        discussion: "Only films (not series or episodes). Rated 8 or more: favourite. Rated 4 or less: disliked. Otherwise: seen."
    )

    @Argument(help: ArgumentHelp("The ratings CSV file.", valueName: "path"), completion: .file(extensions: ["csv"]))
    var path: String

    @OptionGroup var options: HistoryImportOptions

    func run() async throws {
        try await CommandFailure.reporting {
            try await HistoryImportRun(origin: .imdb, options: options).run {
                let history = try IMDbRatingsExport.read(URL(fileURLWithPath: (path as NSString).expandingTildeInPath))
                var line = "Read \(path): \(history.rowsRead) row\(history.rowsRead == 1 ? "" : "s")"
                let notFilms = history.notFilms.values.reduce(0, +)
                if notFilms > 0 {
                    // Most common kind first, so "2 TV Series, 1 TV Episode" reads in order of size.
                    let kinds = history.notFilms.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
                    line += "; \(notFilms) not a film, left out (\(kinds.joined(separator: ", ")))"
                }
                return (history.entries, [line + "."])
            }
        }
    }
}
