import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

/// `party host --only-mine`: what it needs from the host's data folder, said before the terminal is taken, and a room
/// dealing the films on the services of the people in it, as the host's snapshot knows them.
@Suite("Party rooms dealing only what their members can watch")
struct PartyOnlyMineTests {
    static let netflix = WatchProvider(id: 8, name: "Netflix")
    static let prime = WatchProvider(id: 9, name: "Amazon Prime Video")

    /// A snapshot for `region` of three bundled films: Forrest Gump on Netflix, The Matrix on Prime, Pulp Fiction to rent.
    static func writeSnapshot(in folder: URL, region: String = "GB") async throws {
        let store = try SnapshotStore(url: SnapshotStore.url(in: folder))
        let now = Date()
        try await store.begin(SnapshotRun(region: region, language: "en-US", filmsWanted: 3, startedAt: now, decoding: 1))
        try await store.addListing(page: 1, ids: [13, 603, 680], lastPage: 1)
        let films: [(Int, String, Int, FilmAvailability)] = [
            (13, "Forrest Gump", 1994, FilmAvailability(region: region, stream: [netflix])),
            (603, "The Matrix", 1999, FilmAvailability(region: region, free: [prime])),
            (680, "Pulp Fiction", 1994, FilmAvailability(region: region, rent: [netflix])),
        ]
        for (rank, (id, title, year, availability)) in films.enumerated() {
            var film = Film(id: FilmID(source: .tmdb, value: id), title: title, year: year, overview: "", genres: ["Drama"], rating: 8, ratingCount: 900)
            film.availability = availability
            try await store.save(SnapshotFilm(film: film, recommendations: [], rank: rank + 1, fetchedAt: now), details: Data("{}".utf8))
        }
        try await store.complete(at: now)
    }

    static func host(_ folder: PlayerFolder) async throws -> (status: Int32, stdout: String, stderr: String) {
        try await run(filmswipeBinary.path, ["party", "host", "--only-mine", "--listen", "127.0.0.1:\(try freeLoopbackPort())", "--data-dir", folder.url.path])
    }

    @Test("without services, a snapshot, or services in the snapshot's region, the host is told what to run, before the terminal is taken")
    func whatIsMissing() async throws {
        let ann = try PlayerFolder()
        let noServices = try await Self.host(ann)
        #expect(noServices.status == 1)
        #expect(noServices.stderr.contains("yours are not set. Add them with `filmswipe services add NAME… --data-dir \(ann.url.path)`"))

        try WatchServicesFile(folder: ann.url).save(WatchServices(region: "US", providers: [Self.netflix]))
        let noSnapshot = try await Self.host(ann)
        #expect(noSnapshot.status == 1)
        #expect(noSnapshot.stderr.contains("Make one with `filmswipe tmdb catalogue --data-dir \(ann.url.path)`"))

        try await Self.writeSnapshot(in: ann.url, region: "GB")
        let otherRegion = try await Self.host(ann)
        #expect(otherRegion.status == 1)
        #expect(otherRegion.stderr.contains("Your snapshot says what streams in GB, and your services are set for US."))
        #expect(otherRegion.stderr.contains("filmswipe services add NAME… --region GB"))
    }

    @Test("the room deals the films on the host's services, each card saying where it streams; a friend with another service brings its films")
    func play() async throws {
        let port = try freeLoopbackPort()
        let ann = try PlayerFolder(), bob = try PlayerFolder()
        try WatchServicesFile(folder: ann.url).save(WatchServices(region: "GB", providers: [Self.netflix]))
        try WatchServicesFile(folder: bob.url).save(WatchServices(region: "GB", providers: [Self.prime]))
        try await Self.writeSnapshot(in: ann.url)

        let host = try await TmuxGame(
            arguments: ["party", "host", "--only-mine", "--listen", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"],
            commandLine: true
        )
        // "Fans also liked" comes with the facts the game fills in: where the film streams must survive that fill.
        let first = try await host.waitFor("Fans also liked", seconds: 60)
        #expect(first.contains("Forrest Gump"))
        #expect(first.contains("Stream: Netflix"))
        #expect(first.contains("Availability by JustWatch"))
        let room = try #require(code(on: first))

        let friend = try await TmuxGame(
            arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", bob.url.path, "--no-animation"],
            commandLine: true
        )
        try await friend.waitFor("2 here", seconds: 30)
        try await friend.waitFor("Forrest Gump")
        try await friend.send("Right")
        let second = try await friend.waitFor("The Matrix")
        #expect(second.contains("Stream: Amazon Prime Video"), "Bob's service brought it, and the card says so")
        try await friend.send("Right")
        try await friend.waitFor("Seems like the end of the recommendations")
        #expect(!(try await friend.screen()).contains("Pulp Fiction"), "a film to rent is on nobody's services")
        try await friend.quit()
        try await host.quit()
    }
}
