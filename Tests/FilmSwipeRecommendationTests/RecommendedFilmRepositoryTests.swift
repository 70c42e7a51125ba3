import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Recommended film repository")
struct RecommendedFilmRepositoryTests {
    let twoClusters = TwoClusters()

    func repository(reactions: [ReactionRecord] = [], filters: RecommendationFilter = .none) async -> RecommendedFilmRepository {
        let model = twoClusters.model()
        let repository = RecommendedFilmRepository(films: twoClusters.films, seed: 3, filters: filters, earlierReactions: { reactions }, buildModel: { model })
        await repository.waitUntilModelReady()
        return repository
    }

    func record(_ id: FilmID, _ reaction: UserReaction) -> ReactionRecord {
        ReactionRecord(film: Film(id: id, title: "x"), reaction: reaction, reactedAt: Date())
    }

    @Test("pages deal every film once, five at a time, then report the last page")
    func pagesEverything() async throws {
        let sut = await repository()
        var dealt: [FilmID] = []
        var page = 1
        while true {
            let result = try await sut.recommendations(page: page)
            dealt += result.films.map(\.id)
            #expect(result.films.count <= RecommendedFilmRepository.pageSize)
            if result.isLast { break }
            page += 1
        }
        #expect(dealt.count == twoClusters.films.count)
        #expect(Set(dealt).count == dealt.count, "no film is dealt twice")
    }

    @Test("a favourite pulls its cluster up in the next page, with the liked film named as the reason")
    func reactsBetweenPages() async throws {
        let sut = await repository()
        _ = try await sut.recommendations(page: 1)
        let liked = Film(id: twoClusters.horror(1), title: "Horror Alfa")
        try await sut.setReaction(liked, from: .none, to: .favourite)

        let next = try await sut.recommendations(page: 2)

        #expect(next.films.allSatisfy { twoClusters.isHorror($0.id) })
        #expect(next.films.contains { $0.reason?.contains("Horror Alfa") == true })
    }

    @Test("earlier games' reactions shape the first page")
    func resumesWithReactions() async throws {
        let sut = await repository(reactions: [record(twoClusters.horror(1), .favourite), record(twoClusters.horror(2), .favourite)])

        let first = try await sut.recommendations(page: 1)

        #expect(first.films.allSatisfy { twoClusters.isHorror($0.id) })
        #expect(!first.films.contains { $0.id == twoClusters.horror(1) || $0.id == twoClusters.horror(2) })
    }

    @Test("until the model is built, pages deal the start for the seed, each with its reason, and pass the filters")
    func beforeTheModel() async throws {
        // The model is built on a Dispatch thread of its own (never one of Swift concurrency's), which this gate holds.
        let gate = DispatchSemaphore(value: 0)
        let model = twoClusters.model()
        let sut = RecommendedFilmRepository(
            films: twoClusters.films, seed: 3, filters: RecommendationFilter(genres: ["Comedy"]),
            earlierReactions: { [] }, buildModel: { gate.wait(); return model }
        )

        let first = try await sut.recommendations(page: 1)
        _ = try await sut.recommendations(page: 2)  // starts the build, which waits at the gate
        #expect(await !sut.isModelReady)
        gate.signal()
        await sut.waitUntilModelReady()
        let second = try await sut.recommendations(page: 3)

        let start = StarterDeck(catalogue: twoClusters.films, seed: 3, filters: RecommendationFilter(genres: ["Comedy"]))
        #expect(first.films.map(\.id) == start.films.prefix(5).map(\.id))
        #expect(first.films.allSatisfy { !twoClusters.isHorror($0.id) && $0.reason != nil })
        #expect(Set(second.films.map(\.id)).isDisjoint(with: first.films.map(\.id)), "the model does not deal them again")
    }

    @Test("filters limit what is dealt")
    func filters() async throws {
        let sut = await repository(filters: RecommendationFilter(genres: ["Comedy"]))
        let first = try await sut.recommendations(page: 1)
        #expect(!first.films.isEmpty)
        #expect(first.films.allSatisfy { !twoClusters.isHorror($0.id) })
    }
}
