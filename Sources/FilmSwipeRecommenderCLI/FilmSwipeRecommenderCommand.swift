import ArgumentParser
import FilmSwipeCommands

/// `filmswipe-recommender`: the recommender for scripts and measurement, which `filmswipe recommend` and
/// `filmswipe evaluate` run. It links LAPACK (for EASE); the solo game does not.
@main
struct FilmSwipeRecommenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmswipe-recommender",
        abstract: "FilmSwipe's recommender for scripts: recommendations as JSON lines, and its offline evaluation.",
        version: FilmSwipeVersion.current,
        subcommands: [RecommendCommand.self, EvaluateCommand.self, ModelFileCommand.self]
    )
}
