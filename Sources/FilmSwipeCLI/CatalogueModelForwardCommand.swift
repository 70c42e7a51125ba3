import ArgumentParser
import FilmSwipeCommands

/// `filmswipe catalogue model`: handed to `filmswipe-recommender model` whole (it links LAPACK, for EASE's weights).
struct CatalogueModelForwardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Build the bundled catalogue's model file from the bundled ratings (`--output FILE`); `filmswipe catalogue model --help` says more."
    )

    @Argument(
        parsing: .captureForPassthrough, help: "model's options",
        completion: .custom { words, index, prefix in CompanionCompletion(handover: .catalogueModel).candidates(words: words, index: index, prefix: prefix) }
    )
    var arguments: [String] = []

    func run() async throws {
        try await CommandFailure.reporting { try CompanionHandover.catalogueModel.run(arguments) }
    }
}
