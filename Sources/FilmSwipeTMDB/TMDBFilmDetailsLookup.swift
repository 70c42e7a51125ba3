import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// A TMDB film's whole facts (people, certificate, trailer, where to watch in the region) from one details request,
/// kept in the details store so a film is fetched once, shown offline, and fetched again only once its details are a
/// week old (availability changes; the rest hardly does).
///
/// The game deals without waiting for it: `FilmFactsRepository` asks for each dealt film in deck order, in the
/// background, and the card fills in when the answer comes.
public actor TMDBFilmDetailsLookup: FilmFacts {
    /// How old kept details may get before they are fetched again.
    public static let maxAge: TimeInterval = 7 * 24 * 3600
    /// How long the lookup keeps to the store after the network failed, so an offline deal does not try every film.
    public static let offlinePause: TimeInterval = 60

    private let client: TMDBClient
    private let store: FilmDetailsStore?
    private let region: String
    private let language: String
    private let services: Set<Int>
    private let now: @Sendable () -> Date
    private var known: [Int: Film] = [:]
    private var fetching: [Int: Task<Film?, Never>] = [:]
    private var offlineUntil: Date?

    /// Details from `client` for `region` in `language`, kept in `store` (nil: kept in memory only), marking which of
    /// the player's `services` (provider ids) have each film.
    public init(client: TMDBClient, store: FilmDetailsStore?, region: String, language: String = "en", services: Set<Int> = [],
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.store = store
        self.region = region
        self.language = language
        self.services = services
        self.now = now
    }

    /// The request for `id`'s details with everything a card and Detail show.
    public static func request(_ id: Int) -> TMDBRequest {
        TMDBRequest(.get, "/movie/\(id)", query: [URLQueryItem(name: "append_to_response", value: TMDBFilmDetails.appended.joined(separator: ","))])
    }

    public func film(_ id: FilmID) async -> Film? {
        guard id.source == .tmdb else { return nil }
        if let film = known[id.value] { return film }
        if let task = fetching[id.value] { return await task.value }
        let task = Task { await lookUp(id) }
        fetching[id.value] = task
        let film = await task.value
        fetching[id.value] = nil
        if let film { known[id.value] = film }
        return film
    }

    /// Nothing is built in the background: each film's details come with its own request.
    public func waitUntilComplete() async {}

    // The details kept are a cache: one that cannot be read or written costs a request, never a card's facts.
    private func keptDetails(of id: FilmID) async -> StoredFilmDetails? {
        do {
            return try await store?.details(of: id, region: region)
        } catch {
            return nil
        }
    }

    private func keep(_ details: StoredFilmDetails, of id: FilmID) async {
        do {
            try await store?.save(details, of: id, region: region)
        } catch {}
    }

    private func lookUp(_ id: FilmID) async -> Film? {
        let kept = await keptDetails(of: id)
        if let kept, now().timeIntervalSince(kept.fetchedAt) < Self.maxAge, let film = decode(kept.body) { return film }
        if let offlineUntil, now() < offlineUntil { return kept.flatMap { decode($0.body) } }
        do {
            let answer = try await client.data(for: Self.request(id.value))
            let body = TMDBDetailsTrim.trim(answer, region: region) ?? answer
            guard let film = decode(body) else { return kept.flatMap { decode($0.body) } }
            await keep(StoredFilmDetails(body: body, fetchedAt: now()), of: id)
            offlineUntil = nil
            return film
        } catch let error as TMDBError {
            switch error {
            case .network, .timedOut: offlineUntil = now().addingTimeInterval(Self.offlinePause)
            default: break
            }
            // Old details are better than none: the film was known to be where they say a week ago.
            return kept.flatMap { decode($0.body) }
        } catch {
            return kept.flatMap { decode($0.body) }
        }
    }

    private func decode(_ body: Data) -> Film? {
        guard let details = try? JSONDecoder().decode(TMDBFilmDetails.self, from: body), var film = details.film(region: region, language: language)
        else { return nil }
        film.availability?.mark(yourServices: services)
        return film
    }
}
