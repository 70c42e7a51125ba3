import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

/// The two stores the game plays on, which must keep and undo the history alike.
enum HistoryStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, memory

    var testDescription: String { rawValue }
}

@Suite("Reaction history and undo, alike in both stores")
struct ReactionHistoryTests {
    /// Where an SQLite store of a test lives; removed with the test.
    private let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
    }

    /// A new empty store of `kind`.
    func emptyStore(_ kind: HistoryStoreKind) throws -> any ReactionImportStore {
        switch kind {
        case .sqlite: try database.open()
        case .memory: InMemoryReactionStore()
        }
    }

    static let forrestGump = Film(
        id: FilmID(source: .catalogue, value: 13), title: "Forrest Gump", year: 1994, overview: "Life is like a box of chocolates.",
        genres: ["Comedy", "Drama"], runtime: 142, rating: 4.1, ratingCount: 341
    )
    static let rated = Date(timeIntervalSince1970: 1_500_000_000)

    /// A store where Heat, Forrest Gump and the bare film are favourites, swiped in that order.
    func threeFavourites(_ kind: HistoryStoreKind) async throws -> any ReactionImportStore {
        let store = try emptyStore(kind)
        for film in [StoreFilms.heat, Self.forrestGump, StoreFilms.bare] {
            try await store.setReaction(film, from: .none, to: .favourite)
        }
        return store
    }

    @Test("Forrest Gump, a favourite found again with / and disliked, is a favourite again after u: the same record in the same place", arguments: HistoryStoreKind.allCases)
    func forrestGump(kind: HistoryStoreKind) async throws {
        let store = try await threeFavourites(kind)
        let before = try await store.records(nil)

        // What the game does with a swipe on a film found with /: it starts from none and goes over what is stored.
        #expect(try await store.changeReaction(Self.forrestGump, from: .none, to: .dislike) == .favourite)
        #expect(try await store.records(.dislike).map(\.film) == [Self.forrestGump])

        let undo = try #require(try await store.undoLatestChange())
        let favourite = try #require(before.first { $0.film.id == Self.forrestGump.id })
        #expect(undo == ReactionUndo(film: Self.forrestGump, undone: .dislike, outcome: .restored(favourite)))
        #expect(try await store.records(nil) == before)
        #expect(try await store.records(.dislike).isEmpty)
    }

    @Test("a film moved to another list and taken back is in its old list, in its old place", arguments: HistoryStoreKind.allCases)
    func libraryMove(kind: HistoryStoreKind) async throws {
        let store = try await threeFavourites(kind)
        let before = try await store.records(nil)

        try await store.setReaction(StoreFilms.heat, from: .favourite, to: .watchlist)
        let undo = try #require(try await store.undoLatestChange())

        #expect(undo.undone == .watchlist && undo.current == .favourite)
        #expect(try await store.records(nil) == before)
        #expect(try await store.records(.watchlist).isEmpty)
    }

    @Test("a reaction removed in the lists and taken back comes back with its film's snapshot", arguments: HistoryStoreKind.allCases)
    func removal(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        try await store.setReaction(StoreFilms.spirited, from: .none, to: .watchlist)
        let before = try await store.records(nil)

        try await store.setReaction(StoreFilms.spirited, from: .watchlist, to: .none)
        #expect(try await store.records(nil).isEmpty)
        let undo = try #require(try await store.undoLatestChange())

        #expect(undo.undone == .none && undo.current == .watchlist && undo.film == StoreFilms.spirited)
        #expect(try await store.records(nil) == before)
    }

    @Test("a first reaction taken back leaves the film with none, to be dealt again; then there is nothing to undo", arguments: HistoryStoreKind.allCases)
    func firstReaction(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        try await store.setReaction(Self.forrestGump, from: .none, to: .seen)

        #expect(try await store.undoLatestChange() == ReactionUndo(film: Self.forrestGump, undone: .seen, outcome: .restored(nil)))
        #expect(try await store.reactions().isEmpty)
        #expect(try await store.undoLatestChange() == nil)
    }

    @Test("undo walks back through every change, newest first, as far as the history goes", arguments: HistoryStoreKind.allCases)
    func walksBack(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        try await store.setReaction(StoreFilms.bare, from: .none, to: .dislike)
        try await store.setReaction(StoreFilms.heat, from: .favourite, to: .seen)

        var undone: [String] = []
        while let undo = try await store.undoLatestChange() {
            undone.append("\(undo.film.title): \(undo.undone) → \(undo.current)")
        }

        #expect(undone == ["Heat: seen → favourite", "Untitled: dislike → none", "Heat: favourite → none"])
        #expect(try await store.reactions().isEmpty)
    }

    @Test("undo passes an import over: it takes back the game's change before it, and the imported reactions stay", arguments: HistoryStoreKind.allCases)
    func passesImportsOver(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        try await store.setReaction(StoreFilms.heat, from: .none, to: .dislike)
        let imported = [StoreFilms.bare, StoreFilms.spirited].map {
            ImportedReaction(film: $0, reaction: .seen, origin: .letterboxd, date: Self.rated, originRating: 3)
        }
        _ = try await store.importReactions(imported, overwrite: false, dryRun: false, confirming: nil)

        #expect(try await store.undoLatestChange()?.film.id == StoreFilms.heat.id)
        #expect(try await store.undoLatestChange() == nil)
        #expect(try await store.reactions() == [StoreFilms.bare.id: .seen, StoreFilms.spirited.id: .seen])
    }

    @Test("a film an import changed since keeps the newer reaction, and undo says so and goes on past it", arguments: HistoryStoreKind.allCases)
    func changedSince(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        try await store.setReaction(StoreFilms.bare, from: .none, to: .watchlist)
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        let newer = ImportedReaction(film: StoreFilms.heat, reaction: .seen, origin: .imdb, date: Self.rated, originRating: 6)
        #expect(try await store.importReactions([newer], overwrite: true, dryRun: false, confirming: nil) == [.updated(from: .favourite)])
        let before = try await store.records(nil)

        let undo = try #require(try await store.undoLatestChange())

        #expect(undo == ReactionUndo(film: undo.film, undone: .favourite, outcome: .keptNewer(.seen)))
        #expect(try await store.records(nil) == before, "nothing changed")
        #expect(try await store.undoLatestChange()?.film.id == StoreFilms.bare.id, "the next undo goes further back")
    }

    @Test("an imported reaction changed in the game comes back with its origin, rating and date", arguments: HistoryStoreKind.allCases)
    func importedRestored(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        let imported = ImportedReaction(film: Self.forrestGump, reaction: .seen, origin: .letterboxd, date: Self.rated, originRating: 3.5)
        _ = try await store.importReactions([imported], overwrite: false, dryRun: false, confirming: nil)
        let before = try await store.records(nil)

        try await store.setReaction(Self.forrestGump, from: .seen, to: .favourite)
        let undo = try #require(try await store.undoLatestChange())

        let restored = try #require(before.first)
        #expect(restored.origin == .letterboxd && restored.originRating == 3.5 && restored.reactedAt == Self.rated)
        #expect(undo.outcome == .restored(restored))
        #expect(try await store.records(nil) == before)
    }

    @Test("a refused change leaves no history", arguments: HistoryStoreKind.allCases)
    func refusedChange(kind: HistoryStoreKind) async throws {
        let store = try emptyStore(kind)
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        await #expect(throws: ReactionStoreError.conflict(film: StoreFilms.heat.id, expected: .dislike, found: .favourite)) {
            try await store.setReaction(StoreFilms.heat, from: .dislike, to: .watchlist)
        }
        #expect(try await store.undoLatestChange()?.undone == .favourite)
        #expect(try await store.undoLatestChange() == nil)
    }

    @Test("forgetting everything forgets the history too", arguments: HistoryStoreKind.allCases)
    func removeAll(kind: HistoryStoreKind) async throws {
        let store = try await threeFavourites(kind)
        try await store.removeAll()
        #expect(try await store.undoLatestChange() == nil)
        #expect(try await store.reactionCount() == 0)
    }

    @Test("the count is of films with a reaction, whatever their origin", arguments: HistoryStoreKind.allCases)
    func count(kind: HistoryStoreKind) async throws {
        let store = try await threeFavourites(kind)
        _ = try await store.importReactions(
            [ImportedReaction(film: StoreFilms.spirited, reaction: .seen, origin: .tmdb, date: Self.rated)], overwrite: false, dryRun: false, confirming: nil
        )
        try await store.setReaction(StoreFilms.bare, from: .favourite, to: .none)
        #expect(try await store.reactionCount() == 3)
    }
}

