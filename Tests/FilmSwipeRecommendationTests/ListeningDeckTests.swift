import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

/// The deck answers every reaction before the next card, whichever way the reaction was made: on the bundled catalogue,
/// a new player who likes ten horror films is dealt horror next.
@Suite("A deck that listens, on the bundled catalogue")
struct ListeningDeckTests {
    static let films = (try? CatalogueFile(path: fixturesFolder, fallbackGenres: nil).load()) ?? []
    /// The model the game plays with: its community part mapped from the committed model file, as the game maps it.
    static let model = RecommendationModel.prebuilt(
        films: films, modelFile: fixturesFolder.appendingPathComponent("community.model"), ratingsFile: fixturesFolder.appendingPathComponent("ratings.csv"),
        readRatings: { (try? RatingsFile(path: fixturesFolder).load()) ?? RatingSet([]) }
    ).model
    /// The ten most-rated horror films: what a player finds with `/` when they look for horror they know.
    static let horror = Array(films.filter { $0.genres.contains("Horror") }.prefix(10))

    /// How a like reaches the repository.
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        /// A swipe on a card the deck dealt.
        case swipe
        /// A film looked up and liked: the deck never dealt it.
        case search
        /// A reaction changed to a favourite in the details.
        case change
        /// A favourite changed to a dislike, then the change undone.
        case undo
        /// An imported history: earlier reactions the repository reads at start.
        case `import`

        var testDescription: String { rawValue }
    }

    func repository(earlier: [ReactionRecord] = []) -> RecommendedFilmRepository {
        RecommendedFilmRepository(films: Self.films, seed: 1, filters: .none, earlierReactions: { earlier }, buildModel: { Self.model })
    }

    func isHorror(_ film: Film) -> Bool {
        film.genres.contains("Horror")
    }

    @Test("after ten horror likes made by any route, at least 7 of the next 10 cards are horror, and the very next card answers them", arguments: Route.allCases)
    func tenLikes(route: Route) async throws {
        let earlier = route == .import
            ? Self.horror.map { ReactionRecord(film: $0, reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 0), origin: .letterboxd, originRating: 4.5) }
            : []
        let sut = repository(earlier: earlier)
        var waiting = try await sut.recommendations(page: 1).films
        var page = 2
        for film in Self.horror where route != .import {
            switch route {
            case .swipe:
                // The film is dealt on top of the deck, then swiped right.
                waiting.insert(film, at: 0)
                try await sut.setReaction(waiting.removeFirst(), from: .none, to: .favourite)
            case .search: try await sut.setReaction(film, from: .none, to: .favourite)
            case .change:
                try await sut.setReaction(film, from: .none, to: .dislike)
                try await sut.setReaction(film, from: .dislike, to: .favourite)
            case .undo:
                try await sut.setReaction(film, from: .none, to: .favourite)
                try await sut.setReaction(film, from: .favourite, to: .dislike)
                try await sut.setReaction(film, from: .dislike, to: .favourite)
            case .import: break
            }
        }

        // A film liked while it waited on the deck is no longer waiting: the interactor never hands it back.
        waiting.removeAll { Self.horror.map(\.id).contains($0.id) }
        var next = try await sut.redeal(waiting)
        while next.count < 10 {
            next += try await sut.recommendations(page: page).films
            page += 1
        }
        next = Array(next.prefix(10))

        #expect(next.filter(isHorror).count >= 7, "\(next.map { "\($0.title) \($0.genres)" })")
        #expect(!next.contains { Self.horror.map(\.id).contains($0.id) }, "a film liked is never dealt again")
        let first = try #require(next.first)
        #expect(isHorror(first), "\(first.title)")
        #expect(first.reason.map { $0.hasPrefix("because you liked") || $0 == "because you like Horror" || $0.hasPrefix("because you rated") } == true, "\(first.reason ?? "none")")
    }

    @Test("a new player's waiting cards stay as dealt until their first reaction; after it, the very next card is ranked by it")
    func startUntilFirstReaction() async throws {
        let sut = repository()
        let first = try await sut.recommendations(page: 1).films
        let start = StarterDeck(catalogue: Self.films, seed: 1).films.prefix(RecommendedFilmRepository.pageSize)
        await sut.waitUntilModelReady()
        let untouched = try await sut.redeal(Array(first.dropFirst()))

        try await sut.setReaction(first[0], from: .none, to: .favourite)
        let answered = try await sut.redeal(Array(first.dropFirst()))

        #expect(first.map(\.id) == start.map(\.id), "the start for the seed, though the model is ready")
        #expect(untouched.map(\.id) == first.dropFirst().map(\.id))
        var ranking = Recommender(model: Self.model, seed: 1)
        ranking.markSeen([first[0].id])
        ranking.react(first[0].id, .favourite)
        #expect(answered.map(\.id) == ranking.next(count: 4).map(\.film), "the waiting cards are dealt again as the model ranks them after the like")
    }
}
