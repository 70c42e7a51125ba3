import Foundation
import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation

/// The recommender on the whole bundled catalogue: building the similarity model from the 100,004
/// ratings, and ranking the next cards again after a swipe.
struct RecommenderBenchmark {
    var builds = 5
    var swipes = 200

    /// Adds the model's build time and the re-ranking time per swipe to `table`.
    func report(into table: inout Table) throws {
        guard let folder = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let films = try CatalogueFile(path: folder, fallbackGenres: nil).load()
        var ratings = RatingSet([])
        var load = Samples()
        try load.time { ratings = try RatingsFile(path: folder.appendingPathComponent("ratings.csv")).load() }

        var build = Samples()
        var model: RecommendationModel?
        for _ in 0..<builds {
            build.time { model = RecommendationModel(films: films, ratings: ratings) }
        }
        guard let model else { throw BenchmarkError("no model was built") }

        // What the game does instead: the community part mapped from the model file and checked against the files.
        var mapped = Samples()
        for _ in 0..<builds {
            try mapped.time {
                let (_, refusal) = RecommendationModel.prebuilt(
                    films: films, modelFile: folder.appendingPathComponent(BundledCatalogue.modelFileName),
                    ratingsFile: folder.appendingPathComponent("ratings.csv"), readRatings: { ratings }
                )
                if let refusal { throw BenchmarkError("the model file was refused: \(refusal.localizedDescription)") }
            }
        }

        // A player who alternates likes and dislikes over the most-rated films, re-ranking after each swipe.
        var recommender = Recommender(model: model, seed: 1)
        var rerank = Samples()
        for index in 0..<swipes {
            let reaction: UserReaction = index % 3 == 2 ? .dislike : .favourite
            rerank.time {
                recommender.react(films[index].id, reaction)
                _ = recommender.ranked(count: RecommendedFilmRepository.pageSize)
            }
        }
        table.add("ratings load (\(ratings.count) ratings)", milliseconds(load.median))
        table.add("similarity model build (median of \(builds))", milliseconds(build.median), aim: "≤ 200 ms", ok: build.median <= 0.2)
        table.add("  ↳ the game's model instead: file mapped, hashed and checked (median of \(builds))", milliseconds(mapped.median))
        table.add("re-rank after a swipe, whole catalogue (\(swipes)×)", "mean \(milliseconds(rerank.mean)), p99 \(milliseconds(rerank.p99))",
                  aim: "≤ 5 ms", ok: rerank.p99 <= 0.005)
    }
}
