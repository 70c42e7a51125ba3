@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
@Suite("Main screen input")
struct MainScreenInputTests {
    let output = MainViewOutputSpy()
    let clock = ManualClock()

    func screen(animated: Bool = true) -> MainScreen {
        let clock = self.clock
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: animated, clock: { clock.now })
        sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien, ViewSamples.fargo)))
        var buffer = Buffer(width: 60, height: 20)
        sut.render(into: &buffer, area: buffer.bounds)
        return sut
    }

    @Test("arrows and h/l/k swipe in their directions")
    func swipeKeys() {
        let sut = screen(animated: false)
        for key in [Key.right, .char("l"), .left, .char("h"), .up, .char("k")] {
            sut.handle(.key(key))
        }
        #expect(output.ends == [.end(.favourite, 1), .end(.favourite, 1), .end(.dislike, 1), .end(.dislike, 1), .end(.watchlist, 1), .end(.watchlist, 1)])
    }

    @Test("a key swipe is sent the moment the key is read; the card flies out after, sending nothing more")
    func sentAtTheKey() {
        let sut = screen()
        sut.handle(.key(.right))
        #expect(output.calls == [.move(.favourite, 1), .end(.favourite, 1)], "before any tick: a Ctrl-C now loses nothing")
        #expect(sut.isAnimating, "the card is still flying out")
        for _ in 0..<10 {
            clock.advance(0.02)
            sut.tick(now: clock.now)
        }
        #expect(output.ends == [.end(.favourite, 1)])
        #expect(!sut.isAnimating)
    }

    @Test("keys typed during an animation all count")
    func fastTyping() {
        let sut = screen()
        sut.handle(.key(.right))
        sut.handle(.key(.left))
        sut.handle(.key(.up))
        clock.advance(1)
        sut.tick(now: clock.now)
        #expect(output.ends == [.end(.favourite, 1), .end(.dislike, 1), .end(.watchlist, 1)])
    }

    @Test("Shift+arrow and L/H/K nudge; Enter commits, Esc snaps back")
    func nudges() {
        let sut = screen()
        sut.handle(.key(.shiftRight))
        sut.handle(.key(.enter))
        sut.handle(.key(.char("H")))
        sut.handle(.key(.escape))
        sut.handle(.key(.char("K")))
        sut.handle(.key(.shiftUp))
        sut.handle(.key(.enter))
        #expect(output.ends == [.end(.favourite, 0.25), .end(.dislike, 0), .end(.watchlist, 0.5)])
    }

    @Test("Enter at rest opens the details; r, ? and q do what the legend says")
    func otherKeys() {
        let sut = screen()
        sut.display(.setRedoHidden(isHidden: false))
        sut.handle(.key(.enter))
        sut.handle(.key(.char("r")))
        sut.handle(.key(.char("q")))
        #expect(output.calls == [.card, .redo, .quit])
    }

    @Test("Enter or Esc in the details goes back to the cards")
    func closeDetails() {
        let sut = screen()
        sut.display(.chrome(.details(FilmCardViewData(film: ViewSamples.heat))))
        sut.handle(.key(.right))
        sut.handle(.key(.escape))
        #expect(output.calls == [.dismissCard])
    }

    @Test("Enter after an error retries")
    func retry() {
        let sut = screen()
        sut.display(.error("offline"))
        sut.handle(.key(.enter))
        #expect(output.calls == [.retry])
    }

    @Test("dragging the top card with the mouse swipes it")
    func mouseDrag() {
        let sut = screen()
        let frame = CardMetrics.topCardFrame(in: Rect(x: 0, y: 1, width: 60, height: 18))
        let (x, y) = (frame.x + frame.width / 2, frame.y + 3)
        sut.handle(.mouse(.press(x: x, y: y)))
        sut.handle(.mouse(.drag(x: x + 10, y: y)))
        sut.handle(.mouse(.drag(x: x + 25, y: y)))
        sut.handle(.mouse(.release(x: x + 25, y: y)))
        #expect(output.ends == [.end(.favourite, 1)])
    }

    @Test("a key press ends a drag whose release never came")
    func keyEndsDrag() {
        let sut = screen()
        let frame = CardMetrics.topCardFrame(in: Rect(x: 0, y: 1, width: 60, height: 18))
        let (x, y) = (frame.x + frame.width / 2, frame.y + 3)
        sut.handle(.mouse(.press(x: x, y: y)))
        sut.handle(.mouse(.drag(x: x - 10, y: y)))
        var chrome = MainChrome()
        chrome.offersUndo = true
        sut.display(.chrome(chrome))
        sut.handle(.key(.char("u")))
        #expect(output.ends.count == 1)
        #expect(output.calls.last == .undo)
    }
}
