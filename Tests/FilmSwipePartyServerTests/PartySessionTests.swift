import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Foundation
import Testing

/// The client's side against a real server on loopback: entering a room, dealing its deck, votes as reactions, and
/// votes made while the server is away.
@Suite(.timeLimit(.minutes(10)))
struct PartySessionTests {
    private static let quickBackoff = PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200))

    private func session(_ server: String, _ start: PartyStart, folder: TemporaryFolder, name: String = "Ann") throws -> PartySession {
        PartySession(server: server, start: start, name: MemberName(name), taste: nil,
                     store: try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite")))
    }

    @Test func theDeckIsDealtInOrderAndAReactionIsAVote() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let ann = try session("127.0.0.1:\(server.port)", .create(RoomOptions()), folder: client)
            let welcome = try await ann.connect(backoff: Self.quickBackoff)
            let repository = PartyFilmRepository(session: ann)
            let first = try await repository.recommendations(page: 1)
            #expect(first.films.map(\.id) == welcome.deck.prefix(5).map(\.id))
            #expect(first.films.first?.reason == "nobody has swiped it yet")
            let second = try await repository.recommendations(page: 2)
            #expect(second.films.map(\.id) == welcome.deck.dropFirst(5).prefix(5).map(\.id), "no film dealt twice")

            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            try await repository.setReaction(first.films[0], from: .none, to: .watchlist)
            try await bob.send(.vote(film: first.films[0].id, yes: true))
            #expect(try await bob.match().film == first.films[0].id, "up is a yes")
            await ann.leave()
        }
    }

    @Test func aVoteMadeWhileTheServerIsAwayIsSentWhenItComesBack() async throws {
        let client = try TemporaryFolder()
        let server = try await RestartablePartyServer()
        defer { client.remove() }
        let ann = try session(server.address, .create(RoomOptions()), folder: client)
        let welcome = try await ann.connect(backoff: Self.quickBackoff)
        let film = welcome.deck[0].id
        await server.stop()

        try await ann.vote(film, yes: true)

        try await server.restart()
        var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
        try await bob.send(.vote(film: film, yes: true))
        // The match needs Ann's yes, which only her store had while the server was away.
        #expect(try await bob.match().film == film)
        await ann.leave()
        await server.remove()
    }

    @Test func theStoresThatHoldResumeTokensAreReadableOnlyByTheirOwner() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer(folder: client) { server in
            let ann = try session("127.0.0.1:\(server.port)", .create(RoomOptions()), folder: client)
            _ = try await ann.connect(backoff: Self.quickBackoff)
            for name in ["party.sqlite", PartyServer.databaseFileName] {
                let mode = try FileManager.default.attributesOfItem(atPath: client.url.appendingPathComponent(name).path)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(name)")
            }
            await ann.leave()
        }
    }

    @Test func aWrongCodeIsRefusedAndAnUnreachableServerSaysSo() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let stranger = try session("127.0.0.1:\(server.port)", .join(try RoomCode(parsing: "ABCDEFG")), folder: client)
            await #expect(throws: PartySessionError.refused(.wrongCode)) { try await stranger.connect(backoff: Self.quickBackoff) }
        }
        let nowhere = try session("127.0.0.1:9", .join(try RoomCode(parsing: "ABCDEFG")), folder: client)
        do {
            _ = try await nowhere.connect(backoff: Self.quickBackoff)
            Issue.record("connected to a port nobody listens on")
        } catch let PartySessionError.unreachable(server, reason) {
            #expect(server == "127.0.0.1:9" && reason == "the connection was refused")
        }
    }
}

@Suite(.timeLimit(.minutes(10)))
struct PartySessionMatchTests {
    @Test func aMatchedFilmsVoteCannotBeChangedOrTakenBack() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let ann = PartySession(server: "127.0.0.1:\(server.port)", start: .create(RoomOptions()), name: MemberName("Ann"), taste: nil,
                                   store: try PartyClientStore(path: client.url.appendingPathComponent("party.sqlite")))
            let welcome = try await ann.connect(backoff: PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200)))
            let film = welcome.deck[0]
            var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            try await ann.vote(film.id, yes: true)
            try await bob.send(.vote(film: film.id, yes: true))
            _ = try await bob.match()
            // Ann hears of the match through her own connection; wait until her session has it.
            while await !ann.room.isMatch(film.id) { try await Task.sleep(for: .milliseconds(20)) }
            await #expect(throws: PartySessionError.alreadyMatched(title: film.title)) { try await ann.undo(film.id) }
            await #expect(throws: PartySessionError.alreadyMatched(title: film.title)) { try await ann.vote(film.id, yes: false) }
            await ann.leave()
        }
    }
}
