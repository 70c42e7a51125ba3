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

    @Flag(name: .customLong("no-animation"), help: "Swipe without the fly-out animation (also FILMSWIPE_REDUCED_MOTION=1).")
    var noAnimation = false

    func validate() throws {
        try recommendation.validateForTMDB()
    }

    mutating func run() async throws {
        try await Self.play(folder: folder, filter: recommendation.filter, noAnimation: noAnimation)
    }

    @MainActor
    private static func play(folder folderOptions: DataFolderOptions, filter: RecommendationFilter, noAnimation: Bool) async throws {
        let environment = ProcessInfo.processInfo.environment
        var status: Int32 = 0
        try await CommandFailure.reporting {
            // Everything that can be wrong with the input is found before the terminal is taken over.
            let settings = try TMDBGame.settings(environment: environment)
            let folder = try DataFolder.prepare(folderOptions.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let game = try await TMDBGame.prepare(settings: settings, store: store, folder: folder, filter: filter)
            let animated = !noAnimation && environment["FILMSWIPE_REDUCED_MOTION"] != "1"
            let terminal = TerminalGame(repository: game.repository, store: store, folder: folder, filter: filter, animated: animated, kind: .tmdb)
            status = try await terminal.play(whenBuilt: game.reportProblems(to:requestFrame:))
            if let message = await game.finish() {
                FileHandle.standardError.write(Data("filmswipe: \(message)\n".utf8))
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
