import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Foundation
import Testing

/// The client's side against a real server on loopback: entering a room, dealing its deck, votes as reactions, and
/// votes made while the server is away.
@Suite(.timeLimit(.minutes(1)))
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
        let serverData = try TemporaryFolder(), client = try TemporaryFolder()
        defer { serverData.remove(); client.remove() }
        // A port below the kernel's range for outgoing connections: none of the other tests' connections can take it
        // between the stop and the restart.
        var started: RunningPartyServer?
        for _ in 0..<50 where started == nil {
            started = try? await PartyServer.start(host: "127.0.0.1", port: Int.random(in: 20_000..<32_000), dataFolder: serverData.url, grace: .zero)
        }
        let first = try #require(started)
        let port = first.port
        let ann = try session("127.0.0.1:\(port)", .create(RoomOptions()), folder: client)
        let welcome = try await ann.connect(backoff: Self.quickBackoff)
        let film = welcome.deck[0].id
        await first.stop()

        try await ann.vote(film, yes: true)

        // The stopped server's socket may take a moment to be let go of on a busy machine: try again until it is.
        var restarted: RunningPartyServer?
        for _ in 0..<100 where restarted == nil {
            restarted = try? await PartyServer.start(host: "127.0.0.1", port: port, dataFolder: serverData.url, grace: .zero)
            if restarted == nil { try await Task.sleep(for: .milliseconds(100)) }
        }
        let again = try #require(restarted)
        var (bob, _) = try await PartyTestClient.join(port: port, code: welcome.code, name: "Bob")
        try await bob.send(.vote(film: film, yes: true))
        // The match needs Ann's yes, which only her store had while the server was away.
        #expect(try await bob.match().film == film)
        await ann.leave()
        await again.stop()
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

@Suite(.timeLimit(.minutes(1)))
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
            while await !ann.isMatch(film.id) { try await Task.sleep(for: .milliseconds(20)) }
            await #expect(throws: PartySessionError.alreadyMatched(title: film.title)) { try await ann.undo(film.id) }
            await #expect(throws: PartySessionError.alreadyMatched(title: film.title)) { try await ann.vote(film.id, yes: false) }
            await ann.leave()
        }
    }
}
