import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Two games sharing one reaction database")
struct ReactionStoreConcurrencyTests {
    @Test("two stores on one file writing 200 reactions each at once lose nothing and never report busy")
    func twoWriters() async throws {
        let database = try TemporaryDatabase()
        let first = try database.open()
        let second = try database.open()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for value in 1...200 {
                group.addTask { try await first.setReaction(StoreFilms.numbered(value), from: .none, to: .favourite) }
                group.addTask { try await second.setReaction(StoreFilms.numbered(1000 + value), from: .none, to: .dislike) }
            }
            try await group.waitForAll()
        }

        let reactions = try await database.open().reactions()
        #expect(reactions.count == 400)
        #expect(reactions.filter { $0.value == .favourite }.keys.map(\.value).sorted() == Array(1...200))
        #expect(reactions.filter { $0.value == .dislike }.keys.map(\.value).sorted() == Array(1001...1200))
        #expect(try await first.records(nil).count == 400)
    }

    @Test("two stores racing to change the same film: exactly one wins, the other gets a conflict")
    func sameFilm() async throws {
        let database = try TemporaryDatabase()
        let stores = try [database.open(), database.open()]

        for value in 1...50 {
            let film = StoreFilms.numbered(value)
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for (index, store) in stores.enumerated() {
                    group.addTask {
                        do {
                            try await store.setReaction(film, from: .none, to: index == 0 ? .favourite : .dislike)
                            return true
                        } catch {
                            return false
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
        }
        #expect(try await stores[0].reactions().count == 50)
    }

    @Test("several games opening a fresh file at the same moment all get a working store")
    func simultaneousOpen() async throws {
        let database = try TemporaryDatabase()

        let opened = await ThreadRace.run(count: 8) { Result { try database.open() } }

        let stores = try opened.map { try $0.get() }
        for (index, store) in stores.enumerated() {
            try await store.setReaction(StoreFilms.numbered(index), from: .none, to: .watchlist)
        }
        #expect(try await stores[0].reactions().count == 8)
    }
}
