import FilmSwipeModules
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipePosters
import FilmSwipeTMDB
import FilmSwipeTerminal
import Foundation

/// The TMDB side of a game: the remote repository, its page cache and, with a session, the outbox that sends
/// reactions to the account in the background. It is the source of a TMDB game's environment.
struct TMDBGame: GameSource {
    /// How long quitting waits for the last changes to reach the account.
    static let quitDeadline: Duration = .seconds(3)
    /// The cache folder's name inside the data folder.
    static let cacheFolderName = "tmdb-cache"

    /// The films to deal.
    let repository: TMDBFilmRepository
    /// The account writes still to send; nil without a session.
    let outbox: TMDBOutbox?
    /// The outbox's last pass at quitting: one try per change, no retries, so quitting is never held up for long.
    let lastChance: TMDBOutbox?
    /// Where the reactions are.
    let store: SQLiteReactionStore
    /// The player's streaming services in the game's region (perhaps none): what only-your-services deals from, and
    /// what a film's availability is marked against (`availability.mark(yourServices: services.ids)`).
    let services: WatchServices
    /// What `/` searches: TMDB, as the player types.
    let search: FilmSearch
    /// Each film's people, certificate, trailer and where to watch it in the region.
    let details: TMDBFilmDetailsLookup
    /// Where the posters' images come from; nil when the player turned posters off.
    var posterImages: TMDBPosterImages?

    /// The game's environment: TMDB's films, searched as the player types, with their details (the posters come with
    /// the terminal, from `posters`).
    @MainActor
    func environment(for setup: GameSetup) async throws -> GameEnvironment {
        var environment = GameEnvironment(repository: repository, store: setup.store)
        environment.search = search
        environment.searchPlace = .tmdb
        environment.facts = details
        environment.yourServices = services.names.isEmpty ? nil : services.names
        return environment
    }

    /// What makes the game's posters once the terminal has said how it draws them; nil when the player turned them off.
    var posters: TerminalGame.PosterMaker? {
        guard let images = posterImages else { return nil }
        return { drawing in
            RenderedPosters(drawing: drawing) { path, width in await images.image(posterPath: path, width: width) }
        }
    }

    /// The game for `settings` over `store`, with release dates for `region`; every problem is found here, before the
    /// terminal is taken over.
    static func prepare(
        settings: TMDBSettings, store: SQLiteReactionStore, folder: DataFolder, filter: RecommendationFilter, region: RegionCode
    ) async throws -> TMDBGame {
        let services = try yourServices(in: folder, region: region, needed: filter.onlyYourServices)
        let client = TMDBClient(settings: settings)
        let outbox = settings.sessionID == nil ? nil : TMDBOutbox(writer: TMDBAccountWriter(client: outboxClient(settings)), store: store)
        let cache = TMDBPageCache(folder: folder.url.appendingPathComponent(cacheFolderName, isDirectory: true)
            .appendingPathComponent(settings.serverName, isDirectory: true))
        var options = TMDBDealOptions()
        options.region = region.code
        options.yourServices = services
        let repository = TMDBFilmRepository(client: client, options: options, cache: cache, outbox: outbox)
        let records = try await store.records(nil)
        _ = await repository.applyFilter(filter)
        await repository.resume(from: records)
        await outbox?.start()
        return TMDBGame(
            repository: repository, outbox: outbox, lastChance: outbox.map { _ in Self.lastChance(settings, store: store) }, store: store,
            services: services, search: searchAsTyped(settings, region: region),
            details: TMDBFilmDetailsLookup(client: detailsClient(settings), store: try detailsStore(in: folder), region: region.code, services: services.ids)
        )
    }

    /// How long typing must pause before TMDB is asked: a word typed at speed costs one request, not one a letter.
    static let searchPause: Duration = .milliseconds(300)

    // A search waits for a pause in the typing, and the next key cancels it (and its request); it tries once with
    // short timeouts, since the player is watching and the next key asks again.
    private static func searchAsTyped(_ settings: TMDBSettings, region: RegionCode) -> FilmSearch {
        let configuration = TMDBClientConfiguration(connectTimeout: 3, requestTimeout: 8, maxRetries: 0, maxRateLimitRetries: 1, maxRetryAfter: .seconds(3))
        let search = TMDBFilmSearch(client: TMDBClient(settings: settings, configuration: configuration), region: region.code)
        return PausedFilmSearch(search, pause: searchPause)
    }

    /// The player's services in `region`; when `needed` (only your services asked for), none is a failure that says
    /// how to add them.
    static func yourServices(in folder: DataFolder, region: RegionCode, needed: Bool) throws -> WatchServices {
        let file = WatchServicesFile(folder: folder.url)
        let services: WatchServices
        do {
            services = try file.services(in: region.code)
        } catch {
            // Without --only-mine the game does not need them: a broken file costs only the marks on the cards.
            guard needed else { return WatchServices(region: region.code) }
            throw CommandFailure(error.localizedDescription)
        }
        guard needed, services.isEmpty else { return services }
        let elsewhere = ((try? file.read()) ?? []).map(\.region).filter { $0 != region.code }
        let other = elsewhere.isEmpty ? "" : " (you have some saved for \(elsewhere.joined(separator: ", ")): play with --region \(elsewhere[0]) for those)"
        throw CommandFailure(
            "--only-mine deals films on your streaming services, and you have none saved in \(region.code)\(other). "
                + "Add yours with `filmswipe services add NAME…` (`filmswipe services` lists those TMDB knows in \(region.code)), or play without --only-mine."
        )
    }

