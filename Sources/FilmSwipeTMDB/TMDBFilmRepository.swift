import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Films from TMDB: popular films from `/discover/movie`, blended with the recommendations of the player's recent
/// favourites; the next page is fetched while the player swipes. A favourite's recommendations lead the deck at once
/// (`redeal`). Every card says why it was dealt: "because you liked Heat" (TMDB's recommendations for a favourite), or
/// the discover query that found it ("popular in Horror on TMDB"). Reaction changes wake the outbox, which sends them
/// to the account when there is a session.
public actor TMDBFilmRepository: FilmRepository {
    /// TMDB serves no page above this one.
    public static let pageLimit = 500
    /// The reason of a card TMDB recommends for a favourite whose title is not known.
    public static let favouriteReason = "TMDB recommends it for one of your favourites"

    private let loader: TMDBPageLoader
    private let options: TMDBDealOptions
    private let outbox: TMDBOutbox?
    private var genres: Task<GenreNames, Error>?
    /// The genre list once read, to turn the filter's genre names into ids.
    private var knownGenres: GenreNames?
    /// What the player asked to be dealt.
    private var filter = RecommendationFilter()
    /// The last discover page, once known: min(total_pages, 500).
    private var lastPage: Int?
    /// Films dealt or reacted to: never dealt (again).
    private var excluded: Set<Int> = []
    /// Films dealt and not reacted to, in the order dealt: the cards `redeal` may take back.
    private var waiting: [Int: Film] = [:]
    /// Films taken back by `redeal` and not dealt again yet: the next page deals them first.
    private var pending: [Film] = []
    /// Favourites, newest first, with the state of their recommendations.
    private var sources: [TMDBRecommendationSource] = []
    private var nextSource = 0
    /// Pages being fetched ahead, by request; at most one deal page's worth.
    private var prefetched: [TMDBRequest: Task<TMDBPageLoader.Fetched<MoviePageObject>, Error>] = [:]
    /// Whether the last page dealt came from the cache, because TMDB could not be reached.
    public private(set) var isOffline = false

    /// A repository over `client`; reaction changes wake `outbox` (none: they stay local).
    /// Pages and genres read from TMDB are kept in `cache`, which stands in for them when TMDB cannot be reached.
    public init(client: TMDBClient, options: TMDBDealOptions = TMDBDealOptions(), cache: TMDBPageCache? = nil, outbox: TMDBOutbox? = nil) {
        loader = TMDBPageLoader(client: client, cache: cache)
        self.options = options
        self.outbox = outbox
    }

    /// Page `page` of the deal: discover page `page`, interleaved with a page of a recent favourite's
    /// recommendations, without any film already dealt or reacted to.
    public func recommendations(page: Int) async throws -> FilmPage {
        let last = lastPage ?? Self.pageLimit
        guard (1...last).contains(page) else { throw TMDBError.pageOutOfRange(page: page, lastPage: last) }
        let names = try await genreNames()
        let fetched = try await list(discoverRequest(page: page), brief: isOffline)
        // TMDB answers again: what waited in the outbox can go now rather than after its backoff.
        if isOffline, !fetched.fromCache { await outbox?.wake() }
        isOffline = fetched.fromCache
        let discovered = fetched.value
        let pageLast = min(max(1, discovered.totalPages), Self.pageLimit)
        lastPage = pageLast
        // Offline, the blend is tried once rather than holding up the films the cache has. A favourite's
        // recommendations do not say where they stream, so only discover deals while only your services are wanted.
        let recommended = filter.onlyYourServices ? nil : try await recommendationsPage(brief: isOffline)
        var films: [Film] = []
        for var film in pending + Self.interleave(recommended.map { admitted($0, names: names) } ?? [], discovered.results.map { film(from: $0, names: names) })
        where !excluded.contains(film.id.value) {
            excluded.insert(film.id.value)
            if film.reason == nil { film.reason = discoverReason }
            waiting[film.id.value] = film
            films.append(film)
        }
        pending = []
        prefetch(after: page)
        return FilmPage(page: page, films: films, lastPage: pageLast, isSavedCopy: isOffline)
    }

    /// After a new favourite, its recommendations come first: the waiting cards this repository dealt are dealt again
    /// with the films TMDB recommends for it (those not dealt yet, passing the filter, each "because you liked" it) in
    /// turn with them, a recommendation first; the cards pushed back are dealt first on the next page. Without a new favourite, or when TMDB cannot say, the cards
    /// stay as they are.
    public func redeal(_ deck: [Film]) async throws -> [Film] {
        guard !filter.onlyYourServices, let newest = sources.first, newest.nextPage == 1 else { return deck }
        let takenBack = deck.filter { $0.id.source == .tmdb && waiting[$0.id.value] != nil }
        guard !takenBack.isEmpty else { return deck }
        let names = try await genreNames()
        // The player's next card waits for this answer: one brief try, and the page comes with the next pages otherwise.
        guard let page = await sourcePage(newest, brief: true) else { return deck }
        // Whatever was dealt meanwhile is not dealt twice.
        let recommended = admitted(page, names: names).filter { !excluded.contains($0.id.value) }
        let kept = Self.interleave(recommended, takenBack)
        var replacements = kept.prefix(takenBack.count).makeIterator()
        for film in kept.prefix(takenBack.count) {
            excluded.insert(film.id.value)
            waiting[film.id.value] = film
        }
        for film in kept.dropFirst(takenBack.count) {
            waiting[film.id.value] = nil
            excluded.remove(film.id.value)
        }
        pending = Array(kept.dropFirst(takenBack.count)) + pending
        let takenIDs = Set(takenBack.map(\.id))
        return deck.compactMap { takenIDs.contains($0.id) ? replacements.next() : $0 }
    }

    /// Notes the change for the blend and the deal, and wakes the outbox: the reaction store already holds the change,
    /// and the outbox sends what the account has not confirmed, so a bad network never fails a reaction.
    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        guard film.id.source == .tmdb else { return }
        let id = film.id.value
        excluded.insert(id)
        waiting[id] = nil
        if new == .favourite {
            noteFavourite(film.id, title: film.title)
        } else if old == .favourite {
            sources.removeAll { $0.movieID == id }
        }
        await outbox?.wake()
    }

    /// Lends `id`'s recommendations (`title`'s, for their reason) to the next pages and to `redeal`; the newest favourites
    /// count, up to the options' number.
    public func noteFavourite(_ id: FilmID, title: String? = nil) {
        guard id.source == .tmdb else { return }
        excluded.insert(id.value)
        waiting[id.value] = nil
        var existing = sources.first { $0.movieID == id.value } ?? TMDBRecommendationSource(movieID: id.value)
        if let title { existing.title = title }
        sources.removeAll { $0.movieID == id.value }
        sources.insert(existing, at: 0)
        sources = Array(sources.prefix(max(1, options.recentFavourites)))
        nextSource = 0
    }

    /// Deals only films that pass `filter` from page 1 on: discover asks TMDB for them (`with_genres`, release
    /// dates, `vote_average.gte`) and the favourites' recommendations are checked film by film.
    /// Only your services needs the options' `yourServices`: without any, the filter is refused (false).
    public func applyFilter(_ filter: RecommendationFilter) async -> Bool {
        if filter.onlyYourServices, options.yourServices?.isEmpty ?? true { return false }
        self.filter = filter
        dropFetchesAhead()
        lastPage = nil
        pending = []
        for index in sources.indices {
            sources[index].nextPage = 1
            sources[index].lastPage = nil
        }
        return true
    }

    /// Goes on from earlier games' reactions (`records`, newest first): none of those films is dealt again, and the
    /// newest favourites lend their recommendations as if just swiped.
    public func resume(from records: [ReactionRecord]) {
        let earlier = records.filter { $0.film.id.source == .tmdb }
        exclude(earlier.map(\.film.id))
        for record in earlier.filter({ $0.reaction == .favourite }).prefix(options.recentFavourites).reversed() {
            noteFavourite(record.film.id, title: record.film.title)
        }
    }

    /// Never deals these films: those already reacted to, from the reaction store.
    public func exclude(_ ids: [FilmID]) {
        excluded.formUnion(ids.lazy.filter { $0.source == .tmdb }.map(\.value))
    }

    /// Waits for the fetches made ahead to end, leaving them to be used: the next page is then in hand.
    public func fetchesAheadEnded() async {
        for task in Array(prefetched.values) { _ = await task.result }
    }

    /// Stops the fetches made ahead and waits for them to end, so none writes to the page cache afterwards.
    public func cancelPrefetch() async {
        for task in dropFetchesAhead() { _ = await task.result }
    }

    // Cancels the fetches made ahead and forgets them; returns them, for a caller that waits for their end.
    @discardableResult
    private func dropFetchesAhead() -> [Task<TMDBPageLoader.Fetched<MoviePageObject>, Error>] {
        let tasks = Array(prefetched.values)
        prefetched = [:]
        for task in tasks { task.cancel() }
        return tasks
    }

    private func discoverRequest(page: Int) -> TMDBRequest {
        var query: [URLQueryItem] = [
            .init(name: "sort_by", value: "popularity.desc"),
            .init(name: "vote_count.gte", value: String(options.voteCountFloor)),
            .init(name: "include_adult", value: "false"),
            .init(name: "language", value: options.language),
        ]
        if let region = options.region { query.append(.init(name: "region", value: region)) }
        let genreIDs = filter.genres.compactMap { knownGenres?.id(for: $0) }
        // `|` is "any of them", as the filter means.
        if !genreIDs.isEmpty { query.append(.init(name: "with_genres", value: genreIDs.map(String.init).joined(separator: "|"))) }
        if let fromYear = filter.fromYear { query.append(.init(name: "primary_release_date.gte", value: "\(fromYear)-01-01")) }
        if let toYear = filter.toYear { query.append(.init(name: "primary_release_date.lte", value: "\(toYear)-12-31")) }
        if let minRating = filter.minRating { query.append(.init(name: "vote_average.gte", value: String(minRating))) }
        if filter.onlyYourServices, let services = options.yourServices, !services.isEmpty {
            // `|`: on any of them. Sorted, so the same services always make the same request (and cache entry).
            query.append(.init(name: "with_watch_providers", value: services.ids.sorted().map(String.init).joined(separator: "|")))
            query.append(.init(name: "watch_region", value: services.region))
            query.append(.init(name: "with_watch_monetization_types", value: TMDBDealOptions.yourServicesMonetization))
        }
        query.append(.init(name: "page", value: String(page)))
        return TMDBRequest(.get, "/discover/movie", query: query)
    }

    // The next page of the next favourite in turn, and the favourite; a failure deals discover films alone rather than nothing.
    private func recommendationsPage(brief: Bool) async throws -> (source: TMDBRecommendationSource, movies: [MovieObject])? {
        guard let index = nextSourceIndex() else { return nil }
        let source = sources[index]
        return try await sourcePageThrowing(source, brief: brief).map { (source, $0) }
    }

    // `source`'s next page for `redeal`: nil when it cannot be read, for whatever reason.
    private func sourcePage(_ source: TMDBRecommendationSource, brief: Bool) async -> (source: TMDBRecommendationSource, movies: [MovieObject])? {
        (try? await sourcePageThrowing(source, brief: brief)).flatMap { $0.map { (source, $0) } }
    }

    // `source`'s next page, moving it on; nil (and the favourite dropped) when TMDB does not know it, or on an error
    // other than a refused credential.
    private func sourcePageThrowing(_ source: TMDBRecommendationSource, brief: Bool) async throws -> [MovieObject]? {
        do {
            let page = try await list(source.request(language: options.language), brief: brief).value
            // The favourite may have been dropped while the page was on its way.
            if let current = sources.firstIndex(where: { $0.movieID == source.movieID }) {
                sources[current].nextPage = source.nextPage + 1
                sources[current].lastPage = min(page.totalPages, Self.pageLimit)
            }
            return page.results
        } catch TMDBError.notFound {
            sources.removeAll { $0.movieID == source.movieID }
            return nil
        } catch let error as TMDBError {
            if case .credentialsRejected = error { throw error }
            return nil
        }
    }

    // A favourite's recommendations as cards, with its reason, those the filter admits (discover filters on the server;
    // recommendations cannot, so they are checked here).
    private func admitted(_ page: (source: TMDBRecommendationSource, movies: [MovieObject]), names: GenreNames) -> [Film] {
        page.movies.compactMap { movie in
            var film = film(from: movie, names: names)
            guard filter.admits(film) else { return nil }
            film.reason = page.source.reason
            return film
        }
    }

    private func film(from movie: MovieObject, names: GenreNames) -> Film {
        movie.film(source: .tmdb, genres: names)
    }

    /// The reason of a card discover dealt: the query that found it ("popular in Horror from 1990 to 1999 on TMDB").
    var discoverReason: String {
        var reason = "popular"
        if !filter.genres.isEmpty { reason += " in " + filter.genres.joined(separator: " or ") }
        switch (filter.fromYear, filter.toYear) {
        case let (from?, to?): reason += from == to ? " from \(from)" : " from \(from) to \(to)"
        case let (from?, nil): reason += " since \(from)"
        case let (nil, to?): reason += " up to \(to)"
        case (nil, nil): break
        }
        if let minRating = filter.minRating { reason += ", rated \(String(format: "%g", minRating)) or more," }
        return reason + (filter.onlyYourServices ? " on your services" : " on TMDB")
    }

    private func nextSourceIndex() -> Int? {
        guard !sources.isEmpty else { return nil }
        for offset in 0..<sources.count {
            let index = (nextSource + offset) % sources.count
            if !sources[index].isExhausted {
                nextSource = (index + 1) % sources.count
                return index
            }
        }
        return nil
    }

    // Starts fetching what the next page will need; whatever was fetched ahead and not used is cancelled.
    private func prefetch(after page: Int) {
        dropFetchesAhead()
        guard let lastPage, page < lastPage else { return }
        var requests = [discoverRequest(page: page + 1)]
        let upcoming = sources.indices.map { (nextSource + $0) % sources.count }.first { !sources[$0].isExhausted }
        if let upcoming, !filter.onlyYourServices { requests.append(sources[upcoming].request(language: options.language)) }
        for request in requests {
            let loader = loader
            prefetched[request] = Task { try await loader.page(request) }
        }
    }

    private func list(_ request: TMDBRequest, brief: Bool = false) async throws -> TMDBPageLoader.Fetched<MoviePageObject> {
        if let task = prefetched.removeValue(forKey: request) {
            // A fetch ahead that failed, or fell back on the cache, is tried again now, with the client's full retries.
            if let page = try? await task.value, !page.fromCache { return page }
        }
        return try await loader.page(request, brief: brief)
    }

    private func genreNames() async throws -> GenreNames {
        if let genres { return try await genres.value }
        let loader = loader, language = options.language
        let task = Task { try await loader.genres(language: language) }
        genres = task
        do {
            let names = try await task.value
            knownGenres = names
            return names
        } catch {
            // The next page asks again rather than dealing without genres for good.
            genres = nil
            throw error
        }
    }

    private static func interleave(_ first: [Film], _ second: [Film]) -> [Film] {
        var result: [Film] = []
        result.reserveCapacity(first.count + second.count)
        for index in 0..<max(first.count, second.count) {
            if index < first.count { result.append(first[index]) }
            if index < second.count { result.append(second[index]) }
        }
        return result
    }
}
