import ArgumentParser
import FilmSwipeCommands

/// A command `filmswipe-recommender` carries out (it links LAPACK, for EASE): `filmswipe WORD …` runs
/// `filmswipe-recommender WORD …`, its words handed over whole.
protocol RecommenderForwarding: AsyncParsableCommand {
    /// The handover to `filmswipe-recommender`.
    static var handover: CompanionHandover { get }
    /// Everything after the command's word.
    var arguments: [String] { get }
}

extension RecommenderForwarding {
    /// Tab completion of the command's options, from `filmswipe-recommender`'s own definitions.
    static var completion: CompletionKind {
        .custom { words, index, prefix in CompanionCompletion(handover: handover).candidates(words: words, index: index, prefix: prefix) }
    }

    func run() async throws {
        try await CommandFailure.reporting { try Self.handover.run(arguments) }
    }
}
