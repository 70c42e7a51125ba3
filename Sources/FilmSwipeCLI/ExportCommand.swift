import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// `filmswipe export --format csv|json|letterboxd [--list …] [--output FILE|FOLDER]`.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export reactions as CSV, JSON, or the files Letterboxd's importers read.",
        discussion: """
        Without --list every reaction is exported. csv and json are printed, or written to the file --output names, whole \
        or not at all. letterboxd writes a file for each of Letterboxd's importers into the folder --output names \
        (films you saw, your watchlist, your favourites and dislikes as lists), and never replaces a file already there.
        """
    )

    @Option(help: "csv, json or letterboxd")
    var format: ExportFormatArgument

    @Option(help: "Only this list: favourites, watchlist, disliked or seen.")
    var list: ListName?

    @Option(help: ArgumentHelp("Write to this file instead of printing (letterboxd: into this folder).", valueName: "path"), completion: .file())
    var output: String?

    @OptionGroup var options: GameOptions

    func validate() throws {
        if format.format == .letterboxd, output == nil {
            throw ValidationError("\(ReactionExporter.SeveralFiles().localizedDescription): pass --output with a folder to write them into, such as --output letterboxd.")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let folder = try DataFolder.prepare(options.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let records = try await store.records(list?.reaction)
            if format.format == .letterboxd, let output {
                return try LetterboxdExportRun(folder: Self.url(output)).write(records)
            }
            let data = try ReactionExporter().export(records, as: format.format)
            guard let output else {
                FileHandle.standardOutput.write(data)
                return
            }
            let url = Self.url(output)
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw CommandFailure("\(PlayerMessage.describing(error)). Nothing was written; choose another --output.")
            }
            FileHandle.standardError.write(Data("Exported \(records.count) reaction\(records.count == 1 ? "" : "s") to \(url.path)\n".utf8))
        }
    }

    private static func url(_ path: String) -> URL {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    }
}

/// `--format` on the command line.
struct ExportFormatArgument: ExpressibleByArgument {
    let format: ExportFormat

    init?(argument: String) {
        guard let format = ExportFormat(rawValue: argument.lowercased()) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { ExportFormat.allCases.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
