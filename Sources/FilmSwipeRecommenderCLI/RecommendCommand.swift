import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation

/// `filmswipe recommend`: what the game would deal next, for scripts (JSON lines) and people (a table), or a whole
/// session of deals and swipes over standard input.
struct RecommendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommend",
        abstract: "Print what the game would deal next: a table on a terminal, JSON lines with --json or in a pipe, or a session over standard input.",
        discussion: """
        The model is built from --train (MovieLens ratings.csv columns userId,movieId,rating,timestamp; default the \
        bundled ratings) with the game's own model and scoring. Each user of --queries (same columns) is fed their \
        history in timestamp order as the game feeds swipes (4.0 or more favourite, 2.5 or less dislike, the rest seen), \
        then dealt --n films a page at a time, never one from their history, in rank order; users in the order they \
        first appear. Without --queries, the player's own reactions in the data folder ("user": null). Exploration is \
        off unless --explore (then seeded by --seed, as the game's deck seed does). On a terminal the films are a table \
        with their titles and reasons; --json (or output to a file or a pipe) prints one JSON object a line: \
        {"user": 17, "films": [457, ...], "titles": ["The Fugitive", ...]}.

        With --session it reads JSON lines on standard input and answers each with one line, at once: \
        {"user": 7, "next": 1} deals user 7's next card ({"user": 7, "films": [318], "reasons": ["Because you liked \
        Fargo"]}), marked dealt; {"user": 7, "film": 318, "reaction": "favourite"} ("dislike", "watchlist", "seen") is \
        the swipe ({"user": 7, "ok": true}), and the next card is ranked after it. A user of --queries starts from their \
        history; any other user starts new, with the game's starter deck until their first reaction. A bad line gets \
        {"error": "..."} naming the field, and the session goes on.
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

    @Option(help: "The seed of the exploring cards (and, with --session, of a new user's starter deck).")
    var seed: UInt64 = 1

    @Flag(help: "Add each film's reason (\"Because you liked Fargo\") as \"reasons\" (the table always shows them).")
    var reasons = false

    @Flag(help: "Print JSON lines even on a terminal.")
    var json = false

    @Flag(help: "Read requests and reactions as JSON lines on standard input and answer each at once.")
    var session = false

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await CommandFailure.reporting {
            if session { return try runSession() }
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
            let index = FilmIndex(films)
            let model = RecommendationModel(films: films, ratings: try BundledRatings.ratings(at: train), inversion: LAPACKInversion())
            let asTable = !json && isatty(STDOUT_FILENO) == 1
            for (number, (user, history)) in histories.enumerated() {
                var session = Recommender(model: model, seed: seed, exploring: explore)
                session.replay(history)
                let dealt = session.deal(count: count)
                if asTable {
                    if number > 0 { print("") }
                    for line in RecommendationTable(user: user, dealt: dealt, films: index).lines { print(line) }
                } else {
                    print(RecommendationLine(user: user, dealt: dealt, films: index, reasons: reasons).text)
                }
            }
        }
    }

    // One answer a line of standard input, each written out before the next line is read.
    private func runSession() throws {
        let histories = try queries.map { path in
            Dictionary(try QueryHistories.read(path).map { ($0.user, $0.ratings) }, uniquingKeysWith: { first, _ in first })
        } ?? [:]
        let films = try BundledRatings.films()
        let model = RecommendationModel(films: films, ratings: try BundledRatings.ratings(at: train), inversion: LAPACKInversion())
        var sessions = RecommendationSessions(model: model, catalogue: films, histories: histories, seed: seed, exploring: explore)
        while let line = readLine(strippingNewline: true) {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            // Written straight to the descriptor, not buffered: the caller reads each answer before sending the next line.
            FileHandle.standardOutput.write(Data((sessions.answer(line) + "\n").utf8))
        }
    }
}