    /// The poster images of `settings`' server, kept in the data folder (`tmdb-cache/posters`); `TMDB_IMAGE_BASE_URL`
    /// in `environment` points them elsewhere (the tests' stub), or fails naming the setting.
    static func posterImages(settings: TMDBSettings, folder: DataFolder, environment: [String: String]) throws -> TMDBPosterImages {
        let base: URL?
        do {
            base = try TMDBPosterImages.imageBase(environment: environment)
        } catch {
            throw CommandFailure(error.errorDescription ?? "TMDB_IMAGE_BASE_URL cannot be used.")
        }
        let files = TMDBPosterFiles(folder: folder.url.appendingPathComponent(cacheFolderName, isDirectory: true)
            .appendingPathComponent("posters", isDirectory: true))
        return TMDBPosterImages(client: TMDBClient(settings: settings), imageBase: base, files: files)
    }

    /// The settings from the environment and config file, or a failure naming what to set.
    static func settings(environment: [String: String]) throws -> TMDBSettings {
        do {
            return try TMDBSettings.load(environment: environment)
        } catch {
            throw CommandFailure(error.errorDescription ?? "The TMDB settings cannot be used.")
        }
    }

    /// Tells the player, over the game, when the account rejects the session: the background retries cannot fix it.
    @MainActor
    func reportProblems(to module: MainModuleInput) async {
        await outbox?.onProblem { stop in
            // A rejected app credential (code 7) stops the deal too, which shows its own dialog.
            guard case let .tmdb(.credentialsRejected(code)) = stop, code != 7 else { return }
            let message = (stop.errorDescription ?? "TMDB rejected the session.")
                + " Your reactions are still saved here and will be sent once the session works."
            Task { @MainActor in module.show(PlayerMessage(title: "TMDB account", body: message, severity: .error)) }
        }
        // An image host refused (plain http off this machine) would only leave the cards without posters: say why.
        if let posterImages {
            Task { @MainActor in
                guard let refused = await posterImages.imageHostRefused() else { return }
                module.show(PlayerMessage(title: "Posters", body: refused.errorDescription ?? "TMDB's image host cannot be used.", severity: .notice))
            }
        }
    }

    /// The details kept in `folder`, or a failure naming the file and the way out.
    static func detailsStore(in folder: DataFolder) throws -> FilmDetailsStore {
        do {
            return try FilmDetailsStore(url: folder.url.appendingPathComponent(FilmDetailsStore.fileName))
        } catch {
            throw CommandFailure(PlayerMessage.describing(error))
        }
    }

    // Details are fetched ahead in the background, where a retry delays nothing but the next film's: one retry, and a
    // short wait, so an outage costs the deck little.
    private static func detailsClient(_ settings: TMDBSettings) -> TMDBClient {
        let configuration = TMDBClientConfiguration(requestTimeout: 8, maxRetries: 1)
        return TMDBClient(settings: settings, configuration: configuration)
    }

    private static func lastChance(_ settings: TMDBSettings, store: SQLiteReactionStore) -> TMDBOutbox {
        let configuration = TMDBClientConfiguration(connectTimeout: 1, requestTimeout: 2, maxRetries: 0, maxRateLimitRetries: 0)
        return TMDBOutbox(writer: TMDBAccountWriter(client: TMDBClient(settings: settings, configuration: configuration)), store: store)
    }

    // The outbox waits between passes itself, so each pass tries once: during an outage a swipe costs one request.
    private static func outboxClient(_ settings: TMDBSettings) -> TMDBClient {
        let configuration = TMDBClientConfiguration(maxRetries: 0)
        return TMDBClient(settings: settings, configuration: configuration)
    }

    /// Stops the background work and gives the changes still waiting a last, short chance; returns what to tell the
    /// player about those that could not be sent, if any.
    func finish() async -> String? {
        guard let outbox, let lastChance else { return nil }
        let report = await Deadline.value(within: Self.quitDeadline) {
            await outbox.stop()
            return await lastChance.drain()
        }
        guard let report else {
            return "TMDB did not answer in time. Every reaction is saved here; any your TMDB account does not have yet "
                + "is sent the next time you play with --source tmdb, or run `filmswipe tmdb sync`."
        }
        if report.accountUnknown, let stop = report.stoppedBy {
            // With no TMDB reaction here there is nothing the account could lack; reactions that cannot be read may be any.
            do {
                guard try await store.records(nil).contains(where: { $0.film.id.source == .tmdb }) else { return nil }
            } catch {}
            return "TMDB could not be asked which reactions your account has. \(stop.errorDescription ?? "") "
                + "Every reaction is saved here; any your account lacks is sent the next time you play with --source tmdb, "
                + "or run `filmswipe tmdb sync`."
        }
        guard report.waiting > 0 else { return nil }
        let count = report.waiting == 1 ? "1 reaction is" : "\(report.waiting) reactions are"
        let reason = report.stoppedBy?.errorDescription.map { " \($0)" } ?? ""
        return "\(count) saved here but not yet on your TMDB account.\(reason) They will be sent the next time you play "
            + "with --source tmdb, or run `filmswipe tmdb sync`."
    }
}
