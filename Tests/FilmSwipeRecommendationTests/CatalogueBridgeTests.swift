import FilmSwipeDomain
import FilmSwipeRecommendation
import Testing

/// A TMDB snapshot over the two clusters: five new films no one in the bundled ratings has seen (most popular first),
/// then the twenty bundled films under TMDB ids (1000 + their catalogue id), titled as TMDB titles them.
struct SnapshotClusters {
    let clusters = TwoClusters()

    /// New film `number` (1…5): TMDB id 2000 + number.
    func new(_ number: Int) -> FilmID { FilmID(source: .tmdb, value: 2000 + number) }
    /// The snapshot's film that is bundled film `id`.
    func twin(_ id: FilmID) -> FilmID { FilmID(source: .tmdb, value: 1000 + id.value) }

    var films: [Film] {
        let newFilms = (1...5).map { Film(id: new($0), title: "New " + TwoClusters.name($0), year: 2025, genres: ["Drama"], rating: 7, ratingCount: 500) }
        let twins = clusters.films.map { film in
            Film(id: twin(film.id), title: film.title, year: film.year, genres: film.genres, rating: film.rating, ratingCount: 500)
        }
        return newFilms + twins
    }

    /// A model over the snapshot with the bundled ratings, `recommendations` as TMDB's; exploration and quality off.
    func model(recommendations: [FilmID: [FilmID]] = [:]) -> RecommendationModel {
        var tuning = RecommenderTuning.standard
        tuning.explorationEvery = 0
        tuning.qualityWeight = 0
        let twins = Dictionary(uniqueKeysWithValues: clusters.films.map { ($0.id, twin($0.id)) })
        return RecommendationModel(
            films: films, ratings: clusters.ratings, tuning: tuning,
            bridge: CatalogueBridge(bundledFilms: twins, recommendations: recommendations, ranked: true)
        )
    }
}

@Suite("Recommender over a TMDB snapshot")
struct CatalogueBridgeTests {
    let snapshot = SnapshotClusters()

    @Test("with no reactions it deals the snapshot's own popularity order: new films the ratings never saw come first")
    func coldStartIsTheSnapshotsOrder() {
        var session = Recommender(model: snapshot.model(), seed: 1)

        #expect(session.next(count: 7).map(\.film) == snapshot.films.prefix(7).map(\.id))
    }

    @Test("a bundled film's MovieLens ratings count for its twin in the snapshot")
    func ratingsReachTwins() {
        var session = Recommender(model: snapshot.model(), seed: 1)

        session.react(snapshot.twin(snapshot.clusters.horror(1)), .favourite)
        let dealt = session.next(count: 5)

        #expect(dealt.allSatisfy { $0.film.value > 1000 && $0.film.value < 2000 && snapshot.clusters.isHorror(FilmID(source: .catalogue, value: $0.film.value - 1000)) })
        #expect(dealt.first?.reason == "because you liked Horror Alfa")
        #expect(snapshot.model().fansAlsoLiked(of: snapshot.twin(snapshot.clusters.horror(1))).allSatisfy { $0.hasPrefix("Horror") })
    }

    @Test("a reaction to the bundled film, from an earlier game, counts as one to its twin")
    func bundledReactionsCount() {
        var session = Recommender(model: snapshot.model(), seed: 1)

        session.react(snapshot.clusters.horror(1), .favourite)

        #expect(session.reaction(to: snapshot.twin(snapshot.clusters.horror(1))) == .favourite)
        #expect(session.next(count: 3).allSatisfy { $0.film.value > 1000 && $0.film.value <= 1010 })
    }

    @Test("liking a film deals what TMDB recommends beside it next, best first, with the film as the reason")
    func tmdbRecommendations() {
        let model = snapshot.model(recommendations: [snapshot.new(3): [snapshot.new(5), snapshot.new(4)]])
        var session = Recommender(model: model, seed: 1)

        session.react(snapshot.new(3), .favourite)
        let dealt = session.next(count: 2)

        #expect(dealt.map(\.film) == [snapshot.new(5), snapshot.new(4)])
        #expect(dealt.first?.reason == "because you liked New Charlie")
    }

    @Test("filters apply to the snapshot's films as to the bundled ones")
    func filters() {
        var session = Recommender(model: snapshot.model(), seed: 1)

        let dealt = session.next(count: 30, filters: RecommendationFilter(genres: ["Comedy"], fromYear: nil, toYear: nil, minRating: nil))

        #expect(dealt.count == 10)
        #expect(dealt.allSatisfy { $0.film.value > 1010 && $0.film.value <= 1020 })
    }
}
