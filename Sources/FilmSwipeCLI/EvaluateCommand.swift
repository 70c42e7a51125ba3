import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// `filmswipe evaluate`: the recommender against popularity and random order on held-out users.
struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measure the recommender on held-out MovieLens users against popularity and random order.",
        discussion: """
        Users are split into folds; each fold is scored with a model built from the other folds only. For every
        user with at least 20 ratings the earlier half (by time) is fed as swipes (4.0 or more favourite, 2.5 or less dislike)
        and the next films dealt are scored against the later films they rated 4.0 or more. Use a release build:
        `swift build -c release && .build/release/filmswipe evaluate`.
        """
    )

    @Option(help: "How many folds the users are split into.")
    var folds = 5

    @Option(help: "The seed for the folds, exploration and the random baseline.")
    var seed: UInt64 = 1

    func run() async throws {
        try await CommandFailure.reporting {
            guard folds >= 2 else { throw CommandFailure("--folds must be at least 2: one fold is held out, the others build the model.") }
            let films = try CatalogueLoader(path: nil).load()
            let ratings = try RatingsLoader.load()
            let report = OfflineEvaluation.run(ratings: ratings, films: films, folds: folds, seed: seed)
            for line in report.lines { print(line) }
        }
    }
}
