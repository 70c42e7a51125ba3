import ArgumentParser
import FilmSwipeCommands

/// `filmswipe tmdb login|status|sync|logout`: handed to `filmswipe-tmdb` whole.
struct TMDBForwardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tmdb",
        abstract: "Connect FilmSwipe to your TMDB account (login, status, sync, import, logout), or fetch its films to play offline (catalogue); `filmswipe tmdb --help` says more."
    )

    @Argument(
        parsing: .captureForPassthrough, help: "login, status, sync, import, catalogue or logout, and their options",
        completion: .custom { words, index, prefix in CompanionCompletion(handover: .tmdb).candidates(words: words, index: index, prefix: prefix) }
    )
    var arguments: [String] = []

    func run() async throws {
        try await CommandFailure.reporting { try CompanionHandover.tmdb.run(arguments) }
    }
}
