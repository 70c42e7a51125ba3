import FilmSwipeModules
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeCells
import Foundation
import Testing
import FilmSwipeText

/// Reads one page of `results` the way the catalogue (strictly) and TMDB (leniently) read theirs.
enum HostilePage {
    static func strict(_ results: String) -> Result<[Film], Error> {
        Result { try MoviePageReader.read(Data(#"{"page":1,"results":[\#(results)]}"#.utf8)).results.map { $0.film(source: .catalogue, genres: GenreNames([18: "Drama"])) } }
    }

    static func lenient(_ results: String) throws -> (films: [Film], skipped: Int) {
        let page = try MoviePageReader.read(Data(#"{"page":1,"results":[\#(results)]}"#.utf8), skippingBadEntries: true)
        return (page.results.map { $0.film(source: .tmdb, genres: GenreNames([:])) }, page.skippedEntries)
    }

    /// The top card of a game dealing `film`, drawn at 100×32 and 40×12: what the player would see.
    @MainActor
    static func draw(_ film: Film) {
        for (width, height) in [(100, 32), (40, 12)] {
            let screen = MainScreen(output: SilentMainOutput(), theme: Theme(glyphs: .unicode), animated: false, clock: { 0 })
            screen.display(.newData([FilmCardViewData(film: film)]))
            var buffer = Buffer(width: width, height: height)
            screen.render(into: &buffer, area: buffer.bounds)
            var chrome = MainChrome()
            chrome.details = FilmCardViewData(film: film)
            screen.display(.chrome(chrome))
            screen.render(into: &buffer, area: buffer.bounds)
        }
    }
}

@MainActor
final class SilentMainOutput: MainViewOutput {
    func swipeDidMove(direction: UserReaction, rate: Double) {}
    func swipeDidEnd(direction: UserReaction, rate: Double) {}
    func didTapRedo() {}
    func didTapUndo() {}
    func didTapLibrary() {}
    func didTapFilters() {}
    func didTapSearch() {}
    func didTapMatches() {}
    func didTapDecide() {}
    func didTapInvite() {}
    func didTapCard() {}
    func didDismissCard() {}
    func didTapRetry() {}
    func didTapQuit() {}
    func readyForInitState() {}
    func didReturnToCards() {}
    func posterSizeDidChange(_ size: PosterSize?) {}
    func detailsPosterSizeDidChange(_ size: PosterSize?) {}
}

@Suite("Numbers and text from outside: refused or bounded, never a crash or a hang")
struct HostileValuesTests {
    @Test("a number outside its field's range is refused, naming the entry and the field", arguments: [
        (#""vote_average":1e308"#, "vote_average"), (#""vote_average":1e999999"#, "vote_average"),
        (#""vote_average":12345678901234567890"#, "vote_average"), (#""vote_average":-1e309"#, "vote_average"),
        (#""vote_average":10.01"#, "vote_average"), (#""vote_average":-0.5"#, "vote_average"),
        (#""vote_count":-1"#, "vote_count"), (#""vote_count":99999999999999999999"#, "vote_count"),
        (#""vote_count":1000000001"#, "vote_count"), (#""runtime":-5"#, "runtime"), (#""runtime":9223372036854775807"#, "runtime"),
    ])
    func refused(field: String, name: String) {
        guard case let .failure(error) = HostilePage.strict(#"{"id":7,"title":"Heat",\#(field)}"#) else {
            Issue.record("\(field) was accepted")
            return
        }
        guard case let MoviePageReadError.badEntry(index, id, reported, _) = error else {
            Issue.record("\(field): \(error)")
            return
        }
        #expect(index == 0 && id == 7 && reported == name)
    }

    @Test("an id outside 1…2³¹−1 is refused", arguments: ["0", "-3", "2147483648", "99999999999999999999"])
    func ids(id: String) {
        guard case .failure = HostilePage.strict(#"{"id":\#(id),"title":"Heat"}"#) else {
            Issue.record("id \(id) was accepted")
            return
        }
    }

    @Test("a catalogue with such a value is reported before play, naming the file, the entry and the field")
    func catalogueMessage() throws {
        let catalogue = try TemporaryCatalogue(TemporaryCatalogue.page(#"{"id":1,"title":"A"},{"id":2,"title":"Heat","vote_average":1e308}"#))
        defer { try? FileManager.default.removeItem(at: catalogue.folder) }
        #expect(throws: CatalogueError.badEntry(path: catalogue.file.path, index: 1, id: 2, field: "vote_average", problem: "is 1e+308, outside 0–10")) {
            try CatalogueFile(path: catalogue.folder, fallbackGenres: nil).load()
        }
    }

    @Test("a TMDB page skips such a film as unreadable and deals the rest")
    func tmdbSkips() throws {
        let page = try HostilePage.lenient(#"{"id":1,"title":"Fine"},{"id":2,"title":"Bad","vote_average":1e999999},{"id":3,"title":"Also fine","vote_count":7}"#)
        #expect(page.films.map(\.title) == ["Fine", "Also fine"])
        #expect(page.skipped == 1)
    }

    @Test("a 1 MB title and a 5 MB overview are cut when read, at a character, with an ellipsis")
    func longText() throws {
        let title = String(repeating: "Ab", count: 500_000)
        let overview = String(repeating: "word ", count: 1_000_000)
        let film = try HostilePage.strict(#"{"id":1,"title":"\#(title)","overview":"\#(overview)"}"#).get()[0]
        #expect(film.title.count == SafeText.titleLimit)
        #expect(film.title.hasSuffix("…"))
        #expect(film.overview.count <= SafeText.overviewLimit)
        #expect(film.overview.hasSuffix("…"))
    }

    @Test("a title of escape sequences and combining marks is cleaned before it is cut")
    func hostileTitle() throws {
        let title = String(repeating: #"\u001b[31m"#, count: 10_000) + "Heat" + String(repeating: "e\u{301}", count: 1_000)
        let film = try HostilePage.strict(#"{"id":1,"title":"\#(title)"}"#).get()[0]
        #expect(!film.title.unicodeScalars.contains { $0.value == 0x1B })
        #expect(film.title.count <= SafeText.titleLimit)
    }

    @Test("wrapping a 1 MB word or 200,000 words into a card keeps the lines asked for, the last one cut")
    func wrapHuge() {
        let word = String(repeating: "x", count: 1_000_000)
        let lines = TextLayout.wrap(word, width: 60, maxLines: 10)
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(lines.last?.hasSuffix("…") == true)

        let words = String(repeating: "film ", count: 200_000)
        #expect(TextLayout.wrap(words, width: 40, maxLines: 3).count == 3)
        #expect(TextLayout.truncate(word, width: 20).count == 20)
    }

    @Test("a card from a film with extreme values draws without trapping")
    @MainActor
    func extremeCard() {
        var film = Film(id: FilmID(source: .tmdb, value: 1), title: "Heat", year: Int.max, genres: ["Drama"], runtime: Int.max,
                        rating: .infinity, ratingCount: Int.max)
        film.imdb = IMDbRating(score: .nan, votes: Int.max)
        film.budget = Int.max
        film.ratingSpread = [Int.max, 0, 0, 0, 0, 0, 0, 0, 0, Int.max]
        HostilePage.draw(film)
        film = Film(id: FilmID(source: .tmdb, value: 2), title: "Heat", year: Int.min, runtime: Int.min, rating: -.infinity, ratingCount: Int.min)
        HostilePage.draw(film)
    }
}
