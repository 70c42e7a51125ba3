@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB outbox")
struct TMDBOutboxTests {
    private static let writes = "/account/\(TMDBStubServer.accountID)/"

    /// An outbox over `store` through a client of `bed`'s stub that does not retry by itself.
    private func outbox(_ bed: TMDBTestBed, store: AccountSyncStore, sessionID: String = TMDBStubServer.sessionID, retry: TMDBOutboxRetry = TMDBOutboxRetry()) throws -> TMDBOutbox {
        let client = try bed.client(sessionID: sessionID, configuration: bed.configuration(maxRetries: 0))
        return TMDBOutbox(writer: TMDBAccountWriter(client: client), store: store, retry: retry)
    }

    @Test("reactions saved while TMDB fails are all sent, in order, once it answers again; then nothing is pending")
    func drainsAfterServerReturns() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        try await store.setReaction(.tmdb(550), from: .none, to: .favourite)
        try await store.setReaction(.tmdb(551), from: .none, to: .watchlist)
        try await store.setReaction(.tmdb(552), from: .none, to: .dislike)
        let outbox = try outbox(bed, store: store)
        bed.server.script(.internalError, for: Self.writes, times: nil)

        let failed = await outbox.drain()
        #expect(failed.sent == 0)
        #expect(failed.waiting == 3)
        #expect(failed.isWorthRetrying)
        #expect(bed.server.account == StubAccount())

        bed.server.clearScript()
        let recovered = await outbox.drain()
        let again = await outbox.drain()

