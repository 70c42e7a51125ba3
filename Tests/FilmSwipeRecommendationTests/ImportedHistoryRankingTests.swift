import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Recommendations from an imported history")
struct ImportedHistoryRankingTests {
    let twoClusters = TwoClusters()

    private func imported(_ id: FilmID, _ reaction: UserReaction, rating: Double?, title: String) -> ReactionRecord {
        ReactionRecord(film: Film(id: id, title: title), reaction: reaction, reactedAt: Date(timeIntervalSince1970: 0), origin: .letterboxd, originRating: rating)
    }

    @Test("a history that is one cluster gets that cluster on the very first page, none of it dealt again, and says why")
    func firstPageIsPersonal() async throws {
        let history = [
            imported(twoClusters.horror(1), .favourite, rating: 4.5, title: "Horror Alfa"),
            imported(twoClusters.horror(2), .favourite, rating: 5, title: "Horror Bravo"),
            imported(twoClusters.horror(3), .seen, rating: 3, title: "Horror Charlie"),
            imported(twoClusters.comedy(1), .dislike, rating: 1, title: "Comedy Alfa"),
        ]
        let model = twoClusters.model()
        // No waitUntilModelReady: the first page itself must wait for the model when there is a history.
        let sut = RecommendedFilmRepository(films: twoClusters.films, seed: 3, filters: .none, earlierReactions: { history }, buildModel: { model })

        let first = try await sut.recommendations(page: 1)

        #expect(first.films.count == RecommendedFilmRepository.pageSize)
        #expect(first.films.allSatisfy { twoClusters.isHorror($0.id) }, "comedy is the more popular cluster, so only the history can put horror first")
        #expect(!first.films.contains { history.map(\.film.id).contains($0.id) }, "no imported film is dealt")
        #expect(first.films.contains { $0.reason?.hasPrefix("because you rated Horror") == true && $0.reason?.hasSuffix("on Letterboxd") == true })
    }

    @Test("a film marked seen in the game (↓) counts for the recommender as an imported seen film does")
    func seenInGame() async throws {
        let seen = (1...3).map { twoClusters.horror($0) }
        let model = twoClusters.model()
        let history = seen.map { imported($0, .seen, rating: nil, title: "Horror " + TwoClusters.name($0.value)) }
        let fromImport = RecommendedFilmRepository(films: twoClusters.films, seed: 3, filters: .none, earlierReactions: { history }, buildModel: { model })
        let fromGame = RecommendedFilmRepository(films: twoClusters.films, seed: 3, filters: .none, earlierReactions: { [] }, buildModel: { model })
        for id in seen { try await fromGame.setReaction(Film(id: id, title: "Horror " + TwoClusters.name(id.value)), from: .none, to: .seen) }
        await fromImport.waitUntilModelReady()
        await fromGame.waitUntilModelReady()

        let dealt = try await fromGame.recommendations(page: 1).films.map(\.id)

        #expect(dealt == (try await fromImport.recommendations(page: 1).films.map(\.id)))
        #expect(!dealt.contains { seen.contains($0) }, "a film seen is not dealt")
    }

    @Test("without a history the first page does not wait for the model: the start for the seed")
    func newPlayerDoesNotWait() async throws {
        let model = twoClusters.model()
        let sut = RecommendedFilmRepository(films: twoClusters.films, seed: 3, filters: .none, earlierReactions: { [] }, buildModel: { model })

        let first = try await sut.recommendations(page: 1)

        #expect(first.films.map(\.id) == StarterDeck(catalogue: twoClusters.films, seed: 3).films.prefix(5).map(\.id))
        #expect(await !sut.isModelReady)
    }
}
