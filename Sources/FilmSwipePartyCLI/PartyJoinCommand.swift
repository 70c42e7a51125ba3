import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation

/// `filmswipe party join CODE@ADDR:PORT`: joins a friend's room and plays in it.
struct PartyJoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a party room and swipe with the others: CODE@ADDR:PORT, as the host's screen shows it.",
        discussion: """
        A data folder is one player's: a second player on the host's machine passes --data-dir with a folder of their \
        own, such as --data-dir ~/.local/share/filmswipe-bob. A party game on a folder another one is using stops at once.
        """
    )

    @Argument(help: ArgumentHelp("The room and its server, such as K7QX3PMABC@192.168.1.20:7420 (K7QX3PMABC@wss://films.example.org:7420 over TLS).", valueName: "code@address"))
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
            try player.catalogue.apply(dataFolder: folder.url)
            // Held while this game plays: the folder's party file is one player's (see `PartyFolderLock`).
            let lock = try PartyFolderLock.claim(folder, for: player.memberName)
            defer { lock.release() }
            let taste = try await PartyTasteReader.taste(in: folder, isPrivate: player.isPrivate, bringingWatchlist: player.bringsWatchlist)
            let services = try RoomWatchTableReader.services(in: folder.url, isPrivate: player.isPrivate)
            let brought = try await PartyWatchlistReader.watchlist(in: folder, bringing: player.bringsWatchlist)
            let session = PartySession(
                server: party.server.description, start: .join(party.code), name: try player.memberName, taste: taste, services: services,
                store: try PartyClientStore(path: folder.url.appendingPathComponent(PartyFiles.clientStore)), trust: try player.trust,
                watchlist: brought.watchlist
            )
            try await PartyConnect.welcome(session)
            let status = try await PartyGame(session: session, folder: folder, settings: try player.settings, notice: brought.notice).play()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
