import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Offline evaluation")
struct OfflineEvaluationTests {
    // 16 films a cluster and 4 panned films of the other: every user has 20 ratings, the threshold.
    let clusters = TwoClusters(filmsPerCluster: 16, horrorFans: 12, otherRated: 4)

    @Test("on two clusters the recommender beats popularity and random, and every number is in range")
    func twoClusters() {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 1)

        #expect(report.users == 27)
        #expect(report.recommender.precisionAt10 > report.popularity.precisionAt10)
        #expect(report.recommender.precisionAt10 > report.random.precisionAt10)
        for scores in [report.recommender, report.popularity, report.random] {
            for value in [scores.precisionAt10, scores.recallAt20, scores.ndcgAt10] {
                #expect((0...1).contains(value))
            }
        }
    }

    @Test("the last line reads exactly precision@10 recommender=X popularity=Y random=Z ratio=R users=N")
    func lastLine() throws {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 2)
        let last = try #require(report.lines.last)

        let expected = String(
            format: "precision@10 recommender=%.4f popularity=%.4f random=%.4f ratio=%.2f users=%d",
            report.recommender.precisionAt10, report.popularity.precisionAt10, report.random.precisionAt10,
            report.recommender.precisionAt10 / report.popularity.precisionAt10, report.users
        )
        #expect(last == expected)
        #expect(last.wholeMatch(of: /precision@10 recommender=\d\.\d{4} popularity=\d\.\d{4} random=\d\.\d{4} ratio=\d+\.\d{2} users=\d+/) != nil)
    }

    @Test("users with fewer ratings than the minimum are left out")
    func minimum() {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 3, seed: 1, minimumRatings: 21)

        #expect(report.users == 0)
        #expect(report.lines.last == "precision@10 recommender=0.0000 popularity=0.0000 random=0.0000 ratio=0.00 users=0")
    }

    @Test("the same seed gives the same report")
    func deterministic() {
        let first = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 5)
        let second = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 5)

        #expect(first == second)
    }
}
