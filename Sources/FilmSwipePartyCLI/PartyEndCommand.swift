import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation

/// `filmswipe party end CODE[@ADDR:PORT]`: the host closes their room for everyone, as `q` then `e` does in the game.
struct PartyEndCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "end",
        abstract: "End a room you host, for everyone in it: each member's game shows its matches and stops, and the server forgets the room.",
        discussion: """
        Run it with the data folder you hosted from: the room is ended as its host, whom the folder remembers. Give the \
        room as the host's screen shows it (K7QX3PMABC@192.168.1.20:7420), or its code alone when the folder knows one \
        server for it. `filmswipe party matches` still lists the room, its pick and its matches afterwards. In the game, \
        the host's q then e does the same.
        """
    )

    @Argument(help: ArgumentHelp("The room, such as K7QX3PMABC@192.168.1.20:7420, or its code alone.", valueName: "code[@address]"))
    var room: String

    @Option(help: ArgumentHelp("The name you hosted the room as, when this folder was in it under more than one.", valueName: "name"))
    var name: String?

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let (code, server) = try parse()
            let data = try DataFolder.prepare(folder.dataFolder())
            let store = try PartyClientStore(path: data.url.appendingPathComponent(PartyFiles.clientStore))
            let membership = try await self.membership(of: code, on: server, in: store)
            let player = MemberName(membership.name)
            // Held while the room is ended: the folder's party file is one player's (see `PartyFolderLock`).
            let lock = try PartyFolderLock.claim(data, for: player)
            defer { lock.release() }
            let session = PartySession(server: membership.server, start: .join(code), name: player, taste: nil, store: store)
            try await PartyConnect.welcome(session)
            do {
                _ = try await session.end()
            } catch let error as PartySessionError {
                // Only the host may end it: the player was not in the room before this, so they leave it again at once.
                _ = await Deadline.value(within: .seconds(2)) { await session.leave() }
                if case let .refused(refusal) = error, refusal.reason == .notHost {
                    throw CommandFailure("Room \(code.text) is still on: \(refusal.message).")
                }
                throw CommandFailure(error.description)
            }
            print("Party \(code.text) is over.")
            for line in await session.room.endingLines.map({ $0.isEmpty ? ["No match."] : $0 }) ?? [] { print("  " + line) }
        }
    }

    private func parse() throws -> (RoomCode, String?) {
        if room.contains("@") {
            do {
                let address = try PartyAddress(parsing: room)
                return (address.code, address.server.description)
            } catch {
                throw CommandFailure(error.localizedDescription + ".", status: 64)
            }
        }
        do {
            return (try RoomCode(parsing: room), nil)
        } catch {
            throw CommandFailure(error.localizedDescription + ".", status: 64)
        }
    }

    // The folder's membership of the room: its server and the name it was in it as, one and only one.
    private func membership(of code: RoomCode, on server: String?, in store: PartyClientStore) async throws -> (server: String, name: String) {
        let known = try await store.memberships(code: code).filter { server == nil || $0.server == server }
        let named = name.map { name in known.filter { $0.name == MemberName(name).text } } ?? known
        let servers = Set(named.map(\.server)).sorted()
        guard let first = named.first else {
            let place = server.map { " on \($0)" } ?? ""
            throw CommandFailure(
                "This data folder was never in room \(code.text)\(place)\(name.map { " as \($0)" } ?? ""). Only the room's host can end it, "
                    + "with the data folder they hosted from (--data-dir)."
            )
        }
        guard servers.count == 1 else {
            throw CommandFailure("Room \(code.text) was on more than one server here (\(servers.joined(separator: ", "))): give it as CODE@ADDR:PORT.", status: 64)
        }
        guard Set(named.map(\.name)).count == 1 else {
            throw CommandFailure("This folder was in room \(code.text) as \(named.map(\.name).joined(separator: " and ")): say which with --name.", status: 64)
        }
        return first
    }
}
