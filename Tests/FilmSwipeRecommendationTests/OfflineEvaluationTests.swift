import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Offline evaluation")
struct OfflineEvaluationTests {
    // 16 films a cluster and 4 panned films of the other: every user has 20 ratings, the threshold.
    let clusters = TwoClusters(filmsPerCluster: 16, horrorFans: 12, otherRated: 4)

    @Test("on two clusters the game, EASE and item-kNN beat popularity, and every number is in range")
    func twoClusters() throws {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 1, inversion: LAPACKInversion())

        #expect(report.users == 27)
        let reference = report.lambda == 300 ? [] : ["EASE λ=300"]
        #expect(report.methods.map(\.name) == ["game", "game, dealt", "EASE λ=\(Int(report.lambda ?? 0))"] + reference + ["item-kNN k=\(report.neighbours) s=\(Int(report.shrink))", "popularity", "random"])
        let popularity = try #require(report.scores(of: "popularity"))
        for method in report.methods where method.name != "popularity" && method.name != "random" {
            #expect(method.precisionAt10.value > popularity.precisionAt10.value, "\(method.name)")
        }
        for method in report.methods {
            for estimate in [method.precisionAt10, method.recallAt20, method.ndcgAt10, method.coverageAt10] {
                #expect((0...1).contains(estimate.value) && estimate.low <= estimate.value && estimate.value <= estimate.high, "\(method.name)")
            }
        }
    }

    @Test("without a linear-algebra library EASE is left out and the rest still runs")
    func withoutEASE() {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 1)

        #expect(report.lambda == nil)
        #expect(!report.methods.contains { $0.name.hasPrefix("EASE") })
        #expect(report.lines.last?.contains("ease=-") == true)
    }

    @Test("the last line reads exactly precision@10 game=X ease=Y itemknn=Z popularity=P random=R users=N")
    func lastLine() throws {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 2, inversion: LAPACKInversion())
        let last = try #require(report.lines.last)

        let values = report.methods.filter { $0.name != "game, dealt" && $0.name != "EASE λ=300" || $0.name == "EASE λ=\(Int(report.lambda ?? 0))" }.map { String(format: "%.4f", $0.precisionAt10.value) }
        #expect(last == "precision@10 game=\(values[0]) ease=\(values[1]) itemknn=\(values[2]) popularity=\(values[3]) random=\(values[4]) users=\(report.users)")
    }

    @Test("users with fewer ratings than the minimum are left out")
    func minimum() {
        let report = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 3, seed: 1, minimumRatings: 21)

        #expect(report.users == 0)
        #expect(report.lines.last == "precision@10 game=0.0000 ease=- itemknn=0.0000 popularity=0.0000 random=0.0000 users=0")
    }

    @Test("the same seed gives the same report")
    func deterministic() {
        let first = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 5, inversion: LAPACKInversion())
        let second = OfflineEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 5, inversion: LAPACKInversion())

        #expect(first == second)
    }
}
