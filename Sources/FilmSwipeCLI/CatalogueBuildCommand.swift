import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeMovieLens
import Foundation

/// `filmswipe catalogue build --movielens DIR`: a MovieLens release the player downloaded, built into a catalogue and
/// model in the data folder, which `filmswipe --source movielens` plays.
struct CatalogueBuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a catalogue and its model from a MovieLens release you downloaded.",
        discussion: """
        Download a release from https://grouplens.org/datasets/movielens/ (ml-latest, ml-32m, ml-25m; ml-latest-small for a \
        quick try), unzip it, and pass its folder: movies.csv, ratings.csv, links.csv and tags.csv are read by their \
        headers. The catalogue and model go into the data folder; play them with `filmswipe --source movielens`. \
        The build is all or nothing: until it finishes, the catalogue played is the one before. Stopped (Ctrl-C), it goes \
        on where it stopped when run again on the same release. ml-32m takes minutes and a few GiB of memory. \
        MovieLens data may not be redistributed; the README in each release has its terms.
        """
    )

    @Option(name: .customLong("movielens"), help: ArgumentHelp("The folder a MovieLens release was unzipped into.", valueName: "folder"), completion: .directory)
    var releaseFolder: String

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let release: MovieLensRelease
            do {
                release = try MovieLensRelease(folder: URL(fileURLWithPath: (releaseFolder as NSString).expandingTildeInPath))
            } catch {
                throw CommandFailure(error.localizedDescription)
            }
            let dataFolder = try DataFolder.prepare(folder.dataFolder())
            // The bundled films' loglines and IMDb facts go with the release's films of the same ids; without them, tags.
            let bundled = (try? CatalogueLoader(path: nil).load()) ?? []
            let display = BuildProgressDisplay()
            let monitor = BuildMonitor { step, fraction in display.show(step, fraction) }
            let signals = StopSignals { monitor.stop() }
            defer { signals.release() }
            let build = MovieLensBuild(release: release, dataFolder: dataFolder.url, bundled: bundled, monitor: monitor)
            let started = Date()
            let summary: MovieLensBuild.Summary
            do {
                summary = try await DispatchWork.run { try build.run() }
            } catch let error as MovieLensError {
                display.finish()
                throw CommandFailure(error.localizedDescription)
            }
            display.finish()
            let unknown = summary.unknownFilms == 0 ? "" : " (\(summary.unknownFilms) ratings of films movies.csv does not list were left out)"
            let resumed = summary.resumedRatings ? " The ratings read by the stopped run were used." : ""
            print("Built \(summary.films) films and their model from \(summary.ratings) ratings\(unknown) in \(Int(Date().timeIntervalSince(started).rounded())) s.\(resumed)")
            print("Play it with `filmswipe --source movielens\(folder.dataDirectory.map { " --data-dir \($0)" } ?? "")`.")
        }
    }
}