        #expect(recovered == TMDBOutboxReport(sent: 3, waiting: 0))
        #expect(bed.server.account == StubAccount(favourites: [550], watchlist: [551], ratings: [552: 1.0]))
        #expect(again == TMDBOutboxReport(sent: 0, waiting: 0))
        let sentIDs = bed.server.requests.compactMap { $0.json?["media_id"] as? Int }
        #expect(sentIDs.suffix(2) == [550, 551])
    }

    @Test("changes left by a failed pass are sent after a restart: they live in the store, not in memory")
    func survivesRestart() async throws {
        let bed = try TMDBTestBed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reactions.sqlite")
        do {
            let store = try SQLiteReactionStore(path: path)
            try await store.setReaction(.tmdb(610), from: .none, to: .favourite)
            try await store.setReaction(.tmdb(611), from: .none, to: .watchlist)
            bed.server.script(.dropConnection, for: Self.writes, times: nil)
            let report = try await outbox(bed, store: store).drain()
            #expect(report.waiting == 2)
            #expect(report.stoppedBy.map { if case .tmdb(.network) = $0 { true } else { false } } == true)
        }
        bed.server.clearScript()

        let reopened = try SQLiteReactionStore(path: path)
        let report = try await outbox(bed, store: reopened).drain()

        #expect(report == TMDBOutboxReport(sent: 2, waiting: 0))
        #expect(bed.server.account == StubAccount(favourites: [610], watchlist: [611]))
    }

    @Test("a change whose second call fails puts the old reaction back on the account and is completed later")
    func changeWhoseSecondCallFails() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        let outbox = try outbox(bed, store: store)
        try await store.setReaction(.tmdb(800), from: .none, to: .favourite)
        #expect(await outbox.drain().sent == 1)
        try await store.setReaction(.tmdb(800), from: .favourite, to: .watchlist)
        bed.server.script(.internalError, for: Self.writes + "watchlist", times: nil)

        let failed = await outbox.drain()

        #expect(failed.waiting == 1)
        #expect(bed.server.account == StubAccount(favourites: [800]))
        let favouriteBodies = bed.server.requests(Self.writes + "favorite").compactMap { $0.json?["favorite"] as? Bool }
        #expect(favouriteBodies == [true, false, true])

        bed.server.clearScript()
        #expect(await outbox.drain() == TMDBOutboxReport(sent: 1, waiting: 0))
        #expect(bed.server.account == StubAccount(watchlist: [800]))
    }

    @Test("taking a reaction back here (undo, remove) takes it off the account")
    func removal() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        let outbox = try outbox(bed, store: store)
        try await store.setReaction(.tmdb(950), from: .none, to: .favourite)
        try await store.setReaction(.tmdb(951), from: .none, to: .dislike)
        await outbox.drain()

        try await store.setReaction(.tmdb(950), from: .favourite, to: .none)
        try await store.setReaction(.tmdb(951), from: .dislike, to: .none)
        let report = await outbox.drain()

        #expect(report == TMDBOutboxReport(sent: 2, waiting: 0))
        #expect(bed.server.account == StubAccount())
    }

    @Test("a film marked seen (↓) sends nothing, as TMDB has no list for it; nor does taking it back with u")
    func seenStaysLocal() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        let outbox = try outbox(bed, store: store)
        try await store.setReaction(.tmdb(960), from: .none, to: .seen)
        #expect(await outbox.drain() == TMDBOutboxReport(sent: 0, waiting: 0))

        #expect(try await store.undoLatestChange()?.current == UserReaction.none)
        #expect(await outbox.drain() == TMDBOutboxReport(sent: 0, waiting: 0))
        #expect(bed.server.requests.allSatisfy { $0.method == "GET" })
        #expect(bed.server.account == StubAccount())
    }

    @Test("a favourite marked seen leaves the account's favourites; u puts it back there")
    func favouriteMarkedSeen() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        let outbox = try outbox(bed, store: store)
        try await store.setReaction(.tmdb(961), from: .none, to: .favourite)
        await outbox.drain()

        try await store.setReaction(.tmdb(961), from: .favourite, to: .seen)
        #expect(await outbox.drain() == TMDBOutboxReport(sent: 1, waiting: 0))
        #expect(bed.server.account == StubAccount())

        _ = try await store.undoLatestChange()
        #expect(await outbox.drain() == TMDBOutboxReport(sent: 1, waiting: 0))
        #expect(bed.server.account == StubAccount(favourites: [961]))
    }

    @Test("a film TMDB refuses for good does not hold up the others, and is not sent again in this run")
    func refusedFilm() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        let outbox = try outbox(bed, store: store)
        try await store.setReaction(.tmdb(901), from: .none, to: .dislike)
        try await store.setReaction(.tmdb(902), from: .none, to: .favourite)
        bed.server.script(.respond(TMDBStubServer.notFound), for: "/movie/901/rating", times: nil)

        let first = await outbox.drain()
        let second = await outbox.drain()

        #expect(first == TMDBOutboxReport(sent: 1, waiting: 1, refused: 1))
        #expect(second == TMDBOutboxReport(sent: 0, waiting: 1))
        #expect(bed.server.account == StubAccount(favourites: [902]))
        #expect(bed.server.requests("/movie/901/rating").count == 1)
    }

    @Test("a rejected session stops the pass with a message naming `filmswipe tmdb login`; it is not retried on its own")
    func rejectedSession() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        try await store.setReaction(.tmdb(990), from: .none, to: .favourite)

        let report = try await outbox(bed, store: store, sessionID: "expired-session").drain()

        #expect(report.stoppedBy == .tmdb(.credentialsRejected(statusCode: 3)))
        #expect(!report.isWorthRetrying)
        #expect(report.stoppedBy?.errorDescription?.contains("filmswipe tmdb login") == true)
        #expect(bed.server.account == StubAccount())
    }

    @Test("when TMDB cannot say which account the session is, nothing is sent and the report says the count is unknown")
    func accountUnreachable() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        try await store.setReaction(.tmdb(991), from: .none, to: .favourite)
        bed.server.script(.internalError, for: "/account", method: "GET", times: nil)

        let report = try await outbox(bed, store: store).drain()

        #expect(report.accountUnknown)
        #expect(report.isWorthRetrying)
        #expect(report.sent == 0)
        #expect(bed.server.account == StubAccount())
    }

    @Test("films from the bundled catalogue are never sent to TMDB")
    func catalogueFilmsStayLocal() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        try await store.setReaction(Film(id: FilmID(source: .catalogue, value: 550), title: "Local"), from: .none, to: .favourite)

        let report = try await outbox(bed, store: store).drain()

        #expect(report == TMDBOutboxReport(sent: 0, waiting: 0))
        #expect(bed.server.requests.allSatisfy { $0.method == "GET" })
    }

    @Test("in the background a reaction through the repository reaches the account; failed passes are retried with growing waits", .timeLimit(.minutes(10)))
    func backgroundRetries() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        let waits = Locked<[Duration]>([])
        var retry = TMDBOutboxRetry()
        retry.baseDelay = .milliseconds(20)
        retry.maxDelay = .milliseconds(80)
        retry.sleep = { duration in
            waits.withLock { $0.append(duration) }
            try await Task.sleep(for: .milliseconds(5))
        }
        let outbox = try outbox(bed, store: store, retry: retry)
        let client = try bed.client(sessionID: TMDBStubServer.sessionID)
        let repository = TMDBFilmRepository(client: client, outbox: outbox)
        bed.server.script(.internalError, for: Self.writes, times: 3)
        await outbox.start()

        try await store.setReaction(.tmdb(1200), from: .none, to: .favourite)
        try await repository.setReaction(.tmdb(1200), from: .none, to: .favourite)
        // The pass that sends the film reports once the store has the account's confirmation; no pass follows it,
        // as the only wake came before the failed ones.
        try await Self.waitUntil { await outbox.lastReport == TMDBOutboxReport(sent: 1, waiting: 0) }
        await outbox.stop()

        #expect(bed.server.account.favourites == [1200])
        // Three failed passes; the wake from the repository may cut one wait short.
        #expect(bed.server.requests(Self.writes + "favorite").count == 4)
        #expect(waits.withLock { $0.count } >= 2)
        let recorded = waits.withLock { $0 }
        #expect(recorded.allSatisfy { $0 <= .milliseconds(80) })
    }

    @Test("in the background a rejected session is reported once, and stop() returns only when the passes have ended", .timeLimit(.minutes(10)))
    func problemReportedOnce() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        try await store.setReaction(.tmdb(1300), from: .none, to: .favourite)
        let outbox = try outbox(bed, store: store, sessionID: "expired-session")
        let problems = Locked<[TMDBOutboxStop]>([])
        await outbox.onProblem { stop in problems.withLock { $0.append(stop) } }

        await outbox.start()
        try await Self.waitUntil { problems.withLock { !$0.isEmpty } }
        // Three more passes, each woken once the one before has asked TMDB (wakes during a pass make one pass).
        for pass in 2...4 {
            await outbox.wake()
            try await Self.waitUntil { bed.server.requests("/account").count >= pass }
        }
        await outbox.stop()
        let requestsAtStop = bed.server.requests.count
        await outbox.wake()
        try await Task.sleep(for: .milliseconds(100))

        #expect(problems.withLock { $0 } == [.tmdb(.credentialsRejected(statusCode: 3))])
        #expect(bed.server.requests.count == requestsAtStop)
    }

    @Test("a rejected session found before the game listens is told once it does, once", .timeLimit(.minutes(10)))
    func problemBeforeListening() async throws {
        let bed = try TMDBTestBed()
        let store = InMemoryReactionStore()
        try await store.setReaction(.tmdb(1300), from: .none, to: .favourite)
        let outbox = try outbox(bed, store: store, sessionID: "expired-session")
        let problems = Locked<[TMDBOutboxStop]>([])

        await outbox.start()
        try await Self.waitUntil { bed.server.requests("/account").count >= 1 }
        // The pass ends on the rejection at once; whether it has or not, the listener must hear of it.
        try await Task.sleep(for: .milliseconds(100))
        await outbox.onProblem { stop in problems.withLock { $0.append(stop) } }
        try await Self.waitUntil { problems.withLock { !$0.isEmpty } }
        await outbox.stop()

        #expect(problems.withLock { $0 } == [.tmdb(.credentialsRejected(statusCode: 3))])
    }

    @Test("without an outbox (no session) the repository never writes to TMDB")
    func noSession() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()

        try await repository.setReaction(.tmdb(900), from: .none, to: .favourite)
        try await repository.setReaction(.tmdb(900), from: .favourite, to: .dislike)

        #expect(bed.server.requests.isEmpty)
    }

    /// Waits for `condition` however long the passes take: on a busy machine the test process's few task threads
    /// can be held by other tests for tens of seconds, so a deadline here failed tests whose outbox was only slow.
    /// The test's time limit stops a real hang.
    private static func waitUntil(_ condition: () async -> Bool) async throws {
        while await !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
