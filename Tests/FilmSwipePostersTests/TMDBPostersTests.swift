import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipePosters
@testable import FilmSwipeTMDB
import Foundation
import TMDBStubSupport
import Testing

@Suite("Posters from the stub: the image host, its sizes, the disk cache, and broken images skipped")
struct TMDBPostersTests {
    /// A stub, its images kept in a folder of the test's own, and posters drawn from them.
    final class Bed: Sendable {
        let server: TMDBStubServer
        let folder: URL
        let images: TMDBPosterImages
        let posters: RenderedPosters

        /// With `imageBase` false, no TMDB_IMAGE_BASE_URL: the image host is the one /3/configuration names.
        init(imageBase: Bool = true) throws {
            server = try TMDBStubServer(idleTimeout: nil)
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("TMDBPostersTests-\(UUID().uuidString)")
            images = try Self.images(server: server, folder: folder, imageBase: imageBase)
            posters = RenderedPosters(colours: .palette240) { [images] path, width in await images.image(posterPath: path, width: width) }
        }

        static func images(server: TMDBStubServer, folder: URL, imageBase: Bool = true) throws -> TMDBPosterImages {
            let settings = try TMDBSettings(baseURL: server.baseURL, credential: .accessToken(TMDBStubServer.token))
            let base = imageBase ? URL(string: "http://127.0.0.1:\(server.port)/t/p")! : nil
            // A failing /3/configuration is given up on at once rather than after the game's backoff.
            var configuration = TMDBClientConfiguration()
            configuration.maxRetries = 0
            let client = TMDBClient(settings: settings, configuration: configuration)
            return TMDBPosterImages(client: client, imageBase: base, files: TMDBPosterFiles(folder: folder))
        }

        var imageRequests: [StubHTTPRequest] { server.requests.filter { $0.path.hasPrefix("/t/p/") } }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static func film(_ id: Int, poster: String?) -> Film {
        Film(id: FilmID(source: .tmdb, value: id), title: "Film \(id)", posterPath: poster)
    }

    @Test("a film's poster comes at the smallest size as wide as the cells sample, without a credential, drawn in those cells")
    func poster() async throws {
        let bed = try Bed()
        let size = PosterSize(rows: 13)
        let poster = try #require(await bed.posters.poster(of: Self.film(7, poster: "/p7.jpg"), size: size))
        #expect((poster.columns, poster.rows) == (size.columns, size.rows))
        let requests = bed.imageRequests
        // 17 columns, 8 pixels each: 136 pixels, so w154.
        #expect(requests.map(\.path) == ["/t/p/w154/p7.jpg"])
        #expect(requests.allSatisfy { $0.headers["authorization"] == nil && $0.query["api_key"] == nil && $0.query["session_id"] == nil })
        #expect(bed.server.requests("/configuration").count == 1)
    }

    @Test("a poster asked for again, or after a restart, comes from memory or the disk, not the network")
    func kept() async throws {
        let bed = try Bed()
        let film = Self.film(8, poster: "/p8.jpg")
        let size = PosterSize(rows: 10)
        async let first = bed.posters.poster(of: film, size: size)
        async let same = bed.posters.poster(of: film, size: size)
        let (a, b) = await (first, same)
        #expect(a != nil && a == b)
        #expect(bed.imageRequests.count == 1, "asked twice at once, fetched once")

        let restarted = try Bed.images(server: bed.server, folder: bed.folder)
        let again = RenderedPosters(colours: .palette240) { path, width in await restarted.image(posterPath: path, width: width) }
        #expect(await again.poster(of: film, size: size) == a)
        #expect(bed.imageRequests.count == 1, "the restarted game read the disk")
    }

