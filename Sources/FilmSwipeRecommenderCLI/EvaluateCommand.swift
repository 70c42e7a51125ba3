import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation

/// `filmswipe evaluate`: the game's recommender against popularity, item-kNN and EASE on held-out users.
struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measure the recommender on held-out MovieLens users against popularity, item-kNN and EASE.",
        discussion: """
        Users are split into folds; each fold is scored with every method built from the other folds only. For every \
        user with at least 20 ratings the earlier half (by time) is fed as swipes (4.0 or more favourite, 2.5 or less dislike, \
        the rest seen) and the next films dealt are scored against the later films they rated 4.0 or more. Item-kNN's \
        neighbours and EASE's lambda are chosen first on a validation split of the training users. Each measure has its 95% \
        interval across users. Use a release build: `swift build -c release && .build/release/filmswipe evaluate`.

        With --sessions, simulated players on the same folds: each user starts from the earlier half of their ratings \
        and is dealt 30 cards one at a time, each answered by their later ratings (4.0 or more favourite, 2.5 or less \
        dislike, 3.0 to 3.5 seen, a film they never rated a dislike) before the next is chosen; a hit is a card they \
        rated 4.0 or more. The game, and EASE and item-kNN re-scored after every reaction, and popularity: hits per \
        user with their 95% interval, and the genre share of the cards after the first five likes. The last line reads \
        sessions hits@30 game=... ease=... itemknn=... popularity=... users=...
        """
    )

    @Option(help: "How many folds the users are split into.")
    var folds = 5

    @Option(help: "The seed for the folds, the validation split, exploration and the random baseline.")
    var seed: UInt64 = 1

    @Option(help: "A ratings file (userId,movieId,rating,timestamp) to evaluate on instead of the bundled ratings.", completion: .file(extensions: ["csv"]))
    var ratings: String?

    @Flag(help: "Score the validation split instead of the folds: for tuning the game without looking at the test users.")
    var validation = false

    @Flag(help: "Play simulated sessions instead: 30 cards dealt one at a time, each answered by the user's later ratings.")
    var sessions = false

    @Option(help: ArgumentHelp("Change the game's knobs for this run, name=number,... (e.g. ease=300,easeNeighbours=50).", valueName: "settings"))
    var tuning = ""

    func run() async throws {
        try await CommandFailure.reporting {
            guard folds >= 2 else { throw CommandFailure("--folds must be at least 2: one fold is held out, the others build the model.") }
            let films = try BundledRatings.films()
            let ratings = try BundledRatings.ratings(at: ratings)
            let tuned: RecommenderTuning
            do {
                tuned = try RecommenderTuning.standard.applying(tuning)
            } catch {
                throw CommandFailure("--tuning: \(error)")
            }
            let lines = if sessions {
                SessionEvaluation.run(
                    ratings: ratings, films: films, folds: folds, seed: seed, tuning: tuned, inversion: LAPACKInversion(), onValidation: validation
                ).lines
            } else {
                OfflineEvaluation.run(
                    ratings: ratings, films: films, folds: folds, seed: seed, tuning: tuned, inversion: LAPACKInversion(), onValidation: validation
                ).lines
            }
            for line in lines { print(line) }
        }
    }
}
