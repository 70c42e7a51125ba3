import FilmSwipeDomain
import Testing

/// `FilmFacts.completing`: the looked-up film, keeping what only the film in hand knows.
@Suite("A film completed by its facts")
struct FilmFactsCompletingTests {
    struct Lookup: FilmFacts {
        let known: Film?
        func film(_ id: FilmID) async -> Film? { known }
        func waitUntilComplete() async {}
    }

    static let id = FilmID(source: .catalogue, value: 356)
    static let netflix = FilmAvailability(region: "GB", stream: [WatchProvider(id: 8, name: "Netflix")])

    static func film(certificate: String?, availability: FilmAvailability?, reason: String? = nil) -> Film {
        var film = Film(id: id, title: "Forrest Gump", year: 1994, overview: "", genres: [], rating: 8)
        film.certificate = certificate
        film.availability = availability
        film.reason = reason
        return film
    }

    @Test func whereAPartyCardSaysTheFilmStreamsOutlivesTheFill() async {
        let dealt = Self.film(certificate: nil, availability: Self.netflix, reason: "nobody has swiped it yet")
        let completed = await Lookup(known: Self.film(certificate: "PG-13", availability: nil)).completing(dealt)
        #expect(completed.certificate == "PG-13")
        #expect(completed.availability == Self.netflix)
        #expect(completed.reason == "nobody has swiped it yet")
    }

    @Test func theLookupsOwnAvailabilityIsTheNewer() async {
        let nowhere = FilmAvailability(region: "GB")
        let completed = await Lookup(known: Self.film(certificate: nil, availability: nowhere)).completing(Self.film(certificate: nil, availability: Self.netflix))
        #expect(completed.availability == nowhere)
    }

    @Test func aFilmTheLookupDoesNotKnowIsLeftAsItIs() async {
        let dealt = Self.film(certificate: "R", availability: Self.netflix)
        #expect(await Lookup(known: nil).completing(dealt) == dealt)
    }
}
