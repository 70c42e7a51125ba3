import ArgumentParser
import FilmSwipeCommands

/// A command `filmswipe-recommender` carries out (it links LAPACK, for EASE): `filmswipe WORD …` runs
/// `filmswipe-recommender WORD …`, its words handed over whole.
protocol RecommenderForwarding: AsyncParsableCommand {
    /// Everything after the command's word.
    var arguments: [String] { get }
}

extension RecommenderForwarding {
    /// Tab completion of `word`'s options, from `filmswipe-recommender`'s own definitions.
    static func completion(of word: String) -> CompletionKind {
        .custom { words, index, prefix in
            CompanionCompletion(companion: .recommender, word: word, within: [word]).candidates(words: words, index: index, prefix: prefix)
        }
    }

    func run() async throws {
        let word = Self.configuration.commandName ?? ""
        try await CommandFailure.reporting { try CompanionProgram.recommender.run([word] + arguments) }
    }
}
