import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation

/// `filmswipe recommend`: what the game would deal next, for scripts, one JSON object a line.
struct RecommendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommend",
        abstract: "Print what the game would deal next, as JSON lines: {\"user\": 17, \"films\": [movieId, ...]}.",
        discussion: """
        The model is built from --train (MovieLens ratings.csv columns userId,movieId,rating,timestamp; default the \
        bundled ratings) with the game's own model and scoring. Each user of --queries (same columns) is fed their \
        history in timestamp order as the game feeds swipes (4.0 or more favourite, 2.5 or less dislike, the rest seen), \
        then dealt --n films a page at a time, never one from their history, in rank order; users in the order they \
        first appear. Without --queries, the player's own reactions in the data folder ("user": null). Exploration is \
        off unless --explore (then seeded by --seed, as the game's deck seed does).
        """
    )

    @Option(help: ArgumentHelp("The ratings the model is built from (default: the bundled ratings).", valueName: "file"), completion: .file(extensions: ["csv"]))
    var train: String?

    @Option(help: ArgumentHelp("The histories to recommend for, one rating a line; without it, your own reactions.", valueName: "file"), completion: .file(extensions: ["csv"]))
    var queries: String?

    @Option(name: .customLong("n"), help: ArgumentHelp("How many films each user is dealt.", valueName: "n"))
    var count = 10

    @Flag(help: "Deal as the game does, every fifth card exploring another genre (seeded by --seed).")
    var explore = false

    @Option(help: "The seed of the exploring cards.")
    var seed: UInt64 = 1

    @Flag(help: "Add each film's reason (\"because you liked Fargo\") as \"reasons\".")
    var reasons = false

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await CommandFailure.reporting {
            guard count >= 1 else { throw CommandFailure("--n must be at least 1: it is how many films each user is dealt.") }
            let histories: [(user: Int32?, history: RecommenderHistory)]
            if let queries {
                histories = try QueryHistories.read(queries).map { ($0.user, .ratings($0.ratings)) }
                guard !histories.isEmpty else { return }
            } else {
                let store = try ReactionStoreOpener.open(in: try DataFolder.prepare(folder.dataFolder()))
                histories = [(nil, .reactions(try await store.records(nil).reversed()))]
            }
            let films = try BundledRatings.films()
            let model = RecommendationModel(films: films, ratings: try BundledRatings.ratings(at: train), inversion: LAPACKInversion())
            for (user, history) in histories {
                var session = Recommender(model: model, seed: seed, exploring: explore)
                session.replay(history)
                print(RecommendationLine(user: user, dealt: session.deal(count: count), reasons: reasons).text)
            }
        }
    }
}