@Suite("Reaction history in the SQLite file")
struct SQLiteReactionHistoryTests {
    @Test("the history outlives the game: a later game's u takes back the change an earlier game made last")
    func acrossGames() async throws {
        let database = try TemporaryDatabase()
        let first = try database.open()
        try await first.setReaction(ReactionHistoryTests.forrestGump, from: .none, to: .favourite)
        try await first.setReaction(ReactionHistoryTests.forrestGump, from: .favourite, to: .dislike)

        let later = try database.open()
        let undo = try #require(try await later.undoLatestChange())

        #expect(undo.undone == .dislike && undo.current == .favourite)
        #expect(try await first.reactions() == [ReactionHistoryTests.forrestGump.id: .favourite], "the other game sees it at once")
    }

    @Test("a v4 store opens with every reaction kept; its history starts empty, then records and undoes as any")
    func fromV4() async throws {
        let database = try TemporaryDatabase()
        let old = try DatabasePool(path: database.path.path)
        try ReactionSchema.migrator().migrate(old, upTo: "v4")
        try await old.write { db in
            try db.execute(sql: """
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, year, overview, genres, runtime, rating, rating_count,
                                      poster_path, sequence, origin, origin_rating)
                VALUES ('catalogue', 6, 'seen', '2024-03-01 20:00:00.000', 'Heat', 1995, '', '["Crime"]', 170, 3.9, 102, NULL, 1, 'letterboxd', 3.5),
                       ('catalogue', 7, 'favourite', '2024-03-02 09:00:00.000', 'Untitled', NULL, '', '[]', NULL, 0, 0, NULL, 2, 'game', NULL)
                """)
        }
        try old.close()

        let store = try database.open()
        let before = try await store.records(nil)
        #expect(before.map(\.film.title) == ["Untitled", "Heat"])
        #expect(try await store.undoLatestChange() == nil, "changes made before the history was kept are not undone")

        try await store.setReaction(StoreFilms.heat, from: .seen, to: .dislike)
        #expect(try await store.undoLatestChange()?.current == .seen)
        #expect(try await store.records(nil) == before)
        let applied = try await DatabaseQueue(path: database.path.path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(applied == ["v1", "v2", "v3", "v4", "v5", "v6"])
    }

    @Test("an import is kept in the history film by film: what each film's reaction became, and what it replaced")
    func importInHistory() async throws {
        let database = try TemporaryDatabase()
        let store = try database.open()
        try await store.setReaction(StoreFilms.heat, from: .none, to: .dislike)
        let imported = [
            ImportedReaction(film: StoreFilms.bare, reaction: .seen, origin: .imdb, date: ReactionHistoryTests.rated, originRating: 6),
            ImportedReaction(film: StoreFilms.heat, reaction: .favourite, origin: .imdb, date: ReactionHistoryTests.rated, originRating: 9),
            ImportedReaction(film: StoreFilms.spirited, reaction: .watchlist, origin: .imdb, date: ReactionHistoryTests.rated),
        ]
        _ = try await store.importReactions(imported, overwrite: true, dryRun: false, confirming: nil)

        let rows = try await DatabaseQueue(path: database.path.path).read { db in
            try Row.fetchAll(db, sql: "SELECT film_id, reaction, origin, previous_reaction, previous_origin FROM reaction_change ORDER BY id")
                .map { row -> String in
                    let previous = (row["previous_reaction"] as String?).map { " over \($0) (\(row["previous_origin"] as String? ?? "?"))" } ?? ""
                    return "\(row["film_id"] as Int): \(row["reaction"] as String) by \(row["origin"] as String)\(previous)"
                }
        }
        #expect(rows.count == 4)
        #expect(rows.first == "6: dislike by game")
        #expect(Set(rows.dropFirst()) == ["6: favourite by imdb over dislike (game)", "7: seen by imdb", "129: watchlist by imdb"])
    }

    @Test("a history row another tool wrote and FilmSwipe cannot read is passed over, not a dead end")
    func unreadableRow() async throws {
        let database = try TemporaryDatabase()
        let store = try database.open()
        try await store.setReaction(StoreFilms.heat, from: .none, to: .favourite)
        let pool = try DatabasePool(path: database.path.path)
        try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO reaction_change (source, film_id, title, reaction, origin, changed_at)
                VALUES ('netflix', 1, 'Elsewhere', 'favourite', 'game', '2024-03-02 09:00:00.000')
                """)
        }
        try pool.close()

        #expect(try await store.undoLatestChange()?.film.id == StoreFilms.heat.id)
        #expect(try await store.undoLatestChange() == nil)
    }
}
