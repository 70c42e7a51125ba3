import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation

/// `filmswipe party matches`: the player's parties, newest first, each with its date, who was there and its matches.
struct PartyMatchesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matches",
        abstract: "Print your parties' matches, grouped by party, newest first: room code, date and who was there, then each match, `Title (Year)`.",
        discussion: """
        A party without a match is listed too, with "no match", so every party you were in shows. \
        `--export letterboxd DIR` writes a room's matches (its pick first) as a list to import on Letterboxd.
        """
    )

    @Flag(help: "Print them as JSON: an array of parties (code, server, joined_at, members, matches with film id, title, year, order, and how many said yes of how many).")
    var json = false

    @Option(name: .customLong("export"), help: ArgumentHelp("Write a room's matches, its pick first, as a list to import on Letterboxd (New list, then Import) into the folder given after it: --export letterboxd DIR.", valueName: "format"))
    var export: PartyMatchesFormat?

    @Argument(help: ArgumentHelp("The folder --export writes into, made if missing.", valueName: "folder"), completion: .directory)
    var exportFolder: String?

    @Option(name: .customLong("room"), help: ArgumentHelp("Only this room (its code): the one --export writes (default: your newest party with a match).", valueName: "code"))
    var room: String?

    @OptionGroup var folder: DataFolderOptions

    func validate() throws {
        if export != nil, exportFolder == nil {
            throw ValidationError("--export letterboxd writes into a folder: give it after the format, as in `filmswipe party matches --export letterboxd ~/lists`.")
        }
        if export == nil, let exportFolder {
            throw ValidationError("'\(exportFolder)' is a folder to export to, which needs --export letterboxd before it.")
        }
        if export != nil, json {
            throw ValidationError("--json prints the parties; --export writes a room's matches to a file. Choose one.")
        }
        if let room {
            do {
                _ = try RoomCode(parsing: room)
            } catch {
                throw ValidationError("--room \(room): \(error.localizedDescription). A room's code is the 7 characters `party matches` shows after \"Party\".")
            }
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let data = try DataFolder.prepare(folder.dataFolder())
            let store = try PartyClientStore(path: data.url.appendingPathComponent(PartyFiles.clientStore))
            var parties = try await store.parties()
            if let room, let code = try? RoomCode(parsing: room) {
                parties = parties.filter { $0.code == code.text }
                guard !parties.isEmpty else {
                    throw CommandFailure("You were in no party \(code.text) (data folder \(data.url.path)). `filmswipe party matches` lists the parties you were in.")
                }
            }
            if let exportFolder {
                guard let party = parties.first(where: { !$0.matches.isEmpty || $0.pick != nil }) ?? (room == nil ? nil : parties.first) else {
                    throw CommandFailure("None of your parties has a match yet, so there is no list to write (data folder \(data.url.path)). Swipe in a room until everyone likes a film.")
                }
                return try PartyMatchesExport(folder: URL(fileURLWithPath: exportFolder)).write(party)
            }
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
