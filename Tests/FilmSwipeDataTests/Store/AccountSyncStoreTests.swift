import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

/// The stores that keep account confirmations, so every test runs against each.
enum SyncedStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case sqlite

    var testDescription: String { rawValue }

    /// A new empty store of this kind; an SQLite one at `database`'s path.
    func make(at database: TemporaryDatabase) throws -> any ReactionStore & AccountSyncStore {
        switch self {
        case .inMemory: InMemoryReactionStore()
        case .sqlite: try database.open()
        }
    }
}

@Suite("Account sync store")
struct AccountSyncStoreTests {
    /// The TMDB account the tests sync with.
    static let account = "548"
    /// Another TMDB account on the same machine.
    static let otherAccount = "999"

    // Held by the suite, which lives as long as each test, so the file outlives the store.
    private let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
    }

    @Test("an empty store has nothing to send", arguments: SyncedStoreKind.allCases)
    func empty(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb).isEmpty)
        #expect(try await store.pendingChanges(account: Self.account, source: .catalogue).isEmpty)
    }

    @Test("a new reaction is pending from nothing until the account confirms it", arguments: SyncedStoreKind.allCases)
    func newReaction(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb) == [
            AccountChange(film: StoreFilms.spirited.id, confirmed: .none, local: .favourite),
        ])

        try await store.confirm(.favourite, for: StoreFilms.spirited.id, account: Self.account)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb).isEmpty)
    }

    @Test("a changed reaction is pending from what the account confirmed", arguments: SyncedStoreKind.allCases)
    func changedReaction(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)
        try await store.confirm(.favourite, for: StoreFilms.spirited.id, account: Self.account)

        try await store.setReaction(StoreFilms.spirited, from: .favourite, to: .watchlist)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb) == [
            AccountChange(film: StoreFilms.spirited.id, confirmed: .favourite, local: .watchlist),
        ])
    }

    @Test("a reaction removed here is pending as a removal until the account confirms it holds nothing", arguments: SyncedStoreKind.allCases)
    func removedReaction(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)
        try await store.confirm(.favourite, for: StoreFilms.spirited.id, account: Self.account)

        try await store.setReaction(StoreFilms.spirited, from: .favourite, to: .none)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb) == [
            AccountChange(film: StoreFilms.spirited.id, confirmed: .favourite, local: .none),
        ])

        try await store.confirm(.none, for: StoreFilms.spirited.id, account: Self.account)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb).isEmpty)
    }

    @Test("other sources and other accounts are kept apart", arguments: SyncedStoreKind.allCases)
    func keptApart(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)
        try await store.setReaction(StoreFilms.heat, from: .none, to: .dislike)
        try await store.setReaction(StoreFilms.heatOnTMDB, from: .none, to: .favourite)
        try await store.confirm(.favourite, for: StoreFilms.heatOnTMDB.id, account: Self.account)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb).isEmpty)
        #expect(try await store.pendingChanges(account: Self.otherAccount, source: .tmdb) == [
            AccountChange(film: StoreFilms.heatOnTMDB.id, confirmed: .none, local: .favourite),
        ])
        #expect(try await store.pendingChanges(account: Self.account, source: .catalogue) == [
            AccountChange(film: StoreFilms.heat.id, confirmed: .none, local: .dislike),
        ])

        try await store.setReaction(StoreFilms.heatOnTMDB, from: .favourite, to: .none)

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb) == [
            AccountChange(film: StoreFilms.heatOnTMDB.id, confirmed: .favourite, local: .none),
        ])
        #expect(try await store.pendingChanges(account: Self.otherAccount, source: .tmdb).isEmpty)
        #expect(try await store.pendingChanges(account: Self.account, source: .catalogue).count == 1)
    }

    @Test("changes are pending in the order they were made here, removals last", arguments: SyncedStoreKind.allCases)
    func order(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)
        try await store.setReaction(StoreFilms.numbered(9), from: .none, to: .favourite)
        try await store.confirm(.favourite, for: StoreFilms.numbered(9).id, account: Self.account)
        try await store.setReaction(StoreFilms.numbered(9), from: .favourite, to: .none)
        for value in 1...3 {
            try await store.setReaction(StoreFilms.numbered(value), from: .none, to: .dislike)
        }
        try await store.setReaction(StoreFilms.numbered(1), from: .dislike, to: .watchlist)

        let pending = try await store.pendingChanges(account: Self.account, source: .catalogue)

        #expect(pending.map(\.film.value) == [2, 3, 1, 9])
        #expect(pending.map(\.local) == [.dislike, .dislike, .watchlist, .none])
    }

    @Test("forgetting every reaction forgets every confirmation, so nothing is removed from the account", arguments: SyncedStoreKind.allCases)
    func removeAll(kind: SyncedStoreKind) async throws {
        let store = try kind.make(at: database)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.heatOnTMDB, from: .none, to: .dislike)
        try await store.confirm(.favourite, for: StoreFilms.spirited.id, account: Self.account)
        try await store.confirm(.watchlist, for: StoreFilms.heatOnTMDB.id, account: Self.otherAccount)

        try await store.removeAll()

        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb).isEmpty)
        #expect(try await store.pendingChanges(account: Self.otherAccount, source: .tmdb).isEmpty)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)
        #expect(try await store.pendingChanges(account: Self.account, source: .tmdb) == [
            AccountChange(film: StoreFilms.spirited.id, confirmed: .none, local: .favourite),
        ])
    }
}

