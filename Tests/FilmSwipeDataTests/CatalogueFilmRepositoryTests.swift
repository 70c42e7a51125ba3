import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Catalogue repository")
struct CatalogueFilmRepositoryTests {
    func films(_ count: Int) -> [Film] {
        (1...max(1, count)).prefix(count).map { Film(id: FilmID(source: .catalogue, value: $0), title: "Film \($0)") }
    }

    @Test("pages hold 20 films in the catalogue's order")
    func pages() async throws {
        let repository = CatalogueFilmRepository(films: films(45))

        let first = try await repository.recommendations(page: 1)
        let last = try await repository.recommendations(page: 3)

        #expect(first.films.map(\.id.value) == Array(1...20))
        #expect(first.lastPage == 3)
        #expect(last.films.map(\.id.value) == Array(41...45))
        #expect(last.isLast)
    }

    @Test("a page outside the catalogue is an error naming the range")
    func outOfRange() async {
        let repository = CatalogueFilmRepository(films: films(45))

        await #expect(throws: CatalogueError.pageOutOfRange(page: 4, lastPage: 3)) {
            try await repository.recommendations(page: 4)
        }
        await #expect(throws: CatalogueError.pageOutOfRange(page: 0, lastPage: 3)) {
            try await repository.recommendations(page: 0)
        }
    }

    @Test("the bundled catalogue pages through every film once")
    func bundledPaging() async throws {
        let all = try CatalogueFile(path: fixturesFolder, fallbackGenres: nil).load()
        let repository = CatalogueFilmRepository(films: all)

        var seen: [FilmID] = []
        var page = 1
        while true {
            let result = try await repository.recommendations(page: page)
            #expect(result.films.count == 20 || result.isLast)
            seen += result.films.map(\.id)
            if result.isLast { break }
            page += 1
        }

        #expect(page == 454)
        #expect(seen == all.map(\.id))
    }
}
