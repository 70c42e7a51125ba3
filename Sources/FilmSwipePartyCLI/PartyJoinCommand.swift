import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation

/// `filmswipe party join CODE@ADDR:PORT`: joins a friend's room and plays in it.
struct PartyJoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a party room and swipe with the others: CODE@ADDR:PORT, as the host's screen shows it."
    )

    @Argument(help: ArgumentHelp("The room and its server, such as K7QX3PM@192.168.1.20:7420.", valueName: "code@address"))
    var address: String

    @OptionGroup var player: PartyPlayerOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let party: PartyAddress
            do {
                party = try PartyAddress(parsing: address)
            } catch {
                throw CommandFailure(error.localizedDescription + ".", status: 64)
            }
            let folder = try DataFolder.prepare(player.folder.dataFolder())
            let taste = try await PartyTasteReader.taste(in: folder, isPrivate: player.isPrivate)
            let session = PartySession(
                server: party.server.description, start: .join(party.code), name: try player.memberName, taste: taste,
                store: try PartyClientStore(path: folder.url.appendingPathComponent(PartyFiles.clientStore))
            )
            try await PartyConnect.welcome(session)
            let status = try await PartyGame(session: session, folder: folder, settings: try player.settings).play()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
