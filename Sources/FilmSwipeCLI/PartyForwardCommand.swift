import ArgumentParser
import FilmSwipeCommands

/// `filmswipe party serve|host|join|matches|end`: handed to `filmswipe-party` whole.
struct PartyForwardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "party",
        abstract: "Swipe together: host or join a party room where a film everyone likes is a match (serve, host, join, matches, end); `filmswipe help party` says more."
    )

    @Argument(
        parsing: .captureForPassthrough, help: "serve, host, join, matches or end, and their options",
        completion: .custom { words, index, prefix in CompanionCompletion(handover: .party).candidates(words: words, index: index, prefix: prefix) }
    )
    var arguments: [String] = []

    func run() async throws {
        try await CommandFailure.reporting { try CompanionHandover.party.run(arguments) }
    }
}
