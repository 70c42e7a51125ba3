import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipeRecommendation
import Foundation

/// `filmswipe tonight`: the films for tonight (the watchlist first, then the recommender's best unseen films, within
/// the limits asked for), two at a time until one is left, kept for `--history`.
struct TonightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tonight",
        abstract: "Choose tonight's film: your watchlist and the recommender's best, two at a time, until one is left.",
        discussion: """
        The films are your watchlist's first (those the recommender ranks highest for you), then the unseen films it ranks \
        highest, within --max-runtime and the genre, year and rating limits; with --only-mine, only those on your \
        streaming services. Two cards side by side: left or right arrow for the one you would rather watch, x to knock \
        one out, u to take an answer back. The film left is kept; --history lists them. Left before the end, the same \
        command goes on where you were. docs/tonight.md says how the round decides.
        """
    )

    @Option(name: .customLong("max-runtime"), help: ArgumentHelp("Only films of at most this many minutes; films of unknown length are left out.", valueName: "minutes"))
    var maxRuntime: Int?

    @Option(name: .customLong("films"), help: ArgumentHelp("How many films the round is over, from 2 to \(TonightAssembly.largestRound): one fewer pairs to answer.", valueName: "count"))
    var count = TonightShortlist.standardSize

    @Flag(help: "List the films chosen on earlier evenings, newest first, and choose none.")
    var history = false

    @OptionGroup(title: "What to choose from") var recommendation: RecommendationOptions

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup(title: "How it looks") var display: DisplayOptions

    func validate() throws {
        if let maxRuntime, maxRuntime <= 0 {
            throw ValidationError("--max-runtime \(maxRuntime) leaves no film: give the longest film you want, in minutes, such as --max-runtime 120.")
        }
        guard (2...TonightAssembly.largestRound).contains(count) else {
            throw ValidationError("--films \(count) is outside 2–\(TonightAssembly.largestRound): a round needs two films, and more than \(TonightAssembly.largestRound) means too many pairs.")
        }
        if history, maxRuntime != nil || count != TonightShortlist.standardSize || !recommendation.filter.isEmpty || recommendation.seed != nil {
            throw ValidationError("--history lists the films chosen before; it takes no --max-runtime, --films, filters or --seed. Run it on its own.")
        }
    }

    mutating func run() async throws {
        try await Self.choose(
            maxRuntime: maxRuntime, count: count, history: history, recommendation: recommendation, folderOption: folder.dataDirectory, display: display
        )
    }

    @MainActor
    private static func choose(
        maxRuntime: Int?, count: Int, history: Bool, recommendation: RecommendationOptions, folderOption: String?, display: DisplayOptions
    ) async throws {
        var status: Int32 = 0
        try await CommandFailure.reporting {
            // Everything that can be wrong is found before the terminal is taken over.
            let settings = try PlayerSettings.load(flags: SettingFlags(dataDirectory: folderOption, animation: display.animation, colour: display.colour))
            let folder = try DataFolder.prepare(settings.dataFolder.value)
            let store = try ReactionStoreOpener.open(in: folder)
            if history { return try await printHistory(store: store, folder: folder) }
            let records = try await store.records(nil)
            let catalogue = try await DispatchWork.run { try CatalogueLoader(path: nil).load() }
            let offers = try TonightOffers.read(in: folder.url, catalogue: catalogue, onlyMine: recommendation.onlyMine, dataDirectory: folderOption)
            let filter = recommendation.filter
            let model = await DispatchWork.run { BundledModel.make(films: catalogue) }
            let shortlist = TonightShortlist(
                catalogue: catalogue, records: records, model: model, seed: recommendation.seed ?? 0, size: count, availability: offers.availability
            ) { film in
                if let maxRuntime, (film.runtime ?? .max) > maxRuntime { return false }
                if filter.onlyYourServices, film.availability?.onYourServices.isEmpty ?? true { return false }
                return filter.admits(film)
            }
            guard !shortlist.films.isEmpty else {
                throw CommandFailure(nothingFits(maxRuntime: maxRuntime, filter: filter, services: offers.yourServices))
            }
            // The seed draws the pairs: the same seed and films give the same pairs; without one, each evening differs.
            // A round left before its end over the same films goes on where it was, with its seed.
            let progress = TonightProgressFile(folder: folder.url)
            let left = try await progress.tonightProgress()
            let resumed = left.flatMap { $0.films == shortlist.films.map(\.id) && (recommendation.seed ?? $0.seed) == $0.seed ? $0 : nil }
            let seed = resumed?.seed ?? recommendation.seed ?? UInt64.random(in: 0...UInt64.max)
            let played = try await TerminalTonight(
                films: shortlist.films, seed: seed, answers: resumed?.answers ?? [], store: store, progress: progress, look: GameLook(settings)
            ).play()
            status = played.status
            if let choice = played.choice {
                print("Tonight: \(choice.film.titleWithYear)" + (choice.runnerUp.map { " · runner-up \($0.titleWithYear)" } ?? ""))
            } else if status == 0 {
                FileHandle.standardError.write(Data((
                    "No film chosen yet: you left before the last pair. `filmswipe tonight` with the same options picks up where you left off "
                        + "(while your reactions, and so the films, stay the same).\n"
                ).utf8))
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    private static func printHistory(store: SQLiteReactionStore, folder: DataFolder) async throws {
        let choices = try await store.tonightChoices()
        guard !choices.isEmpty else {
            // On standard error: a script gets no line, a person the reason and the way to a first one.
            FileHandle.standardError.write(Data("No film chosen yet in \(folder.url.path): `filmswipe tonight` chooses one.\n".utf8))
            return
        }
        for line in TonightHistoryText.lines(choices) { print(line) }
    }

    /// Why no film fits, naming each limit in force and the options that loosen them.
    static func nothingFits(maxRuntime: Int?, filter: RecommendationFilter, services: String?) -> String {
        var limits: [(said: String, option: String)] = []
        if let maxRuntime { limits.append(("of \(maxRuntime) minutes or less (with a known length)", "a longer --max-runtime")) }
        if !filter.genres.isEmpty {
            let genres = filter.genres.joined(separator: " or ")
            limits.append((filter.genres.count == 1 ? "in the genre \(genres)" : "in the genres \(genres)", "another --genre"))
        }
        if let from = filter.fromYear { limits.append(("from \(from) on", "an earlier --from-year")) }
        if let to = filter.toYear { limits.append(("up to \(to)", "a later --to-year")) }
        if let rating = filter.minRating { limits.append(("rated \(rating) or more", "a lower --min-rating")) }
        if filter.onlyYourServices { limits.append(("on your services (\(services ?? "none saved"))", "no --only-mine")) }
        guard !limits.isEmpty else { return "There is no film left to choose from: you have reacted to every film the recommender knows." }
        let wayOut = limits.count == 1 ? limits[0].option : limits.map(\.option).joined(separator: ", ") + ", or fewer of these limits"
        return "No film on your watchlist or among the recommender's best unseen films is " + limits.map(\.said).joined(separator: ", ")
            + ". Ask for less: " + wayOut + "."
    }
}
