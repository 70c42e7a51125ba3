@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB account import into the store")
struct TMDBAccountImportTests {
    /// Reads the stub account and imports it into `store` as the command does; returns the outcomes and the account key.
    private func importAccount(_ bed: TMDBTestBed, into store: ReactionImportStore, overwrite: Bool = false) async throws -> (outcomes: [ImportOutcome], account: String) {
        let client = try bed.client(sessionID: TMDBStubServer.sessionID, configuration: bed.configuration(maxRetries: 0))
        let writer = TMDBAccountWriter(client: client)
        let account = try await writer.accountKey()
        let lists = try await TMDBAccountReader(client: client).lists(accountID: try await writer.account())
        let reactions = TMDBAccountHistory(lists).importedReactions(at: Date())
        let outcomes = try await store.importReactions(reactions, overwrite: overwrite, dryRun: false, confirming: (account, .tmdb))
        return (outcomes, account)
    }

    @Test("after the import the outbox has nothing to send; a later change made here is pending, and sent")
    func outboxSendsOnlyLaterChanges() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmdb-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteReactionStore(path: folder.appendingPathComponent("reactions.sqlite"))
        let account = StubAccount(favourites: [10], watchlist: [11], ratings: [12: 9.0, 13: 1.0, 14: 5.0])
        bed.server.setAccount(account)

        let (outcomes, key) = try await importAccount(bed, into: store)

        #expect(outcomes == Array(repeating: .added, count: 5))
        #expect(try await store.reactions() == [
            FilmID(source: .tmdb, value: 10): .favourite, FilmID(source: .tmdb, value: 11): .watchlist,
            FilmID(source: .tmdb, value: 12): .favourite, FilmID(source: .tmdb, value: 13): .dislike,
            FilmID(source: .tmdb, value: 14): .seen,
        ])
        #expect(try await store.pendingChanges(account: key, source: .tmdb).isEmpty)
        let records = try await store.records(nil)
        #expect(records.allSatisfy { $0.origin == .tmdb })
        #expect(records.first { $0.film.id.value == 12 }?.originRating == 9.0)

        try await store.setReaction(.tmdb(11), from: .watchlist, to: .favourite)
        #expect(try await store.pendingChanges(account: key, source: .tmdb) == [
            AccountChange(film: FilmID(source: .tmdb, value: 11), confirmed: .watchlist, local: .favourite),
        ])

        let client = try bed.client(sessionID: TMDBStubServer.sessionID, configuration: bed.configuration(maxRetries: 0))
        let report = await TMDBOutbox(writer: TMDBAccountWriter(client: client), store: store).drain()
        #expect(report == TMDBOutboxReport(sent: 1, waiting: 0))
        #expect(bed.server.account == StubAccount(favourites: [10, 11], ratings: account.ratings))
    }

    @Test("importing again changes nothing and sends nothing")
    func again() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let store = InMemoryReactionStore()
        bed.server.setAccount(StubAccount(favourites: [20], ratings: [21: 3.0]))

        _ = try await importAccount(bed, into: store)
        let (outcomes, key) = try await importAccount(bed, into: store)

        #expect(outcomes == [.unchanged, .unchanged])
        #expect(try await store.pendingChanges(account: key, source: .tmdb).isEmpty)
        #expect(bed.server.requests.allSatisfy { $0.method == "GET" })
    }

    @Test("a reaction made in the game is kept, and waits to be sent; --overwrite takes the account's instead")
    func gameReactionKept() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let store = InMemoryReactionStore()
        try await store.setReaction(.tmdb(30), from: .none, to: .dislike)
        bed.server.setAccount(StubAccount(favourites: [30]))

        let (kept, key) = try await importAccount(bed, into: store)

        #expect(kept == [.kept(.dislike)])
        #expect(try await store.pendingChanges(account: key, source: .tmdb) == [
            AccountChange(film: FilmID(source: .tmdb, value: 30), confirmed: .favourite, local: .dislike),
        ])

        let (replaced, _) = try await importAccount(bed, into: store, overwrite: true)

        #expect(replaced == [.updated(from: .dislike)])
        #expect(try await store.reactions() == [FilmID(source: .tmdb, value: 30): .favourite])
        #expect(try await store.pendingChanges(account: key, source: .tmdb).isEmpty)
    }
}
