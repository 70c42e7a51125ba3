@testable import FilmSwipeModules
import FilmSwipeCells
import Testing

@MainActor
final class ScreenSpy: Screen {
    let name: String
    let isOpaque: Bool
    private(set) var events: [InputEvent] = []
    init(_ name: String, opaque: Bool = true) {
        self.name = name
        isOpaque = opaque
    }
    func render(into buffer: inout Buffer, area: Rect) { buffer.write(name, x: 0, y: buffer.height - 1) }
    func handle(_ event: InputEvent) { events.append(event) }
}

@MainActor
@Suite("Screen stack")
struct ScreenStackTests {
    @Test("smaller than 40×12 shows what is needed and what there is, and recovers when enlarged")
    func tooSmall() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        stack.push(ScreenSpy("main"))
        var small = Buffer(width: 24, height: 8)
        stack.render(into: &small, area: small.bounds)
        ViewFixture.check(small, named: "too-small")

        var big = Buffer(width: 40, height: 12)
        stack.render(into: &big, area: big.bounds)
        #expect(big.text(row: 11).hasPrefix("main"))
    }

    @Test("while too small only q gets through")
    func tooSmallInput() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let main = ScreenSpy("main")
        stack.push(main)
        stack.handle(.resize(width: 30, height: 10))
        stack.handle(.key(.right))
        stack.handle(.key(.char("q")))
        stack.handle(.resize(width: 80, height: 24))
        stack.handle(.key(.left))
        #expect(main.events == [.resize(width: 30, height: 10), .key(.char("q")), .resize(width: 80, height: 24), .key(.left)])
    }

    @Test("input goes to the top screen; a dialog draws over the screen below")
    func layering() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let main = ScreenSpy("main"), dialog = ScreenSpy("dialog", opaque: false)
        stack.push(main)
        stack.push(dialog)
        stack.handle(.key(.enter))
        #expect(dialog.events == [.key(.enter)])
        #expect(main.events.isEmpty)

        stack.dismiss(dialog)
        stack.handle(.key(.enter))
        #expect(main.events == [.key(.enter)])
    }
}

@MainActor
@Suite("Screen stack and Main's keys")
struct ScreenStackCoverTests {
    @Test("a dialog over Main hides Main's card keys, which come back once it closes")
    func dialogHidesCardKeys() {
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let main = MainScreen(output: MainViewOutputSpy(), theme: Theme(glyphs: .unicode), animated: false, clock: { 0 })
        main.display(.newData(ViewSamples.cards(ViewSamples.heat)))
        stack.push(main)
        let dialog = ScreenSpy("dialog", opaque: false)
        stack.push(dialog)

        var covered = Buffer(width: 80, height: 24)
        stack.render(into: &covered, area: covered.bounds)
        #expect(covered.text.contains("FilmSwipe"), "Main still shows under the dialog")
        #expect(!covered.text(row: 23).contains("fav"))
        #expect(!covered.text(row: 23).contains("? help"))

        stack.dismiss(dialog)
        var uncovered = Buffer(width: 80, height: 24)
        stack.render(into: &uncovered, area: uncovered.bounds)
        #expect(uncovered.text(row: 23).contains("→ fav"))
    }
}