    @Test("a broken or hostile image gives no poster; only the bodies that came whole are kept", arguments: [
        StubPosters.truncatedPath, StubPosters.hugePath, StubPosters.notAnImagePath, StubPosters.giantPath, StubPosters.missingPath,
        "/../../etc/passwd", "/a/b.jpg", "no-slash.jpg",
    ])
    func broken(path: String) async throws {
        let bed = try Bed()
        #expect(await bed.posters.poster(of: Self.film(9, poster: path), size: PosterSize(rows: 13)) == nil)
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: bed.folder.path)) ?? []
        #expect(kept.filter { !$0.hasPrefix(".") }.count == ([StubPosters.truncatedPath, StubPosters.notAnImagePath, StubPosters.giantPath].contains(path) ? 1 : 0))
    }

    @Test("a film without a poster path asks for nothing")
    func noPath() async throws {
        let bed = try Bed()
        #expect(await bed.posters.poster(of: Self.film(10, poster: nil), size: PosterSize(rows: 13)) == nil)
        #expect(bed.server.requests.isEmpty)
    }

    @Test("without /3/configuration, TMDB's documented sizes are used")
    func configurationFails() async throws {
        let bed = try Bed()
        bed.server.script(.internalError, for: "/configuration", times: nil)
        #expect(await bed.images.imageConfiguration() == .standard)
        #expect(await bed.posters.poster(of: Self.film(11, poster: "/p11.jpg"), size: PosterSize(rows: 22)) != nil)
        // 29 columns: 232 pixels, so w342.
        #expect(bed.imageRequests.map(\.path) == ["/t/p/w342/p11.jpg"])
    }

    @Test("with only TMDB_BASE_URL on the loopback, /3/configuration's plain-http image host on the loopback is used")
    func loopbackImageHost() async throws {
        let bed = try Bed(imageBase: false)
        #expect(await bed.images.imageConfiguration().baseURL.absoluteString == "http://127.0.0.1:\(bed.server.port)/t/p/")
        #expect(await bed.images.imageHostRefused() == nil)
        #expect(await bed.posters.poster(of: Self.film(12, poster: "/p12.jpg"), size: PosterSize(rows: 13)) != nil)
        #expect(bed.imageRequests.map(\.path) == ["/t/p/w154/p12.jpg"])
    }

    @Test("a plain-http image host off the loopback is refused, and the refusal says which host, why and what to set")
    func refusedImageHost() async throws {
        let bed = try Bed(imageBase: false)
        let insecure = StubPosters.configuration(secureBaseURL: "http://images.example/t/p/", baseURL: "http://images.example/t/p/")
        bed.server.script(.respond(insecure), for: "/configuration", times: nil)
        #expect(await bed.images.imageConfiguration() == .standard)
        let refused = try #require(await bed.images.imageHostRefused())
        #expect(refused.address == "http://images.example/t/p/")
        let message = refused.errorDescription ?? ""
        #expect(message.hasPrefix(#"TMDB's /3/configuration gives the image host "http://images.example/t/p/", which is refused"#), "\(message)")
        #expect(message.contains("127.0.0.1, ::1 and localhost") && message.hasSuffix("set TMDB_IMAGE_BASE_URL to choose the image host."))
        #expect(bed.server.requests("/configuration").count == 1)
    }

    @Test("TMDB_IMAGE_BASE_URL chooses the host whatever /3/configuration says: no refusal to report")
    func overriddenImageHost() async throws {
        let bed = try Bed()
        bed.server.script(.respond(StubPosters.configuration(secureBaseURL: "http://images.example/t/p/", baseURL: "")), for: "/configuration")
        #expect(await bed.images.imageHostRefused() == nil)
        #expect(await bed.posters.poster(of: Self.film(13, poster: "/p13.jpg"), size: PosterSize(rows: 13)) != nil)
    }

    @Test("the size chosen is the smallest at least as wide, else the largest")
    func sizes() {
        let configuration = TMDBImageConfiguration.standard
        #expect(configuration.posterSize(atLeast: 1) == "w92")
        #expect(configuration.posterSize(atLeast: 92) == "w92")
        #expect(configuration.posterSize(atLeast: 93) == "w154")
        #expect(configuration.posterSize(atLeast: 500) == "w500")
        #expect(configuration.posterSize(atLeast: 5000) == "original")
        #expect(TMDBImageConfiguration(baseURL: configuration.baseURL, posterSizes: ["w92", "w185"]).posterSize(atLeast: 400) == "w185")
    }

    @Test("TMDB_IMAGE_BASE_URL takes https, or http on the loopback only")
    func imageBase() throws {
        #expect(try TMDBPosterImages.imageBase(environment: [:]) == nil)
        #expect(try TMDBPosterImages.imageBase(environment: ["TMDB_IMAGE_BASE_URL": "https://img.example/t/p"])?.absoluteString == "https://img.example/t/p")
        #expect(try TMDBPosterImages.imageBase(environment: ["TMDB_IMAGE_BASE_URL": "http://127.0.0.1:8/t/p"]) != nil)
        for bad in ["http://img.example/t/p", "ftp://x/t/p", "not a url", "https://x/t/p?key=1"] {
            #expect(throws: TMDBImageBaseError.invalid(bad)) { try TMDBPosterImages.imageBase(environment: ["TMDB_IMAGE_BASE_URL": bad]) }
        }
    }
}
