import FilmSwipeDomain
import FilmSwipeRecommendation
import Testing

@Suite("Evidence before confidence")
struct EvidenceTests {
    let clusters = TwoClusters()

    // Two horror films no liked film's fans rated, alike in all but how many people rated them: two, or forty.
    private func model(evidenceShrinkage: Float) -> (model: RecommendationModel, rare: FilmID, known: FilmID) {
        let rare = FilmID(source: .catalogue, value: 101), known = FilmID(source: .catalogue, value: 102)
        var ratings = clusters.ratings.ratings
        ratings += (Int32(900)..<902).map { Rating(user: $0, film: 101, stars: 4, time: 1) }
        ratings += (Int32(900)..<940).map { Rating(user: $0, film: 102, stars: 4, time: 2) }
        let films = clusters.films + [
            Film(id: rare, title: "Rare", year: 1985, genres: ["Horror"]), Film(id: known, title: "Known", year: 1985, genres: ["Horror"]),
        ]
        var tuning = clusters.model().tuning
        tuning.evidenceShrinkage = evidenceShrinkage
        return (RecommendationModel(films: films, ratings: RatingSet(ratings), tuning: tuning), rare, known)
    }

    private func lift(_ model: RecommendationModel, _ film: FilmID) -> Float {
        let before = Recommender(model: model, seed: 1).score(of: film)!
        var session = Recommender(model: model, seed: 1)
        for number in 1...3 { session.react(clusters.horror(number), .favourite) }
        return session.score(of: film)! - before
    }

    @Test("the player's taste lifts a film rated by two people far less than one rated by forty")
    func shrunk() {
        let (model, rare, known) = model(evidenceShrinkage: 5)

        #expect(lift(model, known) > 0)
        #expect(lift(model, rare) < lift(model, known) / 2)
    }

    @Test("with no shrinkage the same taste lifts both alike")
    func believedAlike() {
        let (model, rare, known) = model(evidenceShrinkage: 0)

        #expect(abs(lift(model, rare) - lift(model, known)) < 1e-5)
    }
}
