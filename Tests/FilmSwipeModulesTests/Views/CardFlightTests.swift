@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("A key swipe: sent at once, the card flying out over the next one")
struct CardFlightTests {
    let output = MainViewOutputSpy()
    let clock = ManualClock()

    func screen() -> MainScreen {
        let clock = self.clock
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: true, clock: { clock.now })
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien, ViewSamples.fargo)))
        return sut
    }

    func frame(_ sut: MainScreen) -> String {
        var buffer = Buffer(width: 100, height: 32)
        sut.render(into: &buffer, area: buffer.bounds)
        return buffer.text
    }

    @Test("while its reaction is being saved, the swiped card flies out with its stamp and the next shows under it")
    func fliesOverTheNext() {
        let sut = screen()
        sut.handle(.key(.right))
        #expect(output.ends == [.end(.favourite, 1)])
        clock.advance(0.07)
        sut.tick(now: clock.now)
        let midFlight = frame(sut)
        #expect(midFlight.contains("FAVOURITE"), "the flying card carries its stamp:\n\(midFlight)")
        #expect(!midFlight.contains(ViewSamples.alien.title), "the next card waits for the store:\n\(midFlight)")

        sut.display(.newData(ViewSamples.cards(ViewSamples.alien, ViewSamples.fargo)))
        #expect(frame(sut).contains(ViewSamples.alien.title), "once the deck is dealt again, the next card shows under the flight")
    }

    @Test("once flown, the card stays off the stack until the deck is dealt again, whenever the store answers")
    func goneUntilDealt() {
        let sut = screen()
        sut.handle(.key(.left))
        clock.advance(1)
        sut.tick(now: clock.now)
        #expect(!sut.isAnimating)
        let waiting = frame(sut)
        #expect(!waiting.contains(ViewSamples.heat.title) && !waiting.contains(ViewSamples.alien.title), "saving is slow: \(waiting)")

        sut.display(.newData(ViewSamples.cards(ViewSamples.alien, ViewSamples.fargo)))
        #expect(frame(sut).contains(ViewSamples.alien.title))
    }

    @Test("a card put back after a failed save shows again on top once it has flown")
    func putBack() {
        let sut = screen()
        sut.handle(.key(.up))
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien, ViewSamples.fargo)))
        clock.advance(1)
        sut.tick(now: clock.now)
        #expect(frame(sut).contains(ViewSamples.heat.title))
    }

    @Test("fast keys each send their swipe at once, each on the next card the player sees")
    func fastKeys() {
        let sut = screen()
        sut.handle(.key(.right))
        clock.advance(0.01)
        sut.handle(.key(.left))
        #expect(output.ends == [.end(.favourite, 1), .end(.dislike, 1)])
        clock.advance(0.03)
        sut.tick(now: clock.now)
        let both = frame(sut)
        #expect(both.contains("DISLIKE") && both.contains(ViewSamples.alien.title), "the second card flies left, stamped:\n\(both)")
        clock.advance(0.2)
        sut.tick(now: clock.now)
        sut.display(.newData(ViewSamples.cards(ViewSamples.fargo)))
        let after = frame(sut)
        #expect(after.contains(ViewSamples.fargo.title) && !after.contains(ViewSamples.alien.title) && !after.contains(ViewSamples.heat.title),
                "the third card is on top once both have flown:\n\(after)")
    }

    @Test("a late tick never leaves a card drawn halfway: the screen animates until a frame has drawn the flight's end")
    func lateTick() {
        let sut = screen()
        sut.handle(.key(.up))
        sut.display(.newData(ViewSamples.cards(ViewSamples.alien, ViewSamples.fargo)))
        clock.advance(0.14)
        sut.tick(now: clock.now)
        #expect(frame(sut).contains("WATCHLIST"), "mid-flight")
        clock.advance(0.2)
        #expect(sut.isAnimating, "the last frame drew the card in the air: one more tick is owed")
        sut.tick(now: clock.now)
        #expect(!sut.isAnimating)
        #expect(!frame(sut).contains("WATCHLIST"), "landed")
    }

    @Test("without animation nothing flies: the card goes when the deck is dealt again")
    func reducedMotion() {
        let clock = self.clock
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: false, clock: { clock.now })
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        sut.handle(.key(.right))
        #expect(!sut.isAnimating)
        #expect(output.ends == [.end(.favourite, 1)])
        #expect(frame(sut).contains(ViewSamples.heat.title), "the card stays until the store has the reaction")
    }
}
