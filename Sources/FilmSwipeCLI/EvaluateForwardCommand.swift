import ArgumentParser
import FilmSwipeCommands

/// `filmswipe evaluate`: handed to `filmswipe-recommender evaluate` whole (it links LAPACK, for EASE).
struct EvaluateForwardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measure the recommender on held-out MovieLens users against popularity, item-kNN and EASE; `filmswipe evaluate --help` says more."
    )

    @Argument(
        parsing: .captureForPassthrough, help: "evaluate's options",
        completion: .custom { words, index, prefix in CompanionCompletion(companion: .recommender, word: "evaluate", within: ["evaluate"]).candidates(words: words, index: index, prefix: prefix) }
    )
    var arguments: [String] = []

    func run() async throws {
        try await CommandFailure.reporting { try CompanionProgram.recommender.run(["evaluate"] + arguments) }
    }
}
