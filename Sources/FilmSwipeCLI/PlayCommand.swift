import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
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
            // opens on a Dispatch thread while the source's films are read here.
            let settings = try PlayerSettings.load(flags: SettingFlags(
                dataDirectory: options.folder.dataDirectory, animation: display.animation, colour: display.colour
            ))
            let dataFolder = settings.dataFolder.value
            // A missing snapshot or release is reported before anything is made in the data folder.
            let chosen = try gameSource(source, in: dataFolder, cataloguePath: options.cataloguePath, dataDirectoryOption: options.folder.dataDirectory)
            let (folder, store, folderSeed) = try await DispatchWork.run { () throws -> (DataFolder, SQLiteReactionStore, UInt64) in
                let folder = try DataFolder.prepare(dataFolder)
                return (folder, try ReactionStoreOpener.open(in: folder), DeckSeed.of(folder: folder.url))
            }
            let setup = GameSetup(folder: folder, store: store, filter: recommendation.filter, seed: recommendation.seed ?? folderSeed)
            let environment = try await chosen.environment(for: setup)
            status = try await TerminalGame(environment: environment, folder: folder, filter: recommendation.filter, look: GameLook(settings)).play()
        }
        if status != 0 { throw ExitCode(status) }
    }

    // The source `choice` names. The bundled catalogue, which the test suite checks whole, and a MovieLens release deal
    // their first cards from their head and read the rest when the game first needs it; another catalogue is read and
    // checked whole, as a broken one is reported first.
    private static func gameSource(_ choice: FilmSourceChoice, in dataFolder: URL, cataloguePath: String?, dataDirectoryOption: String?) throws -> GameSource {
        switch choice {
        case .snapshot:
            return try SnapshotGame.open(in: dataFolder, dataDirectoryOption: dataDirectoryOption)
        case .movielens:
            let movieLens = try MovieLensCatalogue.open(in: dataFolder)
            let path = movieLens.folder.path
            return RecommendedCatalogueSource(
                head: try CatalogueLoader(path: path).loadHead(count: bundledHeadCount), whole: WholeCatalogue(path: path),
                buildModel: { movieLens.model(films: $0) }
            )
        case .catalogue, .tmdb:
            if let cataloguePath { return CatalogueFileSource(films: try CatalogueLoader(path: cataloguePath).load()) }
            return RecommendedCatalogueSource(
                head: try CatalogueLoader(path: nil).loadHead(count: bundledHeadCount), whole: WholeCatalogue(), buildModel: { BundledModel.make(films: $0) }
            )
        }
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
}
