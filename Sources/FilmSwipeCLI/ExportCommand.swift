import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// `filmswipe export --format csv|json|letterboxd [--list …] [--output FILE]`.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export reactions as CSV, JSON, or the CSV Letterboxd imports.",
        discussion: "Without --list every reaction is exported. Without --output the export is printed. A file is written whole or not at all."
    )

    @Option(help: "csv, json or letterboxd")
    var format: ExportFormatArgument

    @Option(help: "Only this list: favourites, watchlist, disliked or seen.")
    var list: ListName?

    @Option(help: ArgumentHelp("Write to this file instead of printing.", valueName: "file"))
    var output: String?

    @OptionGroup var options: GameOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let folder = try DataFolder.prepare(options.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let reaction = list?.reaction
            let records = try await store.records(reaction)
            let data = try ReactionExporter().export(records, as: format.format)
            guard let output else {
                FileHandle.standardOutput.write(data)
                return
            }
            let url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw CommandFailure("\(PlayerMessage.describing(error)). Nothing was written; choose another --output.")
            }
            FileHandle.standardError.write(Data("Exported \(records.count) reaction\(records.count == 1 ? "" : "s") to \(url.path)\n".utf8))
        }
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
}
