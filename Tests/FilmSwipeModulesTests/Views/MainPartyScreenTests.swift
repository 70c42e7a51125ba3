@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Testing

/// A party game's Main, assembled with its room's actions and played through a screen stack: `d`, the countdown, and
/// the host's choice on quitting.
@MainActor
@Suite("Main in a party: deciding and the host's way out")
struct MainPartyScreenTests {
    final class Room {
        var decisions = 0
        var ends = 0
    }

    /// A party game over `stack`, its room's actions counted in `room`; `hosting` gives it the host's choice on quitting.
    func game(_ stack: ScreenStack, room: Room, hosting: Bool) -> (Screen, MainModuleInput) {
        let end: @MainActor () -> Void = { room.ends += 1 }
        var environment = GameEnvironment(repository: FakeFilmRepository(pages: [makeFilms(1...3)]), store: FakeReactionStore())
        environment.party = MainPartyActions(suggest: { _ in }, decide: { room.decisions += 1 }, endRoom: hosting ? end : nil)
        let main = MainAssembly(environment: environment, theme: Theme(glyphs: .unicode), animated: false, clock: { 0 }).build(navigator: stack)
        stack.push(main.screen)
        return (main.screen, main.module)
    }

    func render(_ stack: ScreenStack, width: Int = 100, height: Int = 32) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        stack.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    @Test("d asks the room, and the countdown shows over the cards until it goes")
    func decide() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let room = Room()
        let (_, module) = game(stack, room: room, hosting: false)
        #expect(render(stack).text(row: 31).contains("d decide"))
        stack.handle(.key(.char("d")))
        #expect(room.decisions == 1)

        module.showCountdown("Deciding for you… 2")
        let counting = render(stack, width: 60, height: 20).text
        #expect(counting.contains("Decide for us") && counting.contains("Deciding for you… 2"))
        module.showCountdown(nil)
        #expect(!render(stack, width: 60, height: 20).text.contains("Deciding"))
    }

    @Test("the host's q asks: Esc stays, e ends the room, q leaves; a member's q leaves at once")
    func hostsChoice() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let room = Room()
        let (main, _) = game(stack, room: room, hosting: true)

        stack.handle(.key(.char("q")))
        let asked = render(stack)
        #expect(asked.text.contains("Leave the room?"))
        #expect(asked.text.contains("e end the room for everyone, its matches shown"))
        #expect(asked.text(row: 31).trimmingCharacters(in: .whitespaces) == "e end it  q leave  Esc stay")
        stack.handle(.key(.escape))
        #expect(stack.top === main && room.ends == 0)

        stack.handle(.key(.char("q")))
        stack.handle(.key(.right))
        #expect(!(stack.top === main), "the question takes no other key")
        stack.handle(.key(.char("e")))
        #expect(room.ends == 1 && stack.top === main, "the room's end comes back as its last word")

        stack.handle(.key(.char("q")))
        stack.handle(.key(.char("q")))
        #expect(stack.screens.isEmpty, "left")

        let memberStack = ScreenStack(theme: Theme(glyphs: .unicode))
        _ = game(memberStack, room: room, hosting: false)
        memberStack.handle(.key(.char("q")))
        #expect(memberStack.screens.isEmpty)
    }

    @Test("a room's end closes what is over the game, shows how it ended, and the game ends when it is read")
    func ended() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let (_, module) = game(stack, room: Room(), hosting: false)
        module.show(PlayerMessage(title: "Picked for you", body: "Heat (1995): your only match.", severity: .celebration))
        module.finish(with: PlayerMessage(title: "Party K7QX3PM is over", body: "Ann ended the room for everyone.\n\nHeat (1995)\nAlien (1979)", severity: .notice))
        #expect(stack.screens.count == 2, "the pick's dialog went, the ending's is over the game")
        let shown = render(stack)
        #expect(shown.text.contains("Party K7QX3PM is over"))
        let lines = shown.text.split(separator: "\n")
        #expect(lines.contains { $0.contains("│ Heat (1995)") } && lines.contains { $0.contains("│ Alien (1979)") }, "one a line")
        stack.handle(.key(.enter))
        #expect(stack.screens.isEmpty)
    }

    @Test("without Unicode the room's lines and the countdown keep to ASCII")
    func ascii() {
        let sut = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .ascii), animated: false, features: MainKeyModes.deciding, clock: { 0 })
        sut.display(.newData([FilmCardViewData(film: makeFilms(1...1)[0])]))
        var chrome = MainChrome()
        chrome.status = ["Party K7QX3PM · 2 likes left · 2 here: Ann, Bob"]
        chrome.countdown = "Deciding for you… 3"
        sut.display(.chrome(chrome))
        var buffer = Buffer(width: 60, height: 20)
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text(row: 1).contains("Party K7QX3PM - 2 likes left - 2 here: Ann, Bob"))
        #expect(buffer.text.contains("Deciding for you... 3"))
    }
}
