@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB cards say why, and answer a like at once")
struct TMDBReasonsTests {
    @Test("discover's cards name the query that dealt them; a favourite's recommendations name the favourite")
    func reasons() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        let first = try await repository.recommendations(page: 1)
        let favourite = first.films[1]
        try await repository.setReaction(favourite, from: .none, to: .favourite)
        let second = try await repository.recommendations(page: 2)
        _ = await repository.applyFilter(RecommendationFilter(genres: ["Horror"], fromYear: 1990, toYear: 1999))
        let filtered = try await repository.recommendations(page: 1)

        #expect(first.films.allSatisfy { $0.reason == "popular on TMDB" })
        #expect(second.films.filter { $0.id.value >= 10_000_000 }.allSatisfy { $0.reason == "because you liked \(favourite.title)" })
        #expect(second.films.filter { $0.id.value < 10_000_000 }.allSatisfy { $0.reason == "popular on TMDB" })
        #expect(filtered.films.allSatisfy { $0.reason == "popular in Horror from 1990 to 1999 on TMDB" })
    }

    @Test("after a like, the waiting cards are dealt again with what TMDB recommends for the film in turn with them, a recommendation first")
    func redealAfterLike() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        let first = try await repository.recommendations(page: 1)
        let waiting = Array(first.films[1..<5])
        let looked = Film(id: FilmID(source: .tmdb, value: 7), title: "Found by search")

        try await repository.setReaction(first.films[0], from: .none, to: .favourite)
        let deck = try await repository.redeal([looked] + waiting)
        let next = try await repository.recommendations(page: 2)

        let recommended = StubCatalogue.recommendationIDs(movieID: first.films[0].id.value, page: 1).filter { $0 >= 10_000_000 }
        #expect(deck.map(\.id.value) == [7, recommended[0], waiting[0].id.value, recommended[1], waiting[1].id.value], "a film it did not deal keeps its place")
        #expect(deck[1].reason == "because you liked \(first.films[0].title)")
        #expect(next.films.prefix(4).map(\.id.value) == [recommended[2], waiting[2].id.value, recommended[3], waiting[3].id.value], "what was pushed back comes first on the next page")
        let dealtAgain = deck.dropFirst().map(\.id) + next.films.map(\.id)
        #expect(Set(dealtAgain).count == dealtAgain.count, "nothing is dealt twice")
        #expect(!dealtAgain.contains(first.films[0].id))
    }

    @Test("on a network that hangs, a redeal after a like gives the waiting cards back after one brief try", .timeLimit(.minutes(1)))
    func redealOnHangingNetwork() async throws {
        let bed = try TMDBTestBed()
        // Full tries would take 4 × 100 s, past the test's time limit; only the brief try of 1 s can answer in time.
        var configuration = bed.configuration(requestTimeout: 100, maxRetries: 3)
        configuration.briefTimeout = 1
        let repository = TMDBFilmRepository(client: try bed.client(configuration: configuration))
        let first = try await repository.recommendations(page: 1)
        await repository.cancelPrefetch()
        let waiting = Array(first.films[1..<5])
        bed.server.script(.delay(600), for: "/movie/\(first.films[0].id.value)/recommendations", times: nil)

        try await repository.setReaction(first.films[0], from: .none, to: .favourite)
        let deck = try await repository.redeal(waiting)

        #expect(deck.map(\.id) == waiting.map(\.id))
        bed.server.stop()
    }

    @Test("without a new favourite the waiting cards stay as they are, and TMDB is not asked")
    func redealWithoutLike() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        let first = try await repository.recommendations(page: 1)
        await repository.cancelPrefetch()
        let requests = bed.server.requests("/movie/\(first.films[0].id.value)/recommendations").count

        try await repository.setReaction(first.films[0], from: .none, to: .dislike)
        let deck = try await repository.redeal(Array(first.films.dropFirst()))

        #expect(deck.map(\.id) == first.films.dropFirst().map(\.id))
        #expect(bed.server.requests("/movie/\(first.films[0].id.value)/recommendations").count == requests)
    }
}
