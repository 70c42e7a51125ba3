import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb catalogue`: fetches TMDB's most popular films with their details into the data folder, to play
/// offline with `filmswipe --source snapshot`. An interrupted run goes on where it stopped when run again.
struct TMDBCatalogueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue",
        abstract: "Fetch TMDB's most popular films with their details, to play offline with `filmswipe --source snapshot`.",
        discussion: """
        One request lists 20 films and one more fetches each film's details (people, certificate, trailer, where to \
        watch it in the region, TMDB's recommendations), at most \(SnapshotFetch.defaultRate) requests a second: 5,000 \
        films take about five minutes. Everything fetched is kept in snapshot.sqlite in the data folder as it comes, so \
        Ctrl-C or a failure loses nothing: run the command again to go on where it stopped. Once a snapshot is complete, \
        running it again refreshes it, replacing films as new ones come; the old ones play meanwhile.

        Availability by JustWatch. This product uses the TMDB API but is not endorsed or certified by TMDB.
        """
    )

    /// The most films a ranking holds: 500 pages of 20.
    static let maximumFilms = TMDBFilmRepository.pageLimit * 20

    /// How many films a first snapshot has.
    static let defaultFilms = 5_000

    @Option(help: ArgumentHelp("How many of the most popular films to fetch, up to \(maximumFilms) (default: as many as the snapshot there has, else \(defaultFilms)).", valueName: "count"))
    var films: Int?

    @Option(help: ArgumentHelp("The country whose certificates and streaming offers are kept, two letters such as GB or US (default: the snapshot's own, else region in the config file, else the locale's country, else US).", valueName: "code"))
    var region: String?

    @OptionGroup var folder: DataFolderOptions

    func validate() throws {
        if let films, !(1...Self.maximumFilms).contains(films) {
            throw ValidationError("--films must be from 1 to \(Self.maximumFilms) (TMDB ranks 500 pages of 20 films), not \(films).")
        }
        if let region, RegionCode(region) == nil {
            throw ValidationError("--region \(RegionCode.complaint(about: region, shown: "\"\(region)\"")).")
        }
    }

    func run() async throws {
        try await TMDBCommand.reporting {
            let environment = ProcessInfo.processInfo.environment
            // A bad config file or credential is refused before TMDB is asked anything.
            let player = try PlayerSettings.load(flags: SettingFlags(dataDirectory: folder.dataDirectory, region: region.flatMap(RegionCode.init)), environment: environment)
            let settings = try TMDBGame.settings(environment: environment)
            let dataFolder = try DataFolder.prepare(player.dataFolder.value)
            let store = try SnapshotStore(url: SnapshotStore.url(in: dataFolder.url))
            // A snapshot there keeps its own number and region unless told otherwise, so a plain `tmdb catalogue` goes on
            // with it, or refreshes it, as it was made.
            let previous = try store.summary()?.run
            let region = region.flatMap(RegionCode.init)?.code ?? previous?.region ?? player.region.value.code
            let films = films ?? previous?.filmsWanted ?? Self.defaultFilms
            let fetch = SnapshotFetch(client: TMDBClient(settings: settings, configuration: Self.clientConfiguration), store: store, films: films, region: region)
            let display = SnapshotProgressDisplay(environment: environment)
            let running = Task { try await fetch.run(report: display.show) }
            let stop = StopSignals { running.cancel() }
            let result = await running.result
            stop.release()
            display.finish()
            try report(result, store: store)
        }
    }

    private func report(_ result: Result<SnapshotSummary, Error>, store: SnapshotStore) throws {
        let path = store.url.path
        switch result {
        case let .success(summary):
            let gone = summary.gone == 0 ? "" : " (\(SnapshotProgressDisplay.count(summary.gone)) listed are no longer on TMDB)"
            print("Snapshot complete: \(SnapshotProgressDisplay.count(summary.films)) films for \(summary.run.region)\(gone) in \(path).")
            print("Play it offline with `\(playCommand)`.")
        case let .failure(error):
            let kept = keptFilms(in: store)
            let resume = "Run `\(resumeCommand)` to go on where it stopped; what is kept plays offline now with `\(playCommand)`."
            if error is CancellationError {
                // 128 + SIGINT, as a shell reports a program Ctrl-C stopped.
                throw CommandFailure("Stopped. \(kept) are kept in \(path). \(resume)", status: 130)
            }
            let reason = (error as? LocalizedError)?.errorDescription ?? "\(error)"
            throw CommandFailure("The snapshot stopped: \(reason) \(kept) are kept in \(path). \(resume)")
        }
    }

    /// How many films the stopped run kept; the films are in the store even when counting them back fails, so the
    /// message then says so without a number.
    private func keptFilms(in store: SnapshotStore) -> String {
        do {
            guard let summary = try store.summary() else { return "The films fetched so far" }
            return "\(SnapshotProgressDisplay.count(summary.fetchedThisRun)) of \(SnapshotProgressDisplay.count(summary.run.filmsWanted)) films"
        } catch {
            return "The films fetched so far (they could not be counted: \(error.localizedDescription))"
        }
    }

    /// The command that goes on with this run: the snapshot keeps its number of films and region.
    private var resumeCommand: String {
        "filmswipe tmdb catalogue" + (folder.dataDirectory.map { " --data-dir \(Self.quoted($0))" } ?? "")
    }

    private var playCommand: String {
        "filmswipe --source snapshot" + (folder.dataDirectory.map { " --data-dir \(Self.quoted($0))" } ?? "")
    }

    private static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "/._-~".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A long run waits out TMDB's rate limit more patiently than a prompt does.
    static var clientConfiguration: TMDBClientConfiguration {
        var configuration = TMDBClientConfiguration()
        configuration.maxRateLimitRetries = 6
        return configuration
    }
}
