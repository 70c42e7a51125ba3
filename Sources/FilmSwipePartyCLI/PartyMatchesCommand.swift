import ArgumentParser
import FilmSwipeCommands
import FilmSwipePartyClient
import Foundation

/// `filmswipe party matches`: the matches of the player's parties, newest party first, one film a line.
struct PartyMatchesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matches",
        abstract: "Print the matches of your parties: newest party first, one film a line, `Title (Year)`."
    )

    @Flag(help: "Print them as JSON: room code, film id, title, year, order, and how many said yes of how many.")
    var json = false

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let data = try DataFolder.prepare(folder.dataFolder())
            let store = try PartyClientStore(path: data.url.appendingPathComponent(PartyFiles.clientStore))
            let matches = try await store.matches()
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                FileHandle.standardOutput.write(try encoder.encode(matches) + Data("\n".utf8))
            } else {
                for match in matches { print(match.line) }
            }
        }
    }
}
