import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("Reaction store migrations")
struct ReactionStoreMigrationTests {
    /// The schema the first FilmSwipe release wrote, frozen here as it was: the store must keep
    /// reading databases written this way however its own migrations grow.
    static func firstReleaseMigrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE reaction (
                    source TEXT NOT NULL,
                    film_id INTEGER NOT NULL,
                    reaction TEXT NOT NULL CHECK (reaction IN ('favourite', 'dislike', 'watchlist')),
                    reacted_at TEXT NOT NULL,
                    title TEXT NOT NULL,
                    year INTEGER,
                    overview TEXT NOT NULL DEFAULT '',
                    genres TEXT NOT NULL DEFAULT '[]',
                    runtime INTEGER,
                    rating REAL NOT NULL DEFAULT 0,
                    rating_count INTEGER NOT NULL DEFAULT 0,
                    poster_path TEXT,
                    PRIMARY KEY (source, film_id)
                )
                """)
        }
        return migrator
    }

    @Test("a database written by the first release opens with its reactions and their order kept")
    func fromFirstRelease() async throws {
        let database = try TemporaryDatabase()
        let old = try DatabasePool(path: database.path.path)
        try Self.firstReleaseMigrator().migrate(old)
        try await old.write { db in
            // Inserted out of time order, and two in the same millisecond: the older of the two
            // was inserted first, as one game would have.
            try db.execute(sql: """
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, year, overview, genres, runtime, rating, rating_count, poster_path)
                VALUES ('tmdb', 129, 'favourite', '2024-03-02 09:00:00.000', '千と千尋の神隠し 🐉', 2001, 'Spirits.', '["Animation","Fantasy"]', 125, 8.5, 17000, '/p.jpg'),
                       ('catalogue', 6, 'dislike', '2024-03-01 20:00:00.000', 'Heat', 1995, '', '["Crime"]', 170, 3.9, 102, NULL),
                       ('catalogue', 7, 'watchlist', '2024-03-02 09:00:00.000', 'Untitled', NULL, '', '[]', NULL, 0, 0, NULL),
                       ('catalogue', 1, 'favourite', '2024-03-01 08:00:00.000', 'Toy Story', 1995, '', '[]', 81, 3.9, 215, NULL)
                """)
        }
        try old.close()

        let store = try database.open()

        let records = try await store.records(nil)
        #expect(records.map(\.film.id.description) == ["catalogue:7", "tmdb:129", "catalogue:6", "catalogue:1"])
        let spirited = try #require(records.first { $0.film.id.value == 129 })
        #expect(spirited.film == Film(
            id: FilmID(source: .tmdb, value: 129), title: "千と千尋の神隠し 🐉", year: 2001, overview: "Spirits.",
            genres: ["Animation", "Fantasy"], runtime: 125, rating: 8.5, ratingCount: 17000, posterPath: "/p.jpg"
        ))
        #expect(spirited.reaction == .favourite)
        #expect(spirited.reactedAt == Date(timeIntervalSince1970: 1_709_370_000))
        #expect(try await store.records(.favourite).map(\.film.title) == ["千と千尋の神隠し 🐉", "Toy Story"])

        try await store.setReaction(StoreFilms.heat, from: .dislike, to: .favourite)
        #expect(try await store.latestRecord()?.film == StoreFilms.heat)
        #expect(try await store.records(nil).count == 4)
    }

    @Test("an empty first-release database opens and records the newer migrations")
    func emptyFromFirstRelease() async throws {
        let database = try TemporaryDatabase()
        let old = try DatabasePool(path: database.path.path)
        try Self.firstReleaseMigrator().migrate(old)
        try old.close()

        let store = try database.open()
        try await store.setReaction(StoreFilms.bare, from: .none, to: .watchlist)

        let check = try DatabaseQueue(path: database.path.path)
        let applied = try await check.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        #expect(applied == ["v1", "v2", "v3", "v4", "v5", "v6"])
        #expect(try await store.records(nil).map(\.film) == [StoreFilms.bare])
    }
}

@Suite("Reaction store migration to v4")
struct ReactionStoreV4MigrationTests {
    @Test("a database from before imports keeps every reaction as made in the game, and then takes seen and imports")
    func toV4() async throws {
        let database = try TemporaryDatabase()
        let old = try DatabasePool(path: database.path.path)
        try ReactionStoreMigrationTests.firstReleaseMigrator().migrate(old)
        try await old.write { db in
            try db.execute(sql: """
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, year, overview, genres, runtime, rating, rating_count, poster_path)
                VALUES ('catalogue', 6, 'dislike', '2024-03-01 20:00:00.000', 'Heat', 1995, '', '["Crime"]', 170, 3.9, 102, NULL)
                """)
        }
        try old.close()

        let store = try database.open()
        let heat = try #require(try await store.records(nil).first)
        #expect(heat.film.title == "Heat" && heat.reaction == .dislike && heat.origin == .game && heat.originRating == nil)
        try await store.setReaction(heat.film, from: .dislike, to: .seen)
        #expect(try await store.reactions() == [heat.film.id: .seen])
        let outcomes = try await store.importReactions(
            [ImportedReaction(film: StoreFilms.bare, reaction: .seen, origin: .imdb, date: TemporaryDatabase.stamp, originRating: 6)],
            overwrite: false, dryRun: false, confirming: nil
        )
        #expect(outcomes == [.added])
    }
}
