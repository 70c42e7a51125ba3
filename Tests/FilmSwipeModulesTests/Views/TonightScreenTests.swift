@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Tonight screen")
struct TonightScreenTests {
    let output = TonightViewOutputSpy()

    func screen(_ state: TonightViewState, glyphs: Glyphs = .unicode) -> TonightScreen {
        let screen = TonightScreen(output: output, theme: Theme(glyphs: glyphs))
        screen.display(state)
        return screen
    }

    func render(_ screen: TonightScreen, _ width: Int, _ height: Int) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        screen.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    /// Two films as the bundled catalogue has them, one from the watchlist, one the recommender's.
    var pair: TonightViewState {
        var gump = ViewSamples.forrestGump
        gump.reason = "on your watchlist"
        return .pair(TonightPresenter.pairData(TonightFilms.pair(gump, ViewSamples.rich, number: 2, count: 7, round: 1, rounds: 3), knockingOut: false))
    }

    var decided: TonightViewState {
        var gump = ViewSamples.forrestGump
        gump.reason = "on your watchlist"
        gump.availability = TonightFilms.heatStreaming.availability
        let choice = TonightChoice(film: gump, runnerUp: ViewSamples.rich, among: 8, chosenAt: TonightFilms.choice.chosenAt)
        return .decided(TonightPresenter.decisionData(choice, decidedBy: .points, keeping: .kept))
    }

    @Test("two cards side by side with the stage, the progress and the keys, at 60×20, 100×32 and 200×50")
    func pairs() {
        for (width, height) in [(60, 20), (100, 32), (200, 50)] {
            ViewFixture.check(render(screen(pair), width, height), named: "tonight-pair-\(width)x\(height)")
        }
    }

    @Test("knocking out: the prompt asks which, each card asks OUT?, and the legend offers to keep both")
    func knockingOut() {
        let state = TonightViewState.pair(TonightPresenter.pairData(TonightFilms.pair(TonightFilms.heat, TonightFilms.fargo), knockingOut: true))
        ViewFixture.check(render(screen(state), 60, 20), named: "tonight-knock-out-60x20")
    }

    @Test("the film chosen: its card, the runner-up, where to watch it, and that it is kept, at 60×20, 100×32 and 200×50")
    func decision() {
        for (width, height) in [(60, 20), (100, 32), (200, 50)] {
            ViewFixture.check(render(screen(decided), width, height), named: "tonight-decided-\(width)x\(height)")
        }
    }

    @Test("a round going on from an earlier run says so in the header, between the title and the progress, where it fits")
    func goesOn() {
        let state = TonightViewState.pair(TonightPresenter.pairData(TonightFilms.pair(TonightFilms.heat, TonightFilms.fargo, number: 3, count: 7), knockingOut: false, resumed: true))
        let header = { (width: Int) in self.render(self.screen(state), width, 20).text(row: 0).trimmingCharacters(in: .whitespaces) }
        #expect(header(60).hasPrefix("FilmSwipe · Tonight · back where you left off"), "\(header(60))")
        #expect(header(60).hasSuffix("Pair 3 of 7"))
        #expect(header(100).hasPrefix("FilmSwipe · Tonight · back where you left off"))
        // Too narrow for both: the progress stays.
        #expect(header(50) == "FilmSwipe · Tonight" + String(repeating: " ", count: 18) + "Pair 3 of 7", "\(header(50))")
    }

    @Test("without Unicode the arrows and frames are ASCII")
    func ascii() {
        ViewFixture.check(render(screen(pair, glyphs: .ascii), 60, 20), named: "tonight-pair-ascii")
    }

    @Test("keys: arrows choose a side, x knocks out, u takes back only past the first pair, q quits; on the film, Enter is done")
    func keys() {
        let sut = screen(pair)
        for key in [Key.left, .char("l"), .char("x"), .char("u"), .char("q"), .char("z")] { sut.handle(.key(key)) }
        #expect(output.events == ["choose left", "choose right", "knock out", "take back", "quit"])

        let first = screen(.pair(TonightPresenter.pairData(TonightFilms.pair(TonightFilms.heat, TonightFilms.fargo), knockingOut: false)))
        first.handle(.key(.char("u")))
        #expect(output.events.count == 5)
        #expect(!first.legend.contains { $0.label == "back" })

        let knocking = screen(.pair(TonightPresenter.pairData(TonightFilms.pair(TonightFilms.heat, TonightFilms.fargo), knockingOut: true)))
        knocking.handle(.key(.right))
        knocking.handle(.key(.escape))
        #expect(output.events.suffix(2) == ["choose right", "cancel"])

        let done = screen(decided)
        done.handle(.key(.left))
        done.handle(.key(.enter))
        #expect(output.events.last == "done" && output.events.count == 8)
    }
}
