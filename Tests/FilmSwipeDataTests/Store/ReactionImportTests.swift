import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("Importing a film history into the store")
struct ReactionImportTests {
    private let database: TemporaryDatabase
    private let store: SQLiteReactionStore

    init() throws {
        database = try TemporaryDatabase()
        store = try database.open()
    }

    private static let rated = Date(timeIntervalSince1970: 1_500_000_000)

    private static func imported(_ film: Film, _ reaction: UserReaction, from origin: ReactionOrigin = .letterboxd, rating: Double? = nil) -> ImportedReaction {
        ImportedReaction(film: film, reaction: reaction, origin: origin, date: rated, originRating: rating)
    }

    @Test("imported reactions are stored with their origin, the player's rating there and the original date, below the game's own")
    func stores() async throws {
        try await store.setReaction(StoreFilms.bare, from: .none, to: .favourite)
        let outcomes = try await store.importReactions(
            [Self.imported(StoreFilms.heat, .seen, rating: 3), Self.imported(StoreFilms.spirited, .favourite, rating: 4.5)],
            overwrite: false, dryRun: false, confirming: nil
        )
        #expect(outcomes == [.added, .added])
        let records = try await store.records(nil)
        // Rows of one date keep the file's order: the later row is the newer.
        #expect(records.map(\.film.id) == [StoreFilms.bare.id, StoreFilms.spirited.id, StoreFilms.heat.id], "the game's reaction stays newest")
        let heat = try #require(records.first { $0.film.id == StoreFilms.heat.id })
        #expect(heat.reaction == .seen && heat.origin == .letterboxd && heat.originRating == 3 && heat.reactedAt == Self.rated)
        #expect(records.first?.origin == .game && records.first?.originRating == nil)
        #expect(try await store.records(.seen).map(\.film.id) == [StoreFilms.heat.id])
        #expect(try await store.latestRecord()?.film.id == StoreFilms.bare.id, "undo takes back the game's reaction, not an import")
    }

    @Test("importing the same history again changes nothing")
    func reimport() async throws {
        let history = [Self.imported(StoreFilms.heat, .favourite, rating: 4), Self.imported(StoreFilms.bare, .dislike, rating: 1)]
        _ = try await store.importReactions(history, overwrite: false, dryRun: false, confirming: nil)
        let before = try await store.records(nil)
        let outcomes = try await store.importReactions(history, overwrite: false, dryRun: false, confirming: nil)
        #expect(outcomes == [.unchanged, .unchanged])
        #expect(try await store.records(nil) == before)
    }

