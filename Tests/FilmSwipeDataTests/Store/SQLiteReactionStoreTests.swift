import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("SQLite reaction store")
struct SQLiteReactionStoreTests {
    private let database: TemporaryDatabase
    private let store: SQLiteReactionStore

    init() throws {
        database = try TemporaryDatabase()
        store = try database.open()
    }

    @Test("a new database has no reactions")
    func empty() async throws {
        #expect(try await store.reactions().isEmpty)
        #expect(try await store.records(nil).isEmpty)
        #expect(try await store.latestRecord() == nil)
        #expect(FileManager.default.fileExists(atPath: database.path.path))
    }

    @Test("every reaction round-trips with its film's snapshot intact", arguments: [UserReaction.favourite, .dislike, .watchlist])
    func roundTrip(reaction: UserReaction) async throws {
        try await store.setReaction(StoreFilms.spirited, from: .none, to: reaction)
        try await store.setReaction(StoreFilms.bare, from: .none, to: reaction)

        let records = try await store.records(nil)
        #expect(records.map(\.film) == [StoreFilms.bare, StoreFilms.spirited])
        #expect(records.allSatisfy { $0.reaction == reaction })
        #expect(records.allSatisfy { $0.reactedAt == TemporaryDatabase.stamp }, "stamped with the store's clock, to the millisecond")
        #expect(try await store.reactions() == [StoreFilms.spirited.id: reaction, StoreFilms.bare.id: reaction])
    }

    @Test("the snapshot survives closing and reopening the file")
    func reopen() async throws {
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)

        let reopened = try database.open()

