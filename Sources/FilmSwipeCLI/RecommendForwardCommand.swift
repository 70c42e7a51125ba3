import ArgumentParser
import FilmSwipeCommands

/// `filmswipe recommend`: handed to `filmswipe-recommender recommend` whole (it links LAPACK, for EASE).
struct RecommendForwardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommend",
        abstract: "Print what the game would deal next, as JSON lines, for a ratings file's users or for you; `filmswipe recommend --help` says more."
    )

    @Argument(
        parsing: .captureForPassthrough, help: "recommend's options",
        completion: .custom { words, index, prefix in CompanionCompletion(companion: .recommender, word: "recommend", within: ["recommend"]).candidates(words: words, index: index, prefix: prefix) }
    )
    var arguments: [String] = []

    func run() async throws {
        try await CommandFailure.reporting { try CompanionProgram.recommender.run(["recommend"] + arguments) }
    }
}
