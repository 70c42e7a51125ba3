import ArgumentParser
import FilmSwipeCommands

/// `filmswipe services [add|remove] …`: handed to `filmswipe-tmdb services`, which asks TMDB for the region's services.
struct ServicesForwardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "services",
        abstract: "List the streaming services in your region and save yours (add, remove, --clear), for --only-mine; `filmswipe services --help` says more."
    )

    @Argument(
        parsing: .captureForPassthrough, help: "add NAME..., remove NAME..., --clear, --mine, and their options",
        completion: .custom { words, index, prefix in CompanionCompletion(handover: .services).candidates(words: words, index: index, prefix: prefix) }
    )
    var arguments: [String] = []

    func run() async throws {
        try await CommandFailure.reporting { try CompanionHandover.services.run(arguments) }
    }
}
