import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipeRecommendation
import Foundation
import Synchronization

/// `filmswipe --source snapshot`: the snapshot of TMDB's most popular films `filmswipe tmdb catalogue` fetched, dealt
/// offline by the recommender the bundled game uses, the snapshot's popularity order making its cold start, TMDB's
/// recommendations kept with each film and the MovieLens ratings of the films both know making its neighbours.
struct SnapshotGame: GameSource {
    /// Films of the snapshot read before the first frame; the rest are read in the background.
    static let headCount = 200

    /// The snapshot's file.
    let store: SnapshotStore
    /// What it holds.
    let summary: SnapshotSummary
    /// Its most popular films, dealt first.
    let head: [Film]
    /// All of it, read when first needed.
    let whole: SnapshotCatalogue
    /// The `--data-dir` the player gave, for the commands a notice names.
    let dataDirectoryOption: String?

    /// The game over the snapshot: dealt by the recommender, searched and looked up over the whole snapshot as the
    /// bundled game is over the bundled catalogue; an unfinished or old snapshot says so over the first card.
    @MainActor
    func environment(for setup: GameSetup) async throws -> GameEnvironment {
        let store = setup.store
        let recommended = repository(seed: setup.seed, filter: setup.filter, earlierReactions: { await EarlierReactions.read(from: store) })
        let whole = whole
        var environment = GameEnvironment(repository: recommended, store: store)
        environment.search = CatalogueSearch { try await whole.dealtFilms() }
        environment.facts = CatalogueFilmFacts(readFilms: { try await whole.dealtFilms() }, readModel: {
            await recommended.waitUntilModelReady()
            return await recommended.readyModel
        })
        environment.notice = notice(at: Date(), dataDirectoryOption: dataDirectoryOption)
        return environment
    }

    /// The snapshot in `folder`, its first films read; a clear failure, naming the command that makes one, when there
    /// is none or it holds no film.
    static func open(in folder: URL, dataDirectoryOption: String?) throws -> SnapshotGame {
        let url = SnapshotStore.url(in: folder)
        let make = "filmswipe tmdb catalogue" + (dataDirectoryOption.map { " --data-dir \($0)" } ?? "")
        guard SnapshotStore.exists(at: url) else {
            throw CommandFailure(
                "There is no snapshot of TMDB's films in \(folder.path) yet. Make one with `\(make)` (it needs a TMDB "
                    + "credential, see `filmswipe tmdb --help`, and takes about five minutes for 5,000 films); then play it offline with "
                    + "`filmswipe --source snapshot`."
            )
        }
        let store: SnapshotStore
        do {
            store = try SnapshotStore(url: url)
        } catch {
            throw CommandFailure(error.localizedDescription)
        }
        let summary: SnapshotSummary?
        let head: [SnapshotFilm]
        do {
            summary = try store.summary()
            head = try store.films(limit: headCount)
        } catch {
            throw CommandFailure("Cannot read the snapshot \(url.path): \(error.localizedDescription). Move it aside and make a new one with `\(make)`.")
        }
        guard let summary, !head.isEmpty else {
            throw CommandFailure("The snapshot \(url.path) holds no film yet. `\(make)` fetches them (and goes on where an earlier run stopped).")
        }
        return SnapshotGame(
            store: store, summary: summary, head: head.map(\.film), whole: SnapshotCatalogue(store: store), dataDirectoryOption: dataDirectoryOption
        )
    }

    /// What the player is told as the game starts: that the snapshot is unfinished, or old, and the command that
    /// finishes or refreshes it; nil when it is whole and recent.
    func notice(at now: Date, dataDirectoryOption: String?) -> PlayerMessage? {
        let command = "filmswipe tmdb catalogue" + (dataDirectoryOption.map { " --data-dir \($0)" } ?? "")
        let run = summary.run
        if !run.isComplete, summary.films < run.filmsWanted {
            return PlayerMessage(
                title: "An unfinished snapshot",
                body: "This snapshot holds \(summary.films) of the \(run.filmsWanted) films asked for: its fetch stopped. "
                    + "`\(command)` goes on where it stopped.",
                severity: .notice
            )
        }
        guard summary.isStale(at: now) else { return nil }
        return PlayerMessage(
            title: "An old snapshot",
            body: "These films were fetched up to \(summary.ageInDays(at: now)) days ago: what is popular, and where it streams, "
                + "will have changed. `\(command)` refreshes them; the snapshot plays meanwhile.",
            severity: .notice
        )
    }

    /// The recommender over the snapshot, as the bundled game's over the bundled catalogue: `earlierReactions` (the
    /// player's, on either) count from the first card once the model is built in the background.
    func repository(seed: UInt64, filter: RecommendationFilter, earlierReactions: @escaping @Sendable () async -> [ReactionRecord]) -> RecommendedFilmRepository {
        let whole = whole
        return RecommendedFilmRepository(
            head: head, wholeCatalogue: { try await whole.dealtFilms() }, seed: seed, filters: filter,
            earlierReactions: earlierReactions,
            buildModel: { films in
                // The bundled catalogue and ratings are checked by the test suite; without them, only the MovieLens part
                // is lost. They are read side by side: a player with a history waits for the model before the first card.
                let bundled = Mutex<[Film]>([]), ratings = Mutex(RatingSet([]))
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    if part == 0 {
                        let read = (try? CatalogueLoader(path: nil).load()) ?? []
                        bundled.withLock { $0 = read }
                    } else {
                        let read = (try? RatingsLoader.load()) ?? RatingSet([])
                        ratings.withLock { $0 = read }
                    }
                }
                let bridge = SnapshotBridgeBuilder.bridge(snapshot: whole.readFilms, bundled: bundled.withLock { $0 })
                return RecommendationModel(films: films, ratings: ratings.withLock { $0 }, bridge: bridge)
            }
        )
    }
}
