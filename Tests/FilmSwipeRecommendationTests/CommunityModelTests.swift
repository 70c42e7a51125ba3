import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Testing

@Suite("The community part of the model")
struct CommunityModelTests {
    let clusters = TwoClusters()

    private func deal(_ model: RecommendationModel) -> [Recommendation] {
        var session = Recommender(model: model, seed: 1)
        session.react(clusters.horror(1), .favourite)
        session.react(clusters.comedy(2), .dislike)
        return session.deal(count: 12)
    }

    @Test("a model over a community part built (or stored) apart deals as the model built from the ratings")
    func builtApart() {
        let tuning = clusters.model().tuning
        // The standard asks for EASE's weights, which need a linear-algebra library: built without one, both sides
        // fall back on the cosine.
        let community = CommunityModel.build(films: clusters.films.map(\.id), ratings: clusters.ratings, tuning: tuning)

        #expect(deal(RecommendationModel(films: clusters.films, community: community, tuning: tuning)) == deal(clusters.model()))
        #expect(community.itemWeights == .cosine)
    }

    @Test("a community part built for the films in another order is matched by id")
    func otherOrder() {
        let tuning = clusters.model().tuning
        let reversed = CommunityModel.build(films: clusters.films.reversed().map(\.id), ratings: clusters.ratings, tuning: tuning)
        let model = RecommendationModel(films: clusters.films, community: reversed, tuning: tuning)

        #expect(deal(model) == deal(clusters.model()))
        #expect(model.community.films == clusters.films.map(\.id))
    }

    @Test("EASE's weights are the closed form's: B = I − P·diag(1/diag P) with P = (XᵀX + λI)⁻¹")
    func closedForm() {
        // Film 1 rated by three people, film 2 by two of them: XᵀX + I = [[4, 2], [2, 3]], P = [[3, -2], [-2, 4]] / 8.
        let ratings = RatingSet([1, 2, 3].map { Rating(user: $0, film: 1, stars: 4, time: 0) } + [1, 2].map { Rating(user: $0, film: 2, stars: 3, time: 0) })
        var tuning = RecommenderTuning.standard
        tuning.itemWeights = .ease(lambda: 1, minimumRatings: 1, neighbours: 35)
        tuning.normalisesRows = false
        let films = [FilmID(source: .catalogue, value: 1), FilmID(source: .catalogue, value: 2)]

        let community = CommunityModel.build(films: films, ratings: ratings, tuning: tuning, inversion: LAPACKInversion())

        #expect(community.itemWeights == .ease(lambda: 1, minimumRatings: 1, neighbours: 35))
        #expect(community.graph.offsets == [0, 1, 2] && community.graph.films == [1, 0])
        #expect(abs(community.graph.similarities[0] - 0.5) < 1e-6, "B[1, 2] = −P[1, 2] / P[2, 2]")
        #expect(abs(community.graph.similarities[1] - 2.0 / 3) < 1e-6, "B[2, 1] = −P[2, 1] / P[1, 1]")
        #expect(community.graph.coRaters == [2, 2])
    }

    @Test("with EASE asked for and LAPACK at hand, a horror like deals horror; without LAPACK the cosine stands in")
    func easeOrCosine() {
        var tuning = clusters.model().tuning
        tuning.itemWeights = .ease(lambda: 10, minimumRatings: 1, neighbours: 35)
        let withLAPACK = RecommendationModel(films: clusters.films, ratings: clusters.ratings, tuning: tuning, inversion: LAPACKInversion())
        let without = RecommendationModel(films: clusters.films, ratings: clusters.ratings, tuning: tuning)

        #expect(withLAPACK.community.itemWeights == .ease(lambda: 10, minimumRatings: 1, neighbours: 35))
        #expect(without.community.itemWeights == .cosine)
        for model in [withLAPACK, without] {
            var session = Recommender(model: model, seed: 1)
            session.react(clusters.horror(1), .favourite)
            let dealt = session.deal(count: 5)
            #expect(dealt.allSatisfy { clusters.isHorror($0.film) })
            #expect(dealt.first?.reason == "because you liked Horror Alfa")
        }
    }
}
