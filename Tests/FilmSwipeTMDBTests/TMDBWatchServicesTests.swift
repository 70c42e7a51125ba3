@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB streaming services")
struct TMDBWatchServicesTests {
    @Test("the region's services come most prominent first there, asked for with watch_region")
    func providers() async throws {
        let bed = try TMDBTestBed()
        let providers = try await TMDBWatchProviders(client: bed.client()).providers(in: "GB")
        #expect(providers.prefix(4).map(\.name) == ["Netflix", "Amazon Prime Video", "Disney Plus", "BBC iPlayer"])
        #expect(!providers.contains { $0.name == "Hulu" })
        let request = try #require(bed.server.requests("/watch/providers/movie").first)
        #expect(request.query["watch_region"] == "GB")
        #expect(request.query["language"] == "en-US")
        let us = try await TMDBWatchProviders(client: bed.client()).providers(in: "US")
        #expect(us.prefix(5).map(\.name) == ["Netflix", "Amazon Prime Video", "Hulu", "Max", "Disney Plus"])
    }

    @Test("a hostile or broken entry is cleaned or left out, never the whole list")
    func hostileEntries() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.respond(.json(200, #"""
            {"results":[
              {"provider_id":8,"provider_name":"Net\u001b[31mflix\u0007","display_priority":2,"display_priorities":{"GB":2}},
              {"provider_id":"nine","provider_name":"Broken"},
              {"provider_name":"No id"},
              {"provider_id":15,"provider_name":"   ","display_priority":1},
              {"provider_id":337,"provider_name":"Disney Plus","display_priority":9,"display_priorities":{"GB":1}}
            ]}
            """#)), for: "/watch/providers/movie")
        let providers = try await TMDBWatchProviders(client: bed.client()).providers(in: "GB")
        #expect(providers == [WatchProvider(id: 337, name: "Disney Plus"), WatchProvider(id: 8, name: "Netflix")])
    }

    @Test("only your services asks discover for any of them, in the region, streamed or free, and deals no recommendations")
    func discoverByProvider() async throws {
        let bed = try TMDBTestBed()
        var options = TMDBDealOptions()
        options.region = "GB"
        options.yourServices = WatchServices(region: "GB", providers: [WatchProvider(id: 337, name: "Disney Plus"), WatchProvider(id: 8, name: "Netflix")])
        let repository = TMDBFilmRepository(client: try bed.client(), options: options)
        await repository.noteFavourite(FilmID(source: .tmdb, value: 550))
        #expect(await repository.applyFilter(RecommendationFilter(onlyYourServices: true)))

        let page = try await repository.recommendations(page: 1)

        let discover = try #require(bed.server.requests("/discover/movie").first)
        #expect(discover.query["with_watch_providers"] == "8|337")
        #expect(discover.query["watch_region"] == "GB")
        #expect(discover.query["with_watch_monetization_types"] == "flatrate|free|ads")
        #expect(page.films.count == 20)
        for film in page.films {
            #expect(!Set(StubWatchProviders.streaming(movieID: film.id.value, region: "GB")).isDisjoint(with: [8, 337]))
        }
        #expect(bed.server.requests.allSatisfy { !$0.path.hasSuffix("/recommendations") })
    }

    @Test("without services, only your services is refused; turned off, the deal is as before")
    func withoutServices() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        #expect(await repository.applyFilter(RecommendationFilter(onlyYourServices: true)) == false)
        _ = try await repository.recommendations(page: 1)
        #expect(try #require(bed.server.requests("/discover/movie").first).query["with_watch_providers"] == nil)
    }

    @Test("search asks TMDB for the text and deals its films, genres named, texts cleaned")
    func search() async throws {
        var catalogue = StubCatalogue()
        catalogue.titles[777] = "Dune\u{1B}[2J Bootleg"
        let bed = try TMDBTestBed(catalogue: catalogue)
        let search = TMDBFilmSearch(client: try bed.client(), region: "GB")

        let films = try await search.films(matching: "dune", limit: 50)

        #expect(films.map(\.title) == ["Dune", "Dune: Part Two", "Dune Bootleg"])
        #expect(films.first?.id == FilmID(source: .tmdb, value: 438631))
        #expect(films.first?.year == 2021)
        #expect(films.first?.genres == ["Action", "Science Fiction"])
        let request = try #require(bed.server.requests("/search/movie").first)
        #expect(request.query["query"] == "dune")
        #expect(request.query["include_adult"] == "false")
        #expect(request.query["page"] == "1")
        #expect(request.query["region"] == "GB")
        #expect(try await search.films(matching: "amelie", limit: 1).map(\.title) == ["Amélie"])
        #expect(try await search.films(matching: "nothing like it", limit: 5).isEmpty)
    }

    @Test("a text with no letters asks nothing; the genre list is read once")
    func searchAsksLittle() async throws {
        let bed = try TMDBTestBed()
        let search = TMDBFilmSearch(client: try bed.client())
        #expect(try await search.films(matching: " !? ", limit: 5).isEmpty)
        #expect(bed.server.requests.isEmpty)
        _ = try await search.films(matching: "heat", limit: 5)
        _ = try await search.films(matching: "heat 2", limit: 5)
        #expect(bed.server.requests("/genre/movie/list").count == 1)
        #expect(bed.server.requests("/search/movie").map { $0.query["query"] } == ["heat", "heat 2"])
    }

    @Test("search's failures say what is wrong: a refused key, the rate limit, no connection", arguments: ["401", "429", "down"])
    func searchFailures(fault: String) async throws {
        let bed = try TMDBTestBed()
        var configuration = bed.configuration(maxRetries: 0)
        configuration.maxRateLimitRetries = 0
        let client: TMDBClient
        switch fault {
        case "401": client = try bed.client(credential: .accessToken("eyJwrong"), configuration: configuration)
        case "429":
            bed.server.script(.rateLimited(retryAfter: 1), for: "/search/movie", times: nil)
            client = try bed.client(configuration: configuration)
        default:
            let settings = try TMDBSettings(baseURL: URL(string: "http://127.0.0.1:9/3")!, credential: .accessToken(TMDBStubServer.token))
            client = TMDBClient(settings: settings, configuration: configuration)
        }
        let error = await TMDBTestBed.error { _ = try await TMDBFilmSearch(client: client).films(matching: "heat", limit: 5) }
        let message = try #require((error as? TMDBError)?.errorDescription)
        switch fault {
        case "401": #expect(message.hasPrefix("TMDB rejected the credentials: the API key or access token is not valid."))
        case "429": #expect(message.hasPrefix("TMDB is rate-limiting requests (/search/movie answered 429"))
        default:
            #expect(message.hasPrefix("Cannot reach TMDB for /search/movie: "), "\(message)")
            #expect(message.hasSuffix("Check the network or TMDB_BASE_URL.") && !message.contains("/genre/movie/list"), "\(message)")
        }
    }
}