@Suite("SQLite account sync store")
struct SQLiteAccountSyncStoreTests {
    @Test("confirmations survive closing and reopening the file")
    func reopen() async throws {
        let database = try TemporaryDatabase()
        let store = try database.open()
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.heatOnTMDB, from: .none, to: .dislike)
        try await store.confirm(.favourite, for: StoreFilms.spirited.id, account: AccountSyncStoreTests.account)
        try await store.confirm(.watchlist, for: StoreFilms.bare.id, account: AccountSyncStoreTests.account)

        let reopened = try database.open()

        #expect(try await reopened.pendingChanges(account: AccountSyncStoreTests.account, source: .tmdb) == [
            AccountChange(film: StoreFilms.heatOnTMDB.id, confirmed: .none, local: .dislike),
        ])
        #expect(try await reopened.pendingChanges(account: AccountSyncStoreTests.account, source: .catalogue) == [
            AccountChange(film: StoreFilms.bare.id, confirmed: .watchlist, local: .none),
        ])
    }

    @Test("a confirmation is stamped in the time format of the reactions")
    func confirmedAt() async throws {
        let database = try TemporaryDatabase()
        let store = try database.open()
        try await store.confirm(.favourite, for: StoreFilms.spirited.id, account: AccountSyncStoreTests.account)

        let check = try DatabaseQueue(path: database.path.path)
        let confirmedAt = try await check.read { db in try Date.fetchOne(db, sql: "SELECT confirmed_at FROM account_sync") }

        let stamp = try #require(confirmedAt)
        #expect(stamp == TemporaryDatabase.stamp)
    }

    @Test("a database written before accounts were synced opens with every reaction pending for any account")
    func fromSecondRelease() async throws {
        let database = try TemporaryDatabase()
        let old = try DatabasePool(path: database.path.path)
        try Self.secondReleaseMigrator().migrate(old)
        try await old.write { db in
            try db.execute(sql: """
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, sequence)
                VALUES ('tmdb', 129, 'favourite', '2024-03-02 09:00:00.000', '千と千尋の神隠し 🐉', 2),
                       ('tmdb', 6, 'watchlist', '2024-03-02 09:00:00.000', 'Heat (TMDB)', 1),
                       ('catalogue', 7, 'dislike', '2024-03-01 20:00:00.000', 'Untitled', 3)
                """)
        }
        try old.close()

        let store = try database.open()

        let expected = [
            AccountChange(film: StoreFilms.heatOnTMDB.id, confirmed: .none, local: .watchlist),
            AccountChange(film: StoreFilms.spirited.id, confirmed: .none, local: .favourite),
        ]
        #expect(try await store.pendingChanges(account: AccountSyncStoreTests.account, source: .tmdb) == expected)
        #expect(try await store.pendingChanges(account: AccountSyncStoreTests.otherAccount, source: .tmdb) == expected)
        #expect(try await store.records(nil).map(\.film.id) == [StoreFilms.bare.id, StoreFilms.spirited.id, StoreFilms.heatOnTMDB.id])
        let check = try DatabaseQueue(path: database.path.path)
        let applied = try await check.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        #expect(applied == ["v1", "v2", "v3", "v4", "v5", "v6"])
    }

    /// The schema the second FilmSwipe release wrote, frozen here as it was on top of the first's.
    static func secondReleaseMigrator() -> DatabaseMigrator {
        var migrator = ReactionStoreMigrationTests.firstReleaseMigrator()
        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                ALTER TABLE reaction ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
                UPDATE reaction SET sequence = ranked.position
                    FROM (SELECT rowid AS id, ROW_NUMBER() OVER (ORDER BY reacted_at, rowid) AS position FROM reaction) AS ranked
                    WHERE reaction.rowid = ranked.id;
                CREATE UNIQUE INDEX reaction_by_sequence ON reaction (sequence);
                CREATE INDEX reaction_by_reaction ON reaction (reaction, sequence);
                """)
        }
        return migrator
    }
}
