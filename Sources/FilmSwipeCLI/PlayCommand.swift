import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// Plays the game: deals the catalogue as a stack of cards in the terminal.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play (the default).")

    @OptionGroup var options: GameOptions

    @Option(help: ArgumentHelp("Where the films come from: catalogue (bundled, offline), tmdb (needs TMDB_ACCESS_TOKEN or TMDB_API_KEY; see `filmswipe tmdb`), snapshot (TMDB's films fetched by `filmswipe tmdb catalogue`, offline) or movielens (a MovieLens release built by `filmswipe catalogue build`, offline).", valueName: "source"))
    var source: FilmSourceChoice = .catalogue

    @OptionGroup(title: "What to deal") var recommendation: RecommendationOptions

    @OptionGroup(title: "How it looks") var display: DisplayOptions

    @OptionGroup var region: RegionOption

    @OptionGroup var posters: PosterOption

    func validate() throws {
        if source != .catalogue, options.cataloguePath != nil {
            throw ValidationError("--catalogue deals a local catalogue; it cannot be combined with --source \(source.rawValue).")
        }
        if source == .snapshot, region.region != nil {
            throw ValidationError("A snapshot keeps the region it was fetched for; fetch one for another with `filmswipe tmdb catalogue --region \(region.region!)`.")
        }
        if source == .tmdb { try recommendation.validateForTMDB() }
        if source != .tmdb, region.region != nil {
            throw ValidationError("--region chooses TMDB's release dates and streaming services: it goes with --source tmdb.")
        }
        if source != .tmdb, recommendation.onlyMine {
            throw ValidationError("--only-mine deals films on your streaming services, which only TMDB knows: it goes with --source tmdb.")
        }
        if options.cataloguePath != nil, !recommendation.filter.isEmpty {
            throw ValidationError("--genre, --from-year, --to-year and --min-rating choose from the bundled catalogue's recommendations; a catalogue given with --catalogue is dealt in its own order.")
        }
    }

    mutating func run() async throws {
        try await Self.play(source: source, options: options, recommendation: recommendation, display: display, region: region, posters: posters)
    }

    @MainActor
    private static func play(
        source: FilmSourceChoice, options: GameOptions, recommendation: RecommendationOptions, display: DisplayOptions, region: RegionOption,
        posters: PosterOption
    ) async throws {
        var status: Int32 = 0
        try await CommandFailure.reporting {
            // `filmswipe-tmdb` reads the config file itself: only what the command line says is handed on.
            if source == .tmdb {
                try CompanionProgram.tmdb.run(tmdbArguments(options: options, recommendation: recommendation, display: display, region: region) + posters.arguments)
            }
            // Everything that can be wrong with the input is found before the terminal is taken over. The store
            // opens on a Dispatch thread while the catalogue is read here. The bundled catalogue, which the test suite
            // checks whole, deals its first cards from its head and reads the rest when the game first needs it;
            // another catalogue is read and checked whole.
            let settings = try PlayerSettings.load(flags: SettingFlags(
                dataDirectory: options.folder.dataDirectory, animation: display.animation, colour: display.colour
            ))
            let dataFolder = settings.dataFolder.value
            // A missing snapshot is reported before anything is made in the data folder.
            let snapshot = source == .snapshot ? try SnapshotGame.open(in: dataFolder, dataDirectoryOption: options.folder.dataDirectory) : nil
            let opening = Task {
                try await DispatchWork.run { () throws -> (DataFolder, SQLiteReactionStore, UInt64) in
                    let folder = try DataFolder.prepare(dataFolder)
                    return (folder, try ReactionStoreOpener.open(in: folder), DeckSeed.of(folder: folder.url))
                }
            }
            if let snapshot {
                let (folder, store, folderSeed) = try await opening.value
                status = try await playSnapshot(snapshot, store: store, folder: folder, seed: recommendation.seed ?? folderSeed,
                                                recommendation: recommendation, settings: settings, dataDirectoryOption: options.folder.dataDirectory)
                return
            }
            // A MovieLens catalogue is dealt as the bundled one is, from its head, the rest read in the background.
            let movieLens = source == .movielens ? try MovieLensCatalogue.open(in: dataFolder) : nil
            let path = options.cataloguePath
            let dealtPath = movieLens?.folder.path ?? path
            // A broken catalogue is reported first, as it would be if the two were read in turn.
            let films = try path == nil ? CatalogueLoader(path: dealtPath).loadHead(count: Self.bundledHeadCount) : CatalogueLoader(path: path).load()
            let (folder, store, folderSeed) = try await opening.value
            let whole = WholeCatalogue(path: dealtPath)
            let buildModel: @Sendable ([Film]) -> RecommendationModel = if let movieLens { { movieLens.model(films: $0) } } else { { BundledModel.make(films: $0) } }
            let recommended = path == nil
                ? recommender(head: films, whole: whole, store: store, recommendation: recommendation, seed: recommendation.seed ?? folderSeed, buildModel: buildModel)
                : nil
            let repository: FilmRepository = recommended ?? CatalogueFilmRepository(films: films)
            let search = CatalogueSearch { [films] in path == nil ? try await whole.films() : films }
            status = try await TerminalGame(
                repository: repository, store: store, folder: folder, filter: recommendation.filter,
                animated: settings.animation.value, colours: settings.colour.value, search: search,
                facts: facts(films: films, whole: whole, recommended: recommended)
            ).play()
        }
        if status != 0 { throw ExitCode(status) }
    }

    // The snapshot dealt by the recommender, its search and facts over the whole snapshot, as the bundled game's are over
    // the bundled catalogue; an unfinished or old snapshot says so over the first card.
    @MainActor
    private static func playSnapshot(
        _ snapshot: SnapshotGame, store: SQLiteReactionStore, folder: DataFolder, seed: UInt64, recommendation: RecommendationOptions,
        settings: PlayerSettings, dataDirectoryOption: String?
    ) async throws -> Int32 {
        let recommended = snapshot.repository(seed: seed, filter: recommendation.filter, earlierReactions: { ((try? await store.records(nil)) ?? []).reversed() })
        let whole = snapshot.whole
        let facts = CatalogueFilmFacts(readFilms: { try await whole.dealtFilms() }, readModel: {
            await recommended.waitUntilModelReady()
            return await recommended.readyModel
        })
        let notice = snapshot.notice(at: Date(), dataDirectoryOption: dataDirectoryOption)
        return try await TerminalGame(
            repository: recommended, store: store, folder: folder, filter: recommendation.filter,
            animated: settings.animation.value, colours: settings.colour.value,
            search: CatalogueSearch { try await whole.dealtFilms() }, facts: facts, notice: notice
        ).play()
    }

    // The options already checked here, as `filmswipe-tmdb play` takes them; `--name=value`, so a value that starts
    // with `-` stays a value.
    private static func tmdbArguments(options: GameOptions, recommendation: RecommendationOptions, display: DisplayOptions, region: RegionOption) -> [String] {
        var arguments = ["play"]
        if let folder = options.folder.dataDirectory { arguments.append("--data-dir=\(folder)") }
        for genre in recommendation.genres { arguments.append("--genre=\(genre)") }
        if let year = recommendation.fromYear { arguments.append("--from-year=\(year)") }
        if let year = recommendation.toYear { arguments.append("--to-year=\(year)") }
        if let rating = recommendation.minRating { arguments.append("--min-rating=\(rating)") }
        if let code = region.region { arguments.append("--region=\(code)") }
        if recommendation.onlyMine { arguments.append("--only-mine") }
        return arguments + display.arguments
    }

    /// Films of the bundled catalogue read before the first frame: a few pages' worth, whatever the filters, while
    /// the rest (9,061 films, some 20 ms) is read in the background.
    static let bundledHeadCount = 200

    // Every film shown gets its facts from the catalogue dealt: a film taken back after a restart, or opened from the
    // lists, is otherwise the store's snapshot. The bundled catalogue's are read with the rest of it, when first needed,
    // and what fans also liked comes from the recommender's model once built (after the first page); another catalogue
    // has no model.
    private static func facts(films: [Film], whole: WholeCatalogue, recommended: RecommendedFilmRepository?) -> FilmFacts {
        guard let recommended else { return CatalogueFilmFacts(readFilms: { films }) }
        return CatalogueFilmFacts(readFilms: { try await whole.films() }, readModel: {
            await recommended.waitUntilModelReady()
            return await recommended.readyModel
        })
    }

    // The bundled catalogue is dealt by the recommender, which learns from the bundled ratings; another
    // catalogue has no ratings, so it is dealt in its own order.
    // `seed` shuffles a new player's first cards and picks the exploring ones: the data folder's own (see `DeckSeed`),
    // so a game resumed on the folder goes on as it began, unless `--seed` asks for another.
    private static func recommender(
        head: [Film], whole: WholeCatalogue, store: ReactionStore, recommendation: RecommendationOptions, seed: UInt64,
        buildModel: @escaping @Sendable ([Film]) -> RecommendationModel
    ) -> RecommendedFilmRepository {
        // The model is mapped from its file (or built from the ratings) with the earlier reactions read, in the
        // background; unreadable reactions only cost their influence (the game reports store errors itself).
        RecommendedFilmRepository(
            head: head, wholeCatalogue: { try await whole.films() },
            seed: seed, filters: recommendation.filter,
            earlierReactions: { ((try? await store.records(nil)) ?? []).reversed() },
            buildModel: buildModel
        )
    }
}
