import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation
import Testing

@Suite("A new player's first cards")
struct StarterDeckTests {
    /// The bundled catalogue's head, as the game reads it before its first frame.
    static let head: [Film] = (try? CatalogueFile(path: fixturesFolder, fallbackGenres: nil).loadHead(count: 200)) ?? []

    func firstTen(seed: UInt64, filters: RecommendationFilter = .none) -> [Film] {
        Array(StarterDeck(catalogue: Self.head, seed: seed, filters: filters).films.prefix(10))
    }

    @Test("two seeds (two data folders) deal different first ten films, not merely in another order")
    func seedsDiffer() {
        let one = firstTen(seed: 1).map(\.id), two = firstTen(seed: 2).map(\.id)
        #expect(one.count == 10 && two.count == 10)
        #expect(Set(one) != Set(two))
        // Across many new players, the first card itself varies.
        let firstCards = Set((1...40).compactMap { firstTen(seed: $0).first?.id })
        #expect(firstCards.count >= 20, "40 seeds gave only \(firstCards.count) different first cards")
    }

    @Test("the same seed deals the same first cards, with the same reasons")
    func seedReproduces() {
        let again = firstTen(seed: 7)
        #expect(firstTen(seed: 7).map(\.id) == again.map(\.id))
        #expect(firstTen(seed: 7).map(\.reason) == again.map(\.reason))
    }

    @Test("every first card has a reason: a genre it has, or a classic")
    func reasons() {
        for seed in UInt64(1)...30 {
            for film in firstTen(seed: seed) {
                guard let reason = film.reason else {
                    Issue.record("\(film.title) has no reason (seed \(seed))")
                    continue
                }
                if reason == StarterDeck.classicReason {
                    #expect((film.year ?? .max) < StarterDeck.classicBefore, "\(film.title) is called a classic")
                } else {
                    let genre = reason.replacingOccurrences(of: "popular with people who like ", with: "")
                    #expect(film.genres.contains(genre), "\(film.title): \(reason)")
                }
            }
        }
    }

    @Test("the first cards are well known and well liked, name several genres, and a classic is on the first page")
    func wellKnownWellLikedAcrossGenres() {
        let wellKnown = Set(Self.head.prefix(StarterDeck.wellKnownCount).map(\.id))
        for seed in UInt64(1)...30 {
            let ten = firstTen(seed: seed)
            #expect(ten.allSatisfy { wellKnown.contains($0.id) && $0.rating >= StarterDeck.minimumRating })
            let named = Set(ten.compactMap(\.reason).filter { $0 != StarterDeck.classicReason })
            #expect(named.count >= 6, "seed \(seed) names only \(named)")
            #expect(ten.prefix(5).contains { $0.reason == StarterDeck.classicReason }, "seed \(seed) has no classic on the first page")
            #expect(Set(ten.map(\.id)).count == 10)
        }
    }

    @Test("with a genre asked for, every card is of it and its reason names it")
    func filtered() {
        let comedies = firstTen(seed: 5, filters: RecommendationFilter(genres: ["Comedy"]))
        #expect(comedies.count == 10)
        #expect(comedies.allSatisfy { $0.genres.contains("Comedy") })
        #expect(comedies.allSatisfy { $0.reason == "popular with people who like Comedy" || $0.reason == StarterDeck.classicReason })
    }

    @Test("filters that leave no well-known film leave the start empty")
    func nothingAdmitted() {
        #expect(StarterDeck(catalogue: Self.head, seed: 1, filters: RecommendationFilter(fromYear: 2030)).films.isEmpty)
    }
}

@Suite("Recommended film repository: a new player's start")
struct RecommendedFilmRepositoryStartTests {
    func repository(seed: UInt64, filters: RecommendationFilter = .none) -> RecommendedFilmRepository {
        RecommendedFilmRepository(
            head: StarterDeckTests.head, wholeCatalogue: { StarterDeckTests.head }, seed: seed, filters: filters,
            earlierReactions: { [] }, buildModel: { films in RecommendationModel(films: films, ratings: RatingSet([])) }
        )
    }

    func firstTen(_ sut: RecommendedFilmRepository) async throws -> [Film] {
        let first = try await sut.recommendations(page: 1)
        let second = try await sut.recommendations(page: 2)
        return first.films + second.films
    }

    @Test("a new player's first two pages are the starter deck for the seed, each card with its reason")
    func dealsTheStart() async throws {
        let dealt = try await firstTen(repository(seed: 11))
        #expect(dealt.map(\.id) == StarterDeck(catalogue: StarterDeckTests.head, seed: 11).films.prefix(10).map(\.id))
        #expect(dealt.allSatisfy { $0.reason != nil })
    }

    @Test("two seeds deal two different starts; the same seed the same one")
    func seeds() async throws {
        let one = try await firstTen(repository(seed: 1)).map(\.id)
        #expect(try await firstTen(repository(seed: 1)).map(\.id) == one)
        #expect(try await firstTen(repository(seed: 2)).map(\.id) != one)
    }

    @Test("a change of filters deals the start again under the new filters, never a film already dealt")
    func filterChange() async throws {
        let sut = repository(seed: 4)
        let first = try await sut.recommendations(page: 1).films
        _ = await sut.applyFilter(RecommendationFilter(genres: ["Animation"]))
        let next = try await sut.recommendations(page: 2).films

        #expect(!next.isEmpty)
        #expect(next.allSatisfy { $0.genres.contains("Animation") && $0.reason != nil })
        #expect(Set(next.map(\.id)).isDisjoint(with: first.map(\.id)))
    }
}
