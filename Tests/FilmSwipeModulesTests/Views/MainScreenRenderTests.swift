@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing
import FilmSwipeText

@MainActor
@Suite("Main screen drawing")
struct MainScreenRenderTests {
    let output = MainViewOutputSpy()
    let clock = ManualClock()

    func screen(glyphs: Glyphs = .unicode) -> MainScreen {
        let clock = self.clock
        return MainScreen(output: output, theme: Theme(glyphs: glyphs), animated: true, clock: { clock.now })
    }

    func render(_ screen: MainScreen, width: Int = 60, height: Int = 20) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        screen.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    @Test("three cards stack back to front, each lower card one row lower and narrower")
    func stack() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien, ViewSamples.fargo)))
        ViewFixture.check(render(sut), named: "main-stack")
    }

    @Test("redo shows in the legend only when there is something to redo")
    func redoInLegend() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        #expect(!render(sut).text(row: 19).contains("redo"))

        sut.display(.setRedoHidden(isHidden: false))

        #expect(render(sut, width: 80).text(row: 19).contains("r redo"))
    }

    @Test("offline, the header says the films are saved ones, shortened to fit a narrow terminal; online it goes")
    func offlineHeader() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.chrome(.with { $0.isOffline = true }))

        #expect(render(sut, width: 60).text(row: 0) == " FilmSwipe" + String(repeating: " ", count: 18) + "offline: saved films · 0 swiped ")
        #expect(render(sut, width: 40).text(row: 0) == " FilmSwipe" + String(repeating: " ", count: 11) + "offline · 0 swiped ")
        #expect(render(sut, width: 20).text(row: 0) == " FilmSwipe  offline ")

        sut.display(.chrome(MainChrome()))

        #expect(render(sut, width: 60).text(row: 0) == " FilmSwipe" + String(repeating: " ", count: 41) + "0 swiped ")
    }

    @Test("a favourite hint stamps the top-left corner and the card moves right")
    func favouriteStamp() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        sut.handle(.key(.shiftRight))
        sut.display(.displayHint(.favourite))
        ViewFixture.check(render(sut), named: "main-hint-favourite")
    }

    @Test("a dislike hint stamps the top-right corner and the card moves left")
    func dislikeStamp() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        sut.handle(.key(.shiftLeft))
        sut.display(.displayHint(.dislike))
        ViewFixture.check(render(sut), named: "main-hint-dislike")
    }

    @Test("a watchlist hint stamps the bottom and the card moves up")
    func watchlistStamp() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        sut.handle(.key(.shiftUp))
        sut.display(.displayHint(.watchlist))
        ViewFixture.check(render(sut), named: "main-hint-watchlist")
    }

    @Test("a long title wraps, and text too long for the card ends in an ellipsis")
    func wrapping() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.longTitle)))
        ViewFixture.check(render(sut, width: 44, height: 16), named: "main-wrapping")

        let small = render(sut, width: 40, height: 12)
        #expect(small.text(row: 3).contains("the… "), "the title's second line is cut with an ellipsis")
    }

    @Test("CJK and emoji titles keep the card's right edge in its column")
    func wideCharacters() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.tokyoStory, ViewSamples.emoji)))
        let buffer = render(sut, width: 40, height: 12)
        ViewFixture.check(buffer, named: "main-wide")
        let frame = CardMetrics.topCardFrame(in: Rect(x: 0, y: 1, width: 40, height: 10))
        for y in frame.y..<frame.maxY {
            #expect(buffer[frame.maxX - 1, y].grapheme != " ", "row \(y) lost the card's right edge")
        }
    }

    @Test("without UTF-8 the frames and marks are ASCII")
    func asciiFallback() {
        let sut = screen(glyphs: .ascii)
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        let buffer = render(sut)
        ViewFixture.check(buffer, named: "main-ascii")
        #expect(buffer.cells.allSatisfy { $0.grapheme.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test("loading shows a spinner")
    func loading() {
        let sut = screen()
        sut.display(.loading)
        #expect(render(sut).text.contains("⠋ Dealing films…"))
        #expect(sut.isAnimating)
    }

    @Test("the end of the catalogue shows its message")
    func dataEnd() {
        let sut = screen()
        sut.display(.dataEnd(PlayerText.dataEndText))
        ViewFixture.check(render(sut), named: "main-data-end")
    }

    @Test("an error with no cards shows the message and how to retry")
    func error() {
        let sut = screen()
        sut.display(.error("The catalogue is empty."))
        let text = render(sut).text
        #expect(text.contains("The catalogue is empty."))
        #expect(text.contains("Enter try again"))
    }

    @Test("Enter on a card shows the film's full details")
    func details() {
        let sut = screen()
        sut.display(.chrome(.details(FilmCardViewData(film: ViewSamples.heat))))
        ViewFixture.check(render(sut), named: "main-details")
    }

    @Test("? shows every key that works on the cards")
    func help() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.handle(.key(.char("?")))
        ViewFixture.check(render(sut, width: 80, height: 24), named: "main-help")
    }

    @Test("? at 40×12 still shows every key that works, in two short columns")
    func compactHelp() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.handle(.key(.char("?")))
        let buffer = render(sut, width: 40, height: 12)
        ViewFixture.check(buffer, named: "main-help-compact")
        let text = (0..<12).map { buffer.text(row: $0) }.joined(separator: "\n")
        let bindings = MainKeyMap(features: .all, context: .init(content: .cards), glyphs: .unicode).bindings
        for (keys, action) in MainHelpView.compactRows(bindings, mouse: true) {
            #expect(text.contains(keys) && text.contains(action), "\(keys) \(action) is missing")
        }
    }

    @Test("the welcome shows over the cards until a key is pressed; a key that is not a swipe only closes it")
    func welcome() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.displayPromo(PlayerText.welcomeText))
        ViewFixture.check(render(sut), named: "main-welcome")

        sut.handle(.key(.char("q")))

        #expect(!render(sut).text.contains("Welcome"))
        #expect(output.calls.isEmpty, "the key that closes the welcome does nothing else")
    }

    @Test("a swipe key at the welcome closes it and swipes, so the first swipe is not lost", arguments: [
        (Key.right, UserReaction.favourite), (.char("h"), .dislike), (.up, .watchlist),
    ])
    func welcomeSwipe(key: Key, reaction: UserReaction) {
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: false, clock: { 0 })
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.displayPromo(PlayerText.welcomeText))

        sut.handle(.key(key))

        #expect(!render(sut).text.contains("Welcome"))
        #expect(output.ends == [.end(reaction, 1)])
    }

    @Test("a nudge key at the welcome closes it and nudges the card")
    func welcomeNudge() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.displayPromo(PlayerText.welcomeText))

        sut.handle(.key(.shiftRight))

        #expect(!render(sut).text.contains("Welcome"))
        #expect(output.calls.count == 1)
        #expect(output.calls.first.map { if case .move(.favourite, _) = $0 { true } else { false } } == true)
    }

    @Test("hiding the welcome takes it off the screen, so an error is not covered")
    func hideWelcome() {
        let sut = screen()
        sut.display(.displayPromo(PlayerText.welcomeText))
        sut.display(.hidePromo)
        sut.display(.error("The catalogue is empty."))

        let text = render(sut).text
        #expect(!text.contains("Welcome"))
        #expect(text.contains("The catalogue is empty."))
    }

    @Test("at 40×12 the card still shows title, facts and rating")
    func smallest() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien, ViewSamples.fargo)))
        ViewFixture.check(render(sut, width: 40, height: 12), named: "main-40x12")
    }

    @Test("a large terminal grows the card to its readable maximum and centres it")
    func large() {
        let frame = CardMetrics.topCardFrame(in: Rect(x: 0, y: 1, width: 200, height: 60))
        #expect(frame.width == CardMetrics.maxSize.width)
        #expect(frame.height == CardMetrics.maxSize.height)
        #expect(frame.x == (200 - frame.width) / 2)
    }

    @Test("a recommended card says why it was dealt on its last line, under the overview")
    func reason() {
        let sut = screen()
        var alien = ViewSamples.alien
        alien.reason = "because you liked Heat"
        sut.display(.newData(ViewSamples.cards(alien)))
        let buffer = render(sut, width: 60, height: 16)
        ViewFixture.check(buffer, named: "main-reason")
        let frame = CardMetrics.topCardFrame(in: Rect(x: 0, y: 1, width: 60, height: 14))
        #expect(buffer.text(row: frame.maxY - 2).contains("Because you liked Heat"))
    }

    @Test("a seen hint stamps the top and the card moves down")
    func seenStamp() throws {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        let still = render(sut)
        sut.handle(.key(.shiftDown))
        sut.display(.displayHint(.seen))
        let moved = render(sut)

        // At rest the top card's frame is the first drawn; the lower cards' show one row below it.
        let atRest = try #require((0..<still.height).first { still.text(row: $0).contains("╭") })
        let stamped = try #require((0..<moved.height).first { moved.text(row: $0).contains("─ SEEN IT ─") })
        #expect(stamped > atRest, "the stamp is on the top card's frame, which leans down")
    }

    @Test("the header shows this game's count, the store's total when it says more, and the filter in force",
          arguments: [(Glyphs.unicode, "3 swiped · 143 in all "), (.ascii, "3 swiped - 143 in all ")])
    func headerCounts(glyphs: Glyphs, counts: String) {
        let sut = screen(glyphs: glyphs)
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        var chrome = MainChrome()
        chrome.reactionTotal = 0
        sut.display(.chrome(chrome))
        #expect(render(sut, width: 100).text(row: 0).hasSuffix(" 0 swiped "), "a total equal to the game's count says nothing more")
        chrome.swipedCount = 2
        chrome.reactionTotal = 1
        sut.display(.chrome(chrome))
        #expect(render(sut, width: 100).text(row: 0).hasSuffix(" 2 swiped "), "nor does a smaller one (a swipe changed a film swiped before)")

        chrome.swipedCount = 3
        chrome.reactionTotal = 143
        chrome.filter = "Drama · 1990-1999"
        sut.display(.chrome(chrome))
        let header = render(sut, width: 100).text(row: 0)

        #expect(header.hasSuffix(counts))
        #expect(header.contains("filter: Drama \(glyphs.separator) 1990-1999"))
        let narrow = render(sut, width: 60).text(row: 0)
        #expect(narrow.hasSuffix(counts), "the counts keep their room; the filter gives way: \(narrow)")
        #expect(narrow.contains("filter: Drama"))
    }

    @Test("a notice shows under the header until the next key; in a short terminal it shows in the header")
    func notice() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.chrome(.with { $0.filter = "Drama" }))
        sut.showNotice(PlayerMessage(title: PlayerText.undoTitle, body: "Heat is back in your favourites.", severity: .success))

        #expect(render(sut).text(row: 1).contains("Heat is back in your favourites."))
        let short = render(sut, width: 60, height: 12)
        #expect(short.text(row: 0).contains("Heat is back in your favourites."), "\(short.text)")
        #expect(!short.text(row: 0).contains("filter"), "the notice has the header's middle while it shows")

        sut.handle(.key(.char("x")))

        #expect(!render(sut).text.contains("back in your favourites"))
        #expect(render(sut).text(row: 0).contains("filter: Drama"))
    }

    @Test("the header shows the committed count it is given, not the gestures")
    func progress() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.finishGesture(.favourite))
        sut.display(.finishGesture(.dislike))
        #expect(render(sut).text(row: 0).contains("0 swiped"), "a gesture is not yet a committed reaction")

        sut.display(.chrome(.with { $0.swipedCount = 2 }))

        #expect(render(sut).text(row: 0).contains("2 swiped"))
    }

    @Test("a narrow legend shortens labels, then shows bare keys, before it leaves a key out; ? help always shows",
          arguments: [40, 50, 60, 70, 80, 100])
    func legendAtWidth(width: Int) {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.setRedoHidden(isHidden: false))
        sut.display(.chrome(.with { $0.offersUndo = true }))

        let legend = render(sut, width: width, height: 20).text(row: 19)

        #expect(legend.contains("? help"))
        for key in ["→", "←", "↑", "↓", "r", "u", "⏎", "f", "b", "/", "q"] {
            #expect(legend.contains(key + " ") || legend.hasSuffix(key), "\(key) is missing at \(width) columns: \(legend)")
        }
        #expect(DisplayWidth.of(legend.trimmingCharacters(in: .whitespaces)) <= width - 1)
    }

    @Test("the legend keeps full words while they fit, and short ones before bare keys")
    func legendTiers() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        sut.display(.setRedoHidden(isHidden: false))

        #expect(render(sut, width: 124, height: 20).text(row: 19).contains("→ favourite  ← dislike  ↑ watchlist  ↓ seen it"))
        #expect(render(sut, width: 100, height: 20).text(row: 19).contains("→ fav  ← dis  ↑ watch  ↓ seen  r redo"))
        #expect(render(sut, width: 40, height: 20).text(row: 19).hasPrefix(" → ← ↑ ↓ r ⏎ f b /  ? help  q quit"))
    }

    @Test("a rich card: runtime and certificate in the facts, the logline, what fans also liked, the reason")
    func richCard() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.rich, ViewSamples.heat)))
        let buffer = render(sut, width: 100, height: 32)
        ViewFixture.check(buffer, named: "main-rich-100x32")
        #expect(buffer.text.contains("1998 · 2h 50m · R · Drama, War"))
        #expect(buffer.text.contains("Fans also liked: The Green Mile, Schindler's List, Gladiator"))
    }

    @Test("a card without a logline shows the spread of its ratings, so its body is never blank")
    func sparseCard() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.sparse)))
        let buffer = render(sut, width: 100, height: 32)
        ViewFixture.check(buffer, named: "main-sparse-100x32")
        #expect(buffer.text.contains("4 ratings: 2★, 3★, 3★, 4★"), "under five ratings the card lists them instead of a chart")
    }

    @Test("at 40×12 a rich card keeps title, facts, rating, the start of the logline and the reason")
    func richSmall() {
        let sut = screen()
        sut.display(.newData(ViewSamples.cards(ViewSamples.rich)))
        ViewFixture.check(render(sut, width: 40, height: 12), named: "main-rich-40x12")
    }

    @Test("the details show everything known: spread, IMDb, budget, logline, fans also liked, reason")
    func richDetails() {
        let sut = screen()
        sut.display(.chrome(.details(FilmCardViewData(film: ViewSamples.rich))))
        let buffer = render(sut, width: 100, height: 32)
        ViewFixture.check(buffer, named: "main-details-rich")
        #expect(buffer.text.contains("IMDb 8.5 · 88,406 votes"))
        #expect(buffer.text.contains("Budget $70 million"))
    }
}
