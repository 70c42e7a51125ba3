import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

/// A horror catalogue where "Fog"'s fans all watched the Slasher sequels: liking Fog pulls the whole series up.
struct SlasherCatalogue {
    let films: [Film]
    let ratings: RatingSet

    init() {
        let others = ["Cabin", "Ghost", "Crypt", "Moor", "Swamp", "Attic", "Manor", "Hollow", "Pit", "Well"]
        let titles = ["Fog", "Slasher 2", "Slasher 3", "Slasher 4", "Slasher 5", "Slasher"] + others
        films = titles.enumerated().map { Film(id: FilmID(source: .catalogue, value: $0.offset + 1), title: $0.element, year: 1985, genres: ["Horror"]) }
        var ratings: [Rating] = []
        // Ten of Fog's fans watched the sequels; seven watched the other films.
        for user in Int32(1)...10 {
            for film in Int32(1)...5 { ratings.append(Rating(user: user, film: film, stars: 5, time: Int64(film))) }
        }
        for user in Int32(6)...12 {
            ratings.append(Rating(user: user, film: 1, stars: 4.5, time: 0))
            for film in Int32(7)...Int32(titles.count) { ratings.append(Rating(user: user, film: film, stars: 4.5, time: Int64(film))) }
        }
        for user in Int32(13)...14 { ratings.append(Rating(user: user, film: 6, stars: 4, time: 0)) }
        self.ratings = RatingSet(ratings)
    }

    func id(_ title: String) -> FilmID { films.first { $0.title == title }!.id }
    func isSequel(_ film: FilmID) -> Bool { films.first { $0.id == film }!.title.hasPrefix("Slasher") }

    func model() -> RecommendationModel {
        var tuning = RecommenderTuning.standard
        tuning.explorationEvery = 0
        tuning.qualityWeight = 0
        return RecommendationModel(films: films, ratings: ratings, tuning: tuning)
    }
}

@Suite("One film of a series in a page of cards")
struct SeriesSpacingTests {
    let catalogue = SlasherCatalogue()

    @Test("liking Fog deals one Slasher film in any five cards in a row, though its fans watched them all")
    func spaced() {
        var session = Recommender(model: catalogue.model(), seed: 1)
        session.react(catalogue.id("Fog"), .favourite)

        let dealt = session.deal(count: 10).map(\.film)

        #expect(catalogue.isSequel(dealt[0]), "the series is what Fog's fans liked most")
        for start in 0...(dealt.count - 5) {
            #expect(dealt[start..<(start + 5)].filter(catalogue.isSequel).count <= 1, "cards \(start + 1)–\(start + 5)")
        }
        #expect(dealt.filter(catalogue.isSequel).count >= 2, "the series comes back once five cards have passed")
    }

    @Test("once the player likes a film of the series, its films are dealt together")
    func likedSeries() {
        var session = Recommender(model: catalogue.model(), seed: 1)
        session.react(catalogue.id("Fog"), .favourite)
        session.react(catalogue.id("Slasher 2"), .favourite)

        let page = session.next(count: 5).map(\.film)

        #expect(page.filter(catalogue.isSequel).count >= 3)
    }

    @Test("when only the series is left, it is dealt all the same")
    func nothingElse() {
        var session = Recommender(model: catalogue.model(), seed: 1)
        session.markSeen(catalogue.films.filter { !catalogue.isSequel($0.id) }.map(\.id))

        #expect(session.next(count: 5).count == 5)
    }
}

@Suite("The game's pages space a series out")
struct SeriesPagesTests {
    let catalogue = SlasherCatalogue()

    @Test("after a like of Fog, each page the game deals holds at most one Slasher film")
    func pages() async throws {
        let model = catalogue.model()
        let liked = Film(id: catalogue.id("Fog"), title: "Fog")
        let sut = RecommendedFilmRepository(
            films: catalogue.films, seed: 1, filters: .none,
            earlierReactions: { [ReactionRecord(film: liked, reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 0))] }, buildModel: { model }
        )
        await sut.waitUntilModelReady()

        for page in 1...2 {
            let films = try await sut.recommendations(page: page).films.map(\.id)
            #expect(films.count == 5)
            #expect(films.filter(catalogue.isSequel).count == 1, "page \(page)")
        }
    }
}

@Suite("A collection the source names is a series")
struct CollectionSeriesTests {
    @Test("films TMDB puts in one collection are spaced out whatever their titles")
    func collection() {
        let catalogue = SlasherCatalogue()
        let names = ["Slasher 2": "Crimson", "Slasher 3": "Scarlet", "Slasher 4": "Vermilion", "Slasher 5": "Carmine", "Slasher": "Ruby"]
        let films = catalogue.films.map { film -> Film in
            guard let name = names[film.title] else { return film }
            var renamed = Film(id: film.id, title: name, year: film.year, genres: film.genres)
            renamed.collection = "tmdb:7"
            return renamed
        }
        var tuning = catalogue.model().tuning
        tuning.explorationEvery = 0
        var session = Recommender(model: RecommendationModel(films: films, ratings: catalogue.ratings, tuning: tuning), seed: 1)
        session.react(catalogue.id("Fog"), .favourite)

        let page = session.next(count: 5).map(\.film)

        #expect(page.filter(catalogue.isSequel).count == 1)
    }
}
