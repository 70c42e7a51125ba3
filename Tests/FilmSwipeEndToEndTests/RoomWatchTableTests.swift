import FilmSwipeDomain
import FilmSwipeParty
@testable import FilmSwipePartyCLI
import Testing

/// The watch table `party host --only-mine` sends: bundled films under the services that stream them, the most
/// popular kept when it must be cut to fit the create message.
@Suite("A room's watch table")
struct RoomWatchTableTests {
    static let netflix = WatchProvider(id: 8, name: "Netflix")
    static let prime = WatchProvider(id: 9, name: "Prime")
    static let rental = WatchProvider(id: 2, name: "Apple TV")

    // Bundled film n is "Title n" (1990 + n % 20) with catalogue id 100 + n; its TMDB twin has id n.
    static func bundled(_ count: Int) -> [Film] {
        (0..<count).map { Film(id: FilmID(source: .catalogue, value: 100 + $0), title: "Title \($0)", year: 1990 + $0 % 20, overview: "", genres: [$0 % 2 == 0 ? "Drama" : "Comedy"], rating: 7) }
    }

    static func snapshot(_ count: Int, _ availability: (Int) -> FilmAvailability) -> [Film] {
        (0..<count).map { n in
            var film = Film(id: FilmID(source: .tmdb, value: n), title: "Title \(n)", year: 1990 + n % 20, overview: "", genres: [], rating: 7)
            film.availability = availability(n)
            return film
        }
    }

    @Test func bundledFilmsAreListedUnderTheServicesThatStreamThemOrHaveThemFreeNotToRent() {
        let snapshot = Self.snapshot(4) { n in
            n == 3 ? FilmAvailability(region: "GB", rent: [Self.rental]) : FilmAvailability(region: "GB", stream: [Self.netflix], free: n == 1 ? [Self.prime] : [])
        }
        let table = RoomWatchTable.make(region: "GB", snapshot: snapshot, bundled: Self.bundled(4), filter: RecommendationFilter(), bytes: 60_000)

        #expect(table.providers.map(\.name) == ["Netflix", "Prime"])
        #expect(table.providers[0].films == [100, 101, 102], "in the snapshot's order, most popular first")
        #expect(table.providers[1].films == [101])
    }

    @Test func theRoomsFiltersAndFilmsOutsideTheBundledCatalogueAreLeftOut() {
        let snapshot = Self.snapshot(6) { _ in FilmAvailability(region: "GB", stream: [Self.netflix]) }
        let table = RoomWatchTable.make(
            region: "GB", snapshot: snapshot, bundled: Self.bundled(4), filter: RecommendationFilter(genres: ["Drama"]), bytes: 60_000
        )
        #expect(table.providers.map(\.films) == [[100, 102]])
    }

    @Test func aTableTooLongForTheMessageKeepsTheMostPopularFilms() {
        let snapshot = Self.snapshot(3_000) { _ in FilmAvailability(region: "GB", stream: [Self.netflix, Self.prime]) }
        let table = RoomWatchTable.make(region: "GB", snapshot: snapshot, bundled: Self.bundled(3_000), filter: RecommendationFilter(), bytes: 8_000)

        #expect(PartyProtocol.encode(table).utf8.count <= 8_000)
        #expect(PartyProtocol.encode(table).utf8.count > 7_000, "cut by no more than it must")
        #expect(table.providers[0].films.first == 100)
        #expect(table.providers[0].films == table.providers[0].films.sorted(), "the least popular went")
    }
}
