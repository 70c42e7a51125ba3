import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import Foundation

/// `filmswipe --source tmdb`: plays TMDB's films; `filmswipe` runs it as `filmswipe-tmdb play`.
struct TMDBPlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play", abstract: "Play TMDB's films (what `filmswipe --source tmdb` runs).", shouldDisplay: false
    )

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup(title: "What to deal") var recommendation: RecommendationOptions

    @OptionGroup(title: "How it looks") var display: DisplayOptions

    @OptionGroup var region: RegionOption

    @OptionGroup var posters: PosterOption

    func validate() throws {
        try recommendation.validateForTMDB()
    }

    mutating func run() async throws {
        let flags = SettingFlags(
            dataDirectory: folder.dataDirectory, animation: display.animation, colour: display.colour, region: region.code, posters: posters.choice
        )
        try await Self.play(flags: flags, filter: recommendation.filter)
    }

    @MainActor
    private static func play(flags: SettingFlags, filter: RecommendationFilter) async throws {
        let environment = ProcessInfo.processInfo.environment
        var status: Int32 = 0
        try await CommandFailure.reporting {
            // Everything that can be wrong with the input is found before the terminal is taken over.
            let player = try PlayerSettings.load(flags: flags, environment: environment)
            let settings = try TMDBGame.settings(environment: environment)
            let folder = try DataFolder.prepare(player.dataFolder.value)
            let store = try ReactionStoreOpener.open(in: folder)
            var game = try await TMDBGame.prepare(settings: settings, store: store, folder: folder, filter: filter, region: player.region.value)
            game.posterImages = player.posters.value == .off ? nil : try TMDBGame.posterImages(settings: settings, folder: folder, environment: environment)
            let setup = GameSetup(folder: folder, store: store, filter: filter)
            let terminalGame = TerminalGame(
                environment: try await game.environment(for: setup), folder: folder, filter: filter, look: GameLook(player), posters: game.posters
            )
            status = try await terminalGame.play(whenBuilt: game.reportProblems(to:))
            if let message = await game.finish() {
                FileHandle.standardError.write(Data("filmswipe: \(message)\n".utf8))
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
