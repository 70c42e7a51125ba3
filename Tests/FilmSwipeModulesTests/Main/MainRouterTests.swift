@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

/// The router decides how the player is told something, and how a game is left, on a real screen stack.
@MainActor
@Suite("Main router: messages and quitting")
struct MainRouterTests {
    final class Room {
        var ends = 0
    }

    let theme = Theme(glyphs: .unicode)
    let stack: ScreenStack
    let main: MainScreen
    let output = MainViewOutputSpy()

    init() {
        stack = ScreenStack(theme: theme)
        main = MainScreen(output: output, theme: theme, animated: false, changes: stack.changes, clock: { 0 })
        main.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        stack.push(main)
    }

    /// A router over the stack, for Main's screen, in a party game when given `party`.
    func router(party: MainPartyActions? = nil) -> MainRouter {
        let store = FakeReactionStore()
        let detail = DetailAssembly(repository: FakeFilmRepository(pages: []), store: store, theme: theme)
        let result = ResultAssembly(theme: theme)
        let router = MainRouter(
            navigator: stack, detailAssembly: detail, resultAssembly: result,
            libraryAssembly: LibraryAssembly(store: store, detailAssembly: detail, resultAssembly: result, theme: theme),
            filtersAssembly: FiltersAssembly(genres: [], theme: theme), party: party, choiceAssembly: ChoiceAssembly(theme: theme)
        )
        router.screen = main
        return router
    }

    @Test("a success or an answer is said on a line over the cards, with no dialog, and goes at the next key", arguments: [
        PlayerMessage(title: PlayerText.successTitle, body: "Heat is now disliked.", severity: .success),
        PlayerMessage(title: PlayerText.undoTitle, body: "Nothing to undo.", severity: .info),
    ])
    func line(message: PlayerMessage) async {
        let sut = router()
        let frames = FrameLog(stack)

        sut.routeToMessage(message)

        #expect(stack.screens.count == 1 && stack.top === main, "no dialog")
        #expect(stack.text().split(separator: "\n")[1].contains(message.body), "the line under the header")
        await frames.settle()
        #expect(frames.frames.last?.contains(message.body) == true, "the screen asked for a frame showing it")

        stack.handle(.key(.char("x")))

        #expect(!stack.text().contains(message.body))
        #expect(output.calls.isEmpty, "the key that takes the line away does nothing else")
    }

    @Test("the line goes with a swipe key too, and the key swipes")
    func lineThenSwipe() {
        router().routeToMessage(PlayerMessage(title: PlayerText.undoTitle, body: "Nothing to undo.", severity: .info))

        stack.handle(.key(.right))

        #expect(!stack.text().contains("Nothing to undo."))
        #expect(output.ends == [.end(.favourite, 1)])
    }

    @Test("an error, a notice or a celebration pushes a dialog over the cards, which Enter closes", arguments: [
        PlayerMessage(title: PlayerMessage.errorTitle, body: "Could not save your reaction to Heat: disk full", severity: .error),
        PlayerMessage(title: PlayerText.matchesTitle, body: "Heat (1995)", severity: .notice),
        PlayerMessage(title: "It's a match!", body: "Heat (1995): both of you said yes.", severity: .celebration),
    ])
    func dialog(message: PlayerMessage) {
        let sut = router()

        sut.routeToMessage(message)

        #expect(stack.screens.count == 2 && stack.top is ResultScreen)
        let shown = stack.text()
        #expect(shown.contains(message.title) && shown.contains(message.body))
        #expect(!shown.split(separator: "\n")[1].contains(message.body), "not said on the line as well")

        stack.handle(.key(.enter))
        #expect(stack.screens.count == 1 && stack.top === main)
        #expect(output.calls == [.back], "back on the cards, which the presenter hears of")
    }

    @Test("quitting a game that is not a party's leaves at once")
    func soloQuits() {
        router().routeToQuit()
        #expect(stack.screens.isEmpty)
    }

    @Test("a party member's quit leaves at once: there is no room of theirs to end")
    func memberQuits() {
        let room = Room()
        router(party: MainPartyActions(suggest: { _ in }, decide: {}, endRoom: nil)).routeToQuit()
        #expect(stack.screens.isEmpty)
        #expect(room.ends == 0)
    }

    @Test("the host is asked whether to end the room for everyone, leave it open, or stay")
    func hostIsAsked() {
        let room = Room()
        let sut = router(party: MainPartyActions(suggest: { _ in }, decide: {}, endRoom: { room.ends += 1 }))

        sut.routeToQuit()
        #expect(stack.screens.count == 2)
        #expect(stack.text().contains("Leave the room?"))
        stack.handle(.key(.escape))
        #expect(stack.top === main && room.ends == 0, "Esc stays")

        sut.routeToQuit()
        stack.handle(.key(.char("e")))
        #expect(room.ends == 1 && stack.top === main, "e ends the room; its last word comes back from the room")

        sut.routeToQuit()
        stack.handle(.key(.char("q")))
        #expect(stack.screens.isEmpty, "q leaves it open")
        #expect(room.ends == 1)
    }

    @Test("a game's ending closes what is over the cards and shows its last word as a dialog")
    func ending() {
        let sut = router()
        sut.routeToMessage(PlayerMessage(title: "Picked for you", body: "Heat (1995): your only match.", severity: .celebration))

        sut.routeToEnding(PlayerMessage(title: "Party K7QX3PM is over", body: "Ann ended the room.", severity: .notice))

        #expect(stack.screens.count == 2)
        #expect(stack.text().contains("Party K7QX3PM is over") && !stack.text().contains("Picked for you"))
    }
}
