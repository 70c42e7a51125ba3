import ArgumentParser
import FilmSwipeCommands
import FilmSwipePartyClient
import Foundation

/// `filmswipe party matches`: the player's parties, newest first, each with its date, who was there and its matches.
struct PartyMatchesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matches",
        abstract: "Print your parties' matches, grouped by party, newest first: room code, date and who was there, then each match, `Title (Year)`.",
        discussion: "A party without a match is listed too, with \"no match\", so every party you were in shows."
    )

    @Flag(help: "Print them as JSON: an array of parties (code, server, joined_at, members, matches with film id, title, year, order, and how many said yes of how many).")
    var json = false

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let data = try DataFolder.prepare(folder.dataFolder())
            let store = try PartyClientStore(path: data.url.appendingPathComponent(PartyFiles.clientStore))
            let parties = try await store.parties()
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                FileHandle.standardOutput.write(try encoder.encode(parties) + Data("\n".utf8))
            } else if parties.isEmpty {
                // On standard error: a script gets no line, a person the reason and the way to a party.
                let message = "No parties yet in \(data.url.path): filmswipe party host starts a room, filmswipe party join CODE@ADDR:PORT joins one.\n"
                FileHandle.standardError.write(Data(message.utf8))
            } else {
                for line in PartyMatchesText.lines(parties) { print(line) }
            }
        }
    }
}
