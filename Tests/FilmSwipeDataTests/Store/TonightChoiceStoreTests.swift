import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("Tonight's choices in the reaction store")
struct TonightChoiceStoreTests {
    let evening = Date(timeIntervalSince1970: 1_709_405_000)

    @Test("a choice is kept with its runner-up, listed newest first, and outlives the store being opened again")
    func keptNewestFirst() async throws {
        let database = try TemporaryDatabase()
        let first = TonightChoice(film: StoreFilms.heat, runnerUp: StoreFilms.spirited, among: 8, chosenAt: evening)
        let second = TonightChoice(film: StoreFilms.bare, runnerUp: nil, among: 1, chosenAt: evening.addingTimeInterval(86_400))
        do {
            let store = try database.open()
            try await store.saveTonightChoice(first)
            try await store.saveTonightChoice(second)
        }
        let choices = try await database.open().tonightChoices()
        #expect(choices.map(\.film.id) == [StoreFilms.bare.id, StoreFilms.heat.id])
        let heat = try #require(choices.last)
        #expect(heat.film.title == "Heat" && heat.film.year == 1995 && heat.film.runtime == 170)
        #expect(heat.runnerUp?.id == StoreFilms.spirited.id && heat.runnerUp?.title == StoreFilms.spirited.title && heat.runnerUp?.year == 2001)
        #expect(heat.among == 8 && heat.chosenAt == evening)
        #expect(choices.first?.runnerUp == nil)
    }

    @Test("forgetting every reaction keeps what was chosen on earlier evenings")
    func resetKeepsChoices() async throws {
        let database = try TemporaryDatabase()
        let store = try database.open()
        try await store.setReaction(StoreFilms.heat, from: .none, to: .watchlist)
        try await store.saveTonightChoice(TonightChoice(film: StoreFilms.heat, runnerUp: nil, among: 2, chosenAt: evening))
        try await store.removeAll()
        #expect(try await store.tonightChoices().count == 1)
    }

    @Test("a row another tool wrote with a source FilmSwipe does not write is passed over, and control characters are cleaned")
    func strangeRows() async throws {
        let database = try TemporaryDatabase()
        let store = try database.open()
        try await store.saveTonightChoice(TonightChoice(film: StoreFilms.heat, runnerUp: nil, among: 2, chosenAt: evening))
        let queue = try DatabaseQueue(path: database.path.path)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO tonight_choice (chosen_at, source, film_id, title, among) VALUES ('2024-03-03 10:00:00.000', 'netflix', 1, 'x', 2)")
            try db.execute(sql: "INSERT INTO tonight_choice (chosen_at, source, film_id, title, among) VALUES ('2024-03-04 10:00:00.000', 'catalogue', 2, 'Evil\u{1B}[2J', 'lots')")
        }
        try queue.close()
        let choices = try await store.tonightChoices()
        #expect(choices.map(\.film.id.value) == [2, 6])
        #expect(choices.first?.film.title.contains("\u{1B}") == false)
        #expect(choices.first?.among == 1)
    }
}
