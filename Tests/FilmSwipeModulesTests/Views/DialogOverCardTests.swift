@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("Dialogs over the cards")
struct DialogOverCardTests {
    let theme = Theme(glyphs: .unicode)
    let output = MainViewOutputSpy()

    /// Main dealing Forrest Gump, under a message box, in a stack.
    func stackWithMessage() -> (ScreenStack, MainScreen, Screen) {
        let stack = ScreenStack(theme: theme)
        let main = MainScreen(output: output, theme: theme, animated: false, clock: { 0 })
        main.display(.newData(ViewSamples.cards(ViewSamples.forrestGump, ViewSamples.heat)))
        stack.push(main)
        let message = ResultAssembly(theme: theme).build(
            message: PlayerMessage(title: "Saved", body: "Heat is now on your watchlist.", severity: .success), navigator: stack
        )
        stack.push(message)
        return (stack, main, message)
    }

    @Test("a message over the card clears its box and a margin, and nothing of the card shows beside it")
    func nothingBeside() throws {
        let (stack, _, _) = stackWithMessage()
        var buffer = Buffer(width: 100, height: 32)
        stack.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "main-under-message-100x32")
        let text = buffer.text
        for cardText in ["Forrest", "1994", "8.1/10", "kind-hearted", "Fans also liked", "Ratings"] {
            #expect(!text.contains(cardText), "\(cardText) shows beside the dialog")
        }
        // The margin: the cells just outside the box's frame are blank on every side.
        let top = try #require((0..<32).first { buffer.text(row: $0).contains("Saved") }) - 1
        let line = buffer.text(row: top)
        let left = try #require(line.firstIndex(of: "╭")), right = try #require(line.firstIndex(of: "╮"))
        let x0 = line.distance(from: line.startIndex, to: left), x1 = line.distance(from: line.startIndex, to: right)
        #expect(buffer[x0 - 1, top + 1].grapheme == " " && buffer[x1 + 1, top + 1].grapheme == " ")
        #expect(buffer.text(row: top - 1).dropFirst(x0 - 1).prefix(x1 - x0 + 3).allSatisfy { $0 == " " })
    }

    @Test("while a message is open the bottom line offers its key, not the card's")
    func dialogKeysOnTheBottomLine() {
        let (stack, _, message) = stackWithMessage()
        var buffer = Buffer(width: 100, height: 32)
        stack.render(into: &buffer, area: buffer.bounds)
        let legend = buffer.text(row: 31)
        #expect(legend.contains("Enter OK"))
        #expect(!legend.contains("fav") && !legend.contains("? help"))

        stack.dismiss(message)
        stack.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text(row: 31).contains("→ fav"))
    }

    @Test("the filters over the card: the bottom line offers the filters' keys")
    func filtersKeys() {
        let stack = ScreenStack(theme: theme)
        let main = MainScreen(output: output, theme: theme, animated: false, clock: { 0 })
        main.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        stack.push(main)
        stack.push(FiltersAssembly(genres: ["Drama"], theme: theme).build(filter: .none, navigator: stack) { _ in })
        var buffer = Buffer(width: 100, height: 32)
        stack.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text(row: 31).contains("Enter deal"))
        #expect(!buffer.text.contains("Heat"))
    }

    @Test("an arrow closes a message and goes no further: the card under it is not swiped", arguments: [Key.right, .left, .up, .down])
    func arrowClosesMessage(key: Key) {
        let (stack, main, _) = stackWithMessage()

        stack.handle(.key(key))

        #expect(stack.top === main, "the message closed")
        #expect(output.calls == [.back], "the card was not swiped: Main only heard the player is back on the cards")
        stack.handle(.key(.right))
        #expect(output.ends == [.end(.favourite, 1)], "the next arrow swipes")
    }

    @Test("Enter, Esc and Space close a message too", arguments: [Key.enter, .escape, .char(" ")])
    func otherKeysClose(key: Key) {
        let (stack, main, _) = stackWithMessage()
        stack.handle(.key(key))
        #expect(stack.top === main)
        #expect(output.calls == [.back])
    }

    @Test("the help over the cards offers its one key on the bottom line, and hides the card's text")
    func helpLegend() {
        let main = MainScreen(output: output, theme: theme, animated: false, clock: { 0 })
        main.display(.newData(ViewSamples.cards(ViewSamples.forrestGump)))
        main.handle(.key(.char("?")))
        var buffer = Buffer(width: 100, height: 32)
        main.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text(row: 31).contains("any key close"))
        #expect(!buffer.text.contains("Forrest"))
    }

    @Test("facts found later redraw the details in place, without closing them")
    func refreshKeepsDetails() {
        let main = MainScreen(output: output, theme: theme, animated: false, clock: { 0 })
        var plain = ViewSamples.forrestGump
        plain.fansAlsoLiked = []
        main.display(.newData(ViewSamples.cards(plain)))
        main.display(.chrome(.details(FilmCardViewData(film: plain))))
        main.display(.newData(ViewSamples.cards(ViewSamples.forrestGump)))
        main.display(.chrome(.details(FilmCardViewData(film: ViewSamples.forrestGump))))
        var buffer = Buffer(width: 100, height: 32)
        main.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text.contains("Enter or Esc back to the cards"))
        #expect(buffer.text.contains("Fans also liked: The Shawshank Redemption"))
    }
}
