import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation
import Synchronization
import Testing

/// The player's votes survive a store that fails and a welcome that interleaves with a vote: each is kept, sent, and
/// what could not be kept on this machine is said.
@Suite(.timeLimit(.minutes(10)))
struct PartySessionStoreTroubleTests {
    private static let quickBackoff = PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200))

    private func session(_ server: String, _ start: PartyStart, store: TroubledPartyStore, name: String = "Ann") -> PartySession {
        PartySession(server: server, start: start, name: MemberName(name), taste: nil, store: store)
    }

    @Test func aVoteMadeWhileTheWelcomeIsProcessedIsKeptAndReachesTheServer() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            let store = try TroubledPartyStore(folder: client)
            let bob = session("127.0.0.1:\(server.port)", .join(welcome.code), store: store, name: "Bob")
            let held = store.holdNextRead()
            let entering = Task { try await bob.connect(backoff: Self.quickBackoff) }
            for await _ in held.reading { break }
            let film = welcome.deck[0].id
            try await bob.vote(film, yes: true)
            held.release()
            _ = try await entering.value

            #expect(await !bob.room.nextFilms(count: welcome.deck.count, excluding: []).contains { $0.id == film }, "the vote is kept")
            try await ann.send(.vote(film: film, yes: true))
            #expect(try await ann.match().film == film, "and reached the server")
            await bob.leave()
        }
    }

    /// Ann in a room she created on `server`, her store in `client`, what she is told going to `screen`.
    private func annInARoom(
        on server: RestartablePartyServer, client: TemporaryFolder, screen: PartyScreenRecorder = PartyScreenRecorder()
    ) async throws -> (PartySession, TroubledPartyStore, PartyWelcome) {
        let store = try TroubledPartyStore(folder: client)
        let ann = session(server.address, .create(RoomOptions()), store: store)
        await ann.onUpdate { screen.show($0) }
        return (ann, store, try await ann.connect(backoff: Self.quickBackoff))
    }

    @Test func votesThatCannotBeReadOnAWelcomeAreToldAndTheVotesHereAreKeptAndSent() async throws {
        let client = try TemporaryFolder()
        let server = try await RestartablePartyServer()
        defer { client.remove() }
        let screen = PartyScreenRecorder()
        let (ann, store, welcome) = try await annInARoom(on: server, client: client, screen: screen)
        let before = welcome.deck[0].id, away = welcome.deck[1].id
        try await ann.vote(before, yes: true)
        await server.stop()
        try await ann.vote(away, yes: true)
        store.failReads(true)

        try await server.restart()
        var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
        try await bob.send(.vote(film: away, yes: true))
        #expect(try await bob.match().film == away, "the vote made while the server was away was sent")
        let told = PartySessionError.votesNotRead(reason: PlayerMessage.describing(TroubledPartyStore.Failure()))
        #expect(screen.notices.contains(.notice(PlayerMessage(title: PlayerMessage.errorTitle, body: told.description, severity: .error))))
        let dealt = await ann.room.nextFilms(count: welcome.deck.count, excluding: []).map(\.id)
        #expect(!dealt.contains(before) && !dealt.contains(away), "no vote of Ann's is dealt again")
        await ann.leave()
        await server.remove()
    }

    @Test func aVoteThatCannotBeSavedIsToldAndStaysQueuedForTheNextWelcome() async throws {
        let client = try TemporaryFolder()
        let server = try await RestartablePartyServer()
        defer { client.remove() }
        let (ann, store, welcome) = try await annInARoom(on: server, client: client)
        let film = welcome.deck[0].id
        await server.stop()
        store.failWrites(true)

        let told = PartySessionError.voteNotSaved(reason: PlayerMessage.describing(TroubledPartyStore.Failure()))
        await #expect(throws: told) { try await ann.vote(film, yes: true) }

        try await server.restart()
        var (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
        try await bob.send(.vote(film: film, yes: true))
        #expect(try await bob.match().film == film, "the vote waited in memory and was sent on the welcome")
        await ann.leave()
        await server.remove()
    }
}

/// What a session asked its screen to show, as a notice.
final class PartyScreenRecorder: Sendable {
    private let shown = Mutex<[PartyUpdate]>([])

    /// Records `update` when it is a notice.
    func show(_ update: PartyUpdate) {
        guard case .notice = update else { return }
        shown.withLock { $0.append(update) }
    }

    /// The notices so far, in order.
    var notices: [PartyUpdate] { shown.withLock { $0 } }
}
