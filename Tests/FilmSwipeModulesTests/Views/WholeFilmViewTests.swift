@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

/// A TMDB film with everything its details give: people, certificate, where to watch, trailer and page.
enum WholeFilmSamples {
    static let dune: Film = {
        var film = Film(id: FilmID(source: .tmdb, value: 693_134), title: "Dune: Part Two", year: 2024,
                        overview: "Paul Atreides unites with the Fremen while on a path of revenge.", genres: ["Science Fiction", "Adventure"],
                        runtime: 167, rating: 8.2, ratingCount: 6_100)
        film.certificate = "12A"
        film.people = FilmPeople(directors: ["Denis Villeneuve"],
                                 cast: ["Timothée Chalamet", "Zendaya", "Rebecca Ferguson", "Javier Bardem", "Josh Brolin", "Austin Butler"])
        var availability = FilmAvailability(
            region: "GB", stream: [WatchProvider(id: 8, name: "Netflix"), WatchProvider(id: 1899, name: "Max")],
            rent: [WatchProvider(id: 2, name: "Apple TV")], buy: [WatchProvider(id: 2, name: "Apple TV")],
            link: "https://www.themoviedb.org/movie/693134/watch?locale=GB"
        )
        availability.mark(yourServices: [1899])
        film.availability = availability
        film.trailerURL = "https://www.youtube.com/watch?v=Way9Dexny3w"
        film.pageURL = "https://www.themoviedb.org/movie/693134"
        return film
    }()

    static let nowhere: Film = {
        var film = dune
        film.availability = FilmAvailability(region: "GB")
        return film
    }()
}

@MainActor
@Suite("A whole film on the card and in Detail")
struct WholeFilmViewTests {
    let clock = ManualClock()

    private func card(_ film: Film, width: Int, height: Int) -> Buffer {
        let clock = self.clock
        let sut = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: true, clock: { clock.now })
        sut.display(.newData(ViewSamples.cards(film)))
        var buffer = Buffer(width: width, height: height)
        sut.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    private func text(_ buffer: Buffer) -> String {
        (0..<buffer.height).map { buffer.text(row: $0) }.joined(separator: "\n")
    }

    @Test("the card says who made it, which of the player's services have it and where else, with JustWatch's credit")
    func card() {
        let buffer = card(WholeFilmSamples.dune, width: 100, height: 32)
        ViewFixture.check(buffer, named: "card-whole-film")
        let shown = text(buffer)
        #expect(shown.contains("Dir. Denis Villeneuve · Timothée Chalamet, Zendaya, Rebecca Ferguson"))
        #expect(shown.contains("On your services: Max"))
        #expect(shown.contains("Stream: Netflix, Max · Rent: Apple TV"))
        #expect(shown.contains("Availability by JustWatch"))
        #expect(!shown.contains("Buy:"), "buying is left to Detail when there is a way to stream or rent")
    }

    @Test("a small card keeps the people and the offers to one line each, with fewer of the cast")
    func smallCard() {
        let buffer = card(WholeFilmSamples.dune, width: 60, height: 20)
        ViewFixture.check(buffer, named: "card-whole-film-small")
        let shown = text(buffer)
        #expect(shown.contains("Dir. Denis Villeneuve · Timothée Chalamet, Zendaya"))
        #expect(!shown.contains("Rebecca Ferguson"))
    }

    @Test("a film known to be nowhere says so for the region; a film with no details shows neither line")
    func nowhereAndUnknown() {
        let nowhere = text(card(WholeFilmSamples.nowhere, width: 100, height: 32))
        #expect(nowhere.contains("Not streaming in GB"))
        #expect(nowhere.contains("Availability by JustWatch"))
        let unknown = text(card(ViewSamples.heat, width: 100, height: 32))
        #expect(!unknown.contains("Dir.") && !unknown.contains("JustWatch") && !unknown.contains("streaming"))
    }

    @Test("Detail lists the director, five of the cast, every offer, the watch link, trailer and page, and offers o")
    func detail() {
        let sut = DetailScreen(output: DetailViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(DetailViewState(film: FilmCardViewData(film: WholeFilmSamples.dune), choices: DetailPresenter.choices,
                                    current: .favourite, selected: .favourite, isSaving: false))
        var buffer = Buffer(width: 100, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "detail-whole-film")
        let shown = text(buffer)
        for line in ["Directed by Denis Villeneuve", "Cast: Timothée Chalamet, Zendaya, Rebecca Ferguson, Javier Bardem, Josh", "Brolin",
                     "Stream in GB: Netflix, Max", "Rent in GB: Apple TV", "Buy in GB: Apple TV", "Availability by JustWatch",
                     "Where to watch: https://www.themoviedb.org/movie/693134/watch?locale=GB",
                     "Trailer: https://www.youtube.com/watch?v=Way9Dexny3w", "TMDB: https://www.themoviedb.org/movie/693134", "o open page"] {
            #expect(shown.contains(line), "Detail shows \(line)")
        }
        #expect(!shown.contains("Austin Butler"), "five of the cast")
    }

    @Test("o is offered only for a film with a page")
    func noPageNoKey() {
        let sut = DetailScreen(output: DetailViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(DetailViewState(film: FilmCardViewData(film: ViewSamples.heat), choices: DetailPresenter.choices,
                                    current: .favourite, selected: .favourite, isSaving: false))
        var buffer = Buffer(width: 100, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(!text(buffer).contains("open page"))
    }
}

@MainActor
@Suite("Detail's notice about the page")
struct DetailNoticeViewTests {
    private func status(width: Int) -> String {
        let sut = DetailScreen(output: DetailViewOutputSpy(), theme: Theme(glyphs: .unicode))
        var state = DetailViewState(film: FilmCardViewData(film: WholeFilmSamples.dune), choices: DetailPresenter.choices,
                                    current: .favourite, selected: .favourite, isSaving: false)
        state.notice = "No browser to open here; the page is"
        state.noticeAddress = "https://www.themoviedb.org/movie/693134"
        sut.display(state)
        var buffer = Buffer(width: width, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        // The status line is the one above the keys.
        let keys = (0..<32).first { buffer.text(row: $0).contains("o open page") } ?? 1
        return buffer.text(row: keys - 1)
    }

    @Test("the notice gives the whole address, with its words where they fit and alone where they do not")
    func address() {
        #expect(status(width: 100).contains("No browser to open here; the page is https://www.themoviedb.org/movie/693134"))
        let narrow = status(width: 60)
        #expect(narrow.contains("https://www.themoviedb.org/movie/693134") && !narrow.contains("page is"))
    }
}