        #expect(try await reopened.records(nil).map(\.film) == [StoreFilms.spirited])
    }

    @Test("records are newest first, even many within one second, and a changed reaction becomes the newest")
    func newestFirst() async throws {
        for value in 1...20 {
            try await store.setReaction(StoreFilms.numbered(value), from: .none, to: .dislike)
        }
        try await store.setReaction(StoreFilms.numbered(5), from: .dislike, to: .favourite)

        let ids = try await store.records(nil).map(\.film.id.value)

        #expect(ids == [5] + Array((1...20).reversed()).filter { $0 != 5 })
        #expect(try await store.latestRecord()?.film.id.value == 5)
    }

    @Test("records can be filtered by reaction, newest first")
    func filtered() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.bare, from: .none, to: .watchlist)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.heatOnTMDB, from: .none, to: .dislike)

        #expect(try await store.records(.favourite).map(\.film.id) == [StoreFilms.spirited.id, StoreFilms.heat.id])
        #expect(try await store.records(.watchlist).map(\.film.id) == [StoreFilms.bare.id])
        #expect(try await store.records(.dislike).map(\.film.id) == [StoreFilms.heatOnTMDB.id])
        #expect(try await store.records(UserReaction.none).isEmpty)
    }

    @Test("the same id number from two sources is two films")
    func sourcesKeptApart() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.heatOnTMDB, from: .none, to: .dislike)

        #expect(try await store.reactions() == [StoreFilms.heat.id: .favourite, StoreFilms.heatOnTMDB.id: .dislike])
    }

    @Test("changing a reaction stores a fresh snapshot of the film")
    func freshSnapshot() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .watchlist)
        let renamed = Film(id: StoreFilms.heat.id, title: "Heat (Director's Cut)", year: 1995, rating: 4.2, ratingCount: 150)

        try await store.setReaction(renamed, from: .watchlist, to: .favourite)

        let records = try await store.records(nil)
        #expect(records.map(\.film) == [renamed])
        #expect(records.map(\.reaction) == [.favourite])
    }

    @Test("setting .none removes the reaction, and removing twice is a conflict")
    func remove() async throws {
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.bare, from: .none, to: .dislike)

        try await store.setReaction(StoreFilms.heat, from: .favourite, to: .none)

        #expect(try await store.reactions() == [StoreFilms.bare.id: .dislike])
        #expect(try await store.records(.favourite).isEmpty)
        await #expect(throws: ReactionStoreError.conflict(film: StoreFilms.heat.id, expected: .favourite, found: .none)) {
            try await store.setReaction(StoreFilms.heat, from: .favourite, to: .none)
        }
    }

    @Test("removeAll forgets every reaction, and new ones start afresh")
    func removeAll() async throws {
        for value in 1...5 {
            try await store.setReaction(StoreFilms.numbered(value), from: .none, to: .watchlist)
        }

        try await store.removeAll()

        #expect(try await store.reactions().isEmpty)
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        #expect(try await store.records(nil).map(\.film) == [StoreFilms.heat])
    }

    @Test("a change from the wrong old reaction throws and leaves the row untouched")
    func conflict() async throws {
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .watchlist)
        let stored = try await store.records(nil)
        let other = Film(id: StoreFilms.spirited.id, title: "Something else")

        await #expect(throws: ReactionStoreError.conflict(film: StoreFilms.spirited.id, expected: .favourite, found: .watchlist)) {
            try await store.setReaction(other, from: .favourite, to: .dislike)
        }
        await #expect(throws: ReactionStoreError.conflict(film: StoreFilms.spirited.id, expected: .none, found: .watchlist)) {
            try await store.setReaction(other, from: .none, to: .none)
        }
        await #expect(throws: ReactionStoreError.conflict(film: StoreFilms.heat.id, expected: .dislike, found: .none)) {
            try await store.setReaction(StoreFilms.heat, from: .dislike, to: .favourite)
        }

        #expect(try await store.records(nil) == stored)
        #expect(try await store.reactions() == [StoreFilms.spirited.id: .watchlist])
    }

    @Test("behaves like the in-memory store over the same sequence of changes")
    func matchesInMemoryStore() async throws {
        let reference = InMemoryReactionStore()
        var generator = SeededRandom(state: 42)
        let films = (1...8).map(StoreFilms.numbered)
        var current: [FilmID: UserReaction] = [:]
        for _ in 0..<200 {
            let film = films.randomElement(using: &generator)!
            let old = Bool.random(using: &generator) ? current[film.id] ?? .none : UserReaction.allCases.randomElement(using: &generator)!
            let new = UserReaction.allCases.randomElement(using: &generator)!
            let expected = await outcome { try await reference.setReaction(film, from: old, to: new) }
            let actual = await outcome { try await store.setReaction(film, from: old, to: new) }
            #expect(actual == expected)
            current = try await reference.reactions()
        }
        #expect(try await store.reactions() == current)
        for reaction in [nil] + UserReaction.allCases.map(Optional.some) {
            #expect(try await store.records(reaction).map(\.film.id) == reference.records(reaction).map(\.film.id))
        }
    }

    private func outcome(_ change: () async throws -> Void) async -> String {
        do {
            try await change()
            return "stored"
        } catch {
            return "\(error)"
        }
    }

    @Test("text written into the file by another tool is cleaned, and rows FilmSwipe cannot read are skipped")
    func hostileRows() async throws {
        let queue = try DatabaseQueue(path: database.path.path)
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, overview, genres, rating, poster_path, sequence)
                VALUES ('catalogue', 1, 'favourite', '2024-01-01 10:00:00.000', 'Evil' || char(27) || '[2J' || char(7) || ' title',
                        'line' || char(10) || 'break', '["Dra\\u001b]0;x\\u0007ma"]', 'NaN', 'poster' || char(155) || '1m', 1);
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, year, genres, sequence)
                VALUES ('myspace', 2, 'favourite', 'yesterday', 'Unknown source', 'abc', 'not json', 2);
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, year, runtime, genres, sequence)
                VALUES ('tmdb', 3, 'dislike', 'yesterday', 'Odd values', 'nineteen', x'00', 'not json', 3);
                """)
        }
        try queue.close()

        let records = try await store.records(nil)

        #expect(records.map(\.film.id.value) == [3, 1])
        let odd = try #require(records.first)
        #expect(odd.film.year == nil && odd.film.runtime == nil && odd.film.genres.isEmpty)
        #expect(odd.reactedAt == Date(timeIntervalSince1970: 0))
        let evil = try #require(records.last)
        #expect(evil.film.title == "Evil title")
        #expect(evil.film.overview == "line break")
        #expect(evil.film.genres == ["Drama"])
        #expect(evil.film.posterPath == "poster")
        #expect(try await store.reactions() == [FilmID(source: .catalogue, value: 1): .favourite, FilmID(source: .tmdb, value: 3): .dislike])
    }
}
