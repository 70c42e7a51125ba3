import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Session evaluation")
struct SessionEvaluationTests {
    // 40 films a cluster, more than the 30 cards, and 4 panned films of the other: popularity deals comedy to everyone.
    let clusters = TwoClusters(filmsPerCluster: 40, horrorFans: 12, otherRated: 4)

    @Test("on two clusters the game, EASE and item-kNN find more hits than popularity, and every figure is in range")
    func twoClusters() throws {
        let report = SessionEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 1, inversion: LAPACKInversion())

        #expect(report.users == 27)
        #expect(report.rows.map(\.name) == [
            "game", "game, dealt", "EASE λ=\(Int(report.lambda ?? 0)), per reaction", "item-kNN k=\(report.neighbours) s=\(Int(report.shrink)), per reaction", "popularity",
        ])
        let popularity = try #require(report.row(named: "popularity"))
        for row in report.rows where row.name != "popularity" {
            #expect(row.hits.value > popularity.hits.value, "\(row.name)")
        }
        for row in report.rows {
            #expect((0...Double(SessionEvaluation.cards)).contains(row.hits.value) && row.hits.low <= row.hits.value && row.hits.value <= row.hits.high)
            #expect(row.hitsAtTen.value <= row.hits.value)
            #expect((0...1).contains(row.genreShare.value))
        }
        #expect(report.comparison.baseline == report.rows[2].name, "the game is compared with EASE re-scored per reaction")
    }

    @Test("the last line reads exactly sessions hits@30 game=X ease=Y itemknn=Z popularity=P users=N")
    func lastLine() throws {
        let report = SessionEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 2, inversion: LAPACKInversion())
        let last = try #require(report.lines.last)

        let values = report.rows.filter { $0.name != "game, dealt" }.map { String(format: "%.3f", $0.hits.value) }
        #expect(last == "sessions hits@30 game=\(values[0]) ease=\(values[1]) itemknn=\(values[2]) popularity=\(values[3]) users=\(report.users)")
    }

    @Test("without a linear-algebra library EASE is left out and the game is compared with the better of the rest")
    func withoutEASE() throws {
        let report = SessionEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 1)

        #expect(report.lambda == nil)
        #expect(!report.rows.contains { $0.name.hasPrefix("EASE") })
        #expect(report.lines.last?.contains("ease=-") == true)
    }

    @Test("the same seed gives the same report")
    func deterministic() {
        let first = SessionEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 5, inversion: LAPACKInversion())
        let second = SessionEvaluation.run(ratings: clusters.ratings, films: clusters.films, folds: 5, seed: 5, inversion: LAPACKInversion())

        #expect(first == second)
    }
}
