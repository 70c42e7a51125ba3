import FilmSwipeDomain
import FilmSwipeRecommendation
import Testing

/// Counts how often the whole catalogue was asked for, and answers with it or with an error.
actor WholeCatalogueSource {
    private(set) var requests = 0
    private let films: [Film]
    private let error: Error?

    init(films: [Film], error: Error? = nil) {
        self.films = films
        self.error = error
    }

    func read() throws -> [Film] {
        requests += 1
        if let error { throw error }
        return films
    }
}

struct CatalogueUnreadable: Error {}

@Suite("Recommended film repository: dealing from the catalogue's head while the rest is read")
struct RecommendedFilmRepositoryHeadTests {
    let twoClusters = TwoClusters()

    func repository(head: Int, whole: WholeCatalogueSource, filters: RecommendationFilter = .none) -> RecommendedFilmRepository {
        let model = twoClusters.model()
        return RecommendedFilmRepository(
            head: Array(twoClusters.films.prefix(head)), wholeCatalogue: { try await whole.read() }, seed: 3, filters: filters,
            earlierReactions: { [] }, buildModel: { _ in model }
        )
    }

    @Test("the first page comes from the head without asking for the whole catalogue")
    func firstPageFromHead() async throws {
        let whole = WholeCatalogueSource(films: twoClusters.films)
        let sut = repository(head: 8, whole: whole)

        let page = try await sut.recommendations(page: 1)

        // A new player's start, drawn from the head for the seed (four of its films are well liked), then the head's order.
        let start = StarterDeck(catalogue: Array(twoClusters.films.prefix(8)), seed: 3).films.map(\.id)
        #expect(start.count == 4)
        #expect(Array(page.films.map(\.id).prefix(4)) == start)
        #expect(page.films.count == 5 && page.films[4].id == twoClusters.horror(1))
        #expect(await whole.requests == 0)
    }

    @Test("when the filters find too few films in the head, the whole catalogue is read once and dealt from")
    func headRunsShort() async throws {
        let whole = WholeCatalogueSource(films: twoClusters.films)
        // The head holds only horror films; the filter asks for comedies.
        let sut = repository(head: 5, whole: whole, filters: RecommendationFilter(genres: ["Comedy"]))

        let page = try await sut.recommendations(page: 1)

        #expect(page.films.count == RecommendedFilmRepository.pageSize)
        #expect(page.films.allSatisfy { $0.genres == ["Comedy"] })
        #expect(await whole.requests == 1)
    }

    @Test("the model is built over the whole catalogue, so later pages reach films beyond the head")
    func modelSeesWhole() async throws {
        let whole = WholeCatalogueSource(films: twoClusters.films)
        let sut = repository(head: 5, whole: whole)
        await sut.waitUntilModelReady()

        var dealt: [FilmID] = []
        var number = 1
        while true {
            let page = try await sut.recommendations(page: number)
            dealt += page.films.map(\.id)
            if page.isLast { break }
            number += 1
        }

        #expect(Set(dealt) == Set(twoClusters.films.map(\.id)))
        #expect(await whole.requests == 1)
    }

    @Test("when the rest cannot be read, the head is still dealt and the page after it fails with the reason")
    func wholeUnreadable() async throws {
        let whole = WholeCatalogueSource(films: [], error: CatalogueUnreadable())
        let sut = repository(head: 5, whole: whole)

        let first = try await sut.recommendations(page: 1)
        #expect(first.films.count == 5)

        await #expect(throws: CatalogueUnreadable.self) { try await sut.recommendations(page: 2) }
    }
}

@Suite("Fans also liked")
struct FansAlsoLikedTests {
    let twoClusters = TwoClusters()

    @Test("a film's nearest films by the ratings are from its own cluster, and need enough people who rated both")
    func nearest() {
        let model = twoClusters.model()
        let horror = twoClusters.films[0].id
        let near = model.nearestFilms(to: horror, count: 3, minimumCoRaters: 2)

        #expect(near.count == 3)
        #expect(near.allSatisfy { id in twoClusters.films.first { $0.id == id }?.genres == ["Horror"] })
        #expect(!near.contains(horror))
        #expect(model.nearestFilms(to: horror, count: 3, minimumCoRaters: 10_000).isEmpty)
        #expect(model.nearestFilms(to: FilmID(source: .catalogue, value: 999_999), count: 3, minimumCoRaters: 1).isEmpty)
    }

    @Test("films dealt by the model name what their fans also liked")
    func dealtWithAlsoLiked() async throws {
        let model = twoClusters.model()
        let sut = RecommendedFilmRepository(films: twoClusters.films, seed: 3, filters: .none, earlierReactions: { [] }, buildModel: { model })
        await sut.waitUntilModelReady()
        // A new player's first page is the start; the model deals from their first reaction on.
        let start = try await sut.recommendations(page: 1)
        try await sut.setReaction(start.films[0], from: .none, to: .favourite)

        let page = try await sut.recommendations(page: 2)

        #expect(page.films.allSatisfy { !$0.fansAlsoLiked.isEmpty && !$0.fansAlsoLiked.contains($0.title) })
    }
}
