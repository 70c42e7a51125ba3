@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Foundation
import Testing

/// A screen says when what it shows changed between the player's keys, and the run loop draws the next frame then:
/// no decorator around a source, no re-render on a timer.
@MainActor
@Suite("Screens say when they changed")
struct ScreenChangesTests {
    let dune = Film(id: FilmID(source: .catalogue, value: 438631), title: "Dune", year: 2021, genres: ["Science Fiction"], rating: 7.8, ratingCount: 120)

    @Test("a search's answer, arriving while no key is pressed, is drawn in the frame after it arrives")
    func searchAnswerDrawn() async throws {
        let gate = PauseGate()
        let search = GatedSearch(gate: gate, films: [dune])
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let frames = FrameLog(stack)
        stack.push(SearchAssembly(search: search, theme: Theme(glyphs: .unicode)).build(navigator: stack) { _ in })
        for character in "dune" { stack.handle(.key(.char(character))) }
        // The search is asked and waits for the gate, as a slow network would; the frames asked for meanwhile are drawn.
        var yields = 0
        while gate.sleepers < 1 || search.started < 4, yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        #expect(gate.sleepers == 1, "the last search waits for its answer")
        await frames.settle()
        let before = frames.frames.count
        #expect(frames.frames.last.map { !$0.contains("Dune (2021)") } == true, "no answer is drawn before it comes")

        gate.open()
        yields = 0
        while !stack.text().contains("Dune (2021)"), yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        #expect(stack.text().contains("Dune (2021)"), "the answer never reached the screen")
        await frames.settle()

        #expect(frames.frames.count == before + 1, "one frame, asked for by the screen when the answer came")
        let drawn = try #require(frames.frames.dropFirst(before).first)
        #expect(drawn.contains("Dune (2021)"), "the frame after the answer does not show it:\n\(drawn)")
    }

    @Test("showing and closing a screen asks for a frame: the stack reports its own changes")
    func pushAndDismiss() async {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let frames = FrameLog(stack)
        let dialog = ScreenSpy("dialog", opaque: true)

        stack.push(dialog)
        await frames.settle()
        #expect(frames.frames.count == 1)
        stack.dismiss(dialog)
        await frames.settle()
        #expect(frames.frames.count == 2)
    }

    @Test("many changes between two frames are drawn once")
    func coalesced() async {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let frames = FrameLog(stack)
        let main = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, changes: stack.changes, clock: { 0 })
        stack.push(main)
        main.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        main.display(.chrome(.with { $0.swipedCount = 1 }))
        main.showNotice(PlayerMessage(title: PlayerText.undoTitle, body: "Heat is back on top of the deck.", severity: .success))
        await frames.settle()

        #expect(frames.frames.count == 1)
        #expect(frames.frames.last?.contains("Heat is back on top of the deck.") == true)
        #expect(frames.frames.last?.contains("1 swiped") == true)
    }
}
