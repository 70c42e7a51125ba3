import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// `filmswipe list favourites|watchlist|disliked|seen [--json]`: one film a line, newest first.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print a list: one film a line, `Title (Year)`, newest first.")

    @Argument(help: "favourites, watchlist, disliked or seen")
    var list: ListName

    @Flag(help: "Print the list as JSON, with every field.")
    var json = false

    @OptionGroup var options: GameOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let folder = try DataFolder.prepare(options.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let reaction = list.reaction
            let records = try await store.records(reaction)
            if json {
                FileHandle.standardOutput.write(try ReactionExporter().export(records, as: .json))
            } else if records.isEmpty {
                // On standard error: a script reading the list gets no line, a person the reason and the way to fill it.
                FileHandle.standardError.write(Data("\(list.emptyMessage) (data folder \(folder.url.path))\n".utf8))
            } else {
                for record in records {
                    print(record.film.year.map { "\(record.film.title) (\($0))" } ?? record.film.title)
                }
            }
        }
    }
}