    @Test("a reaction made in the game is kept unless overwrite is given")
    func keepsGameReactions() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .dislike)
        let history = [Self.imported(StoreFilms.heat, .favourite, rating: 5)]
        #expect(try await store.importReactions(history, overwrite: false, dryRun: false, confirming: nil) == [.kept(.dislike)])
        #expect(try await store.reactions()[StoreFilms.heat.id] == .dislike)
        #expect(try await store.records(nil).first?.origin == .game)

        #expect(try await store.importReactions(history, overwrite: true, dryRun: false, confirming: nil) == [.updated(from: .dislike)])
        let record = try #require(try await store.records(nil).first)
        #expect(record.reaction == .favourite && record.origin == .letterboxd && record.originRating == 5)
    }

    @Test("a newer export of the same origin updates what the earlier import brought; another origin's is kept")
    func sameOriginUpdates() async throws {
        _ = try await store.importReactions([Self.imported(StoreFilms.heat, .seen, rating: 3)], overwrite: false, dryRun: false, confirming: nil)
        let again = try await store.importReactions([Self.imported(StoreFilms.heat, .favourite, rating: 4.5)], overwrite: false, dryRun: false, confirming: nil)
        #expect(again == [.updated(from: .seen)])
        let fromIMDb = try await store.importReactions(
            [Self.imported(StoreFilms.heat, .dislike, from: .imdb, rating: 3)], overwrite: false, dryRun: false, confirming: nil
        )
        #expect(fromIMDb == [.kept(.favourite)])
        #expect(try await store.reactions()[StoreFilms.heat.id] == .favourite)
    }

    @Test("a dry run says what would happen and writes nothing")
    func dryRun() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .dislike)
        let before = try await store.records(nil)
        let outcomes = try await store.importReactions(
            [Self.imported(StoreFilms.heat, .favourite), Self.imported(StoreFilms.bare, .watchlist)], overwrite: true, dryRun: true, confirming: nil
        )
        #expect(outcomes == [.updated(from: .dislike), .added])
        #expect(try await store.records(nil) == before)
    }

    @Test("the import is one transaction: a failure part-way leaves the store as it was")
    func atomic() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        let before = try await store.records(nil)
        // A trigger that refuses one film makes the second insert fail after the first succeeded.
        let pool = try DatabasePool(path: database.path.path)
        try await pool.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_film_7 BEFORE INSERT ON reaction WHEN NEW.film_id = 7
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        try pool.close()
        await #expect(throws: (any Error).self) {
            try await store.importReactions(
                [Self.imported(StoreFilms.spirited, .favourite), Self.imported(StoreFilms.bare, .dislike)],
                overwrite: false, dryRun: false, confirming: nil
            )
        }
        #expect(try await store.records(nil) == before, "nothing of the import was kept")
    }

    @Test("reactions confirmed for an account are not pending for its outbox; seen is never sent, later changes are")
    func confirmsAccount() async throws {
        let account = "api.example/548"
        let tmdbFilm = Film(id: FilmID(source: .tmdb, value: 949), title: "Heat", year: 1995)
        let seenFilm = Film(id: FilmID(source: .tmdb, value: 550), title: "Fight Club", year: 1999)
        _ = try await store.importReactions(
            [Self.imported(tmdbFilm, .favourite, from: .tmdb, rating: 8), Self.imported(seenFilm, .seen, from: .tmdb, rating: 6),
             Self.imported(StoreFilms.heat, .favourite, from: .tmdb)],
            overwrite: false, dryRun: false, confirming: (account, .tmdb)
        )
        #expect(try await store.pendingChanges(account: account, source: .tmdb).isEmpty)
        try await store.setReaction(tmdbFilm, from: .favourite, to: .dislike)
        #expect(try await store.pendingChanges(account: account, source: .tmdb) == [AccountChange(film: tmdbFilm.id, confirmed: .favourite, local: .dislike)])
    }

    @Test("a film changed to seen here is taken off the account, as seen is no reaction there")
    func seenRemovesFromAccount() async throws {
        let account = "api.example/548"
        let film = Film(id: FilmID(source: .tmdb, value: 949), title: "Heat")
        try await store.setReaction(film, from: .none, to: .favourite)
        try await store.confirm(.favourite, for: film.id, account: account)
        try await store.setReaction(film, from: .favourite, to: .seen)
        #expect(try await store.pendingChanges(account: account, source: .tmdb) == [AccountChange(film: film.id, confirmed: .favourite, local: .none)])
    }

    @Test("genres with quotes, backslashes, line breaks and wide characters come back as they went in")
    func genresRoundTrip() async throws {
        let genres = ["Sci \"Fi\"", "a\\b", "x\ny\tz", "東京 🎬", "\u{01}", ""]
        let film = Film(id: FilmID(source: .catalogue, value: 77), title: "Odd", genres: genres)
        _ = try await store.importReactions([Self.imported(film, .favourite)], overwrite: false, dryRun: false, confirming: nil)
        let stored = try await store.records(nil).first?.film.genres
        // Control characters are cleaned when read, as with every text from the file; "\u{01}" cleaned is the empty
        // genre a second time, and a film names a genre once.
        #expect(stored == ["Sci \"Fi\"", "a\\b", "x y z", "東京 🎬", ""])
    }

    @Test("10,000 imported reactions go in at once and come back")
    func many() async throws {
        let history = (1...10_000).map { Self.imported(StoreFilms.numbered($0), $0 % 3 == 0 ? .seen : .favourite) }
        let outcomes = try await store.importReactions(history, overwrite: false, dryRun: false, confirming: nil)
        #expect(outcomes.count == 10_000 && outcomes.allSatisfy { $0 == .added })
        #expect(try await store.reactions().count == 10_000)
        #expect(try await store.records(.seen).count == 3_333)
    }
}
