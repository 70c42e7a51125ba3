@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Foundation
import Testing

@MainActor
@Suite("Main: a page is drawn by the frame its screen asks for as it shows it")
struct MainFirstFrameTests {
    @Test("with the facts lookup between the source and the interactor, the frame asked for when the first page shows has its top card")
    func firstPageFrame() async throws {
        let films = makeFilms(1...3)
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let frames = FrameLog(stack)
        var environment = GameEnvironment(repository: FakeFilmRepository(pages: [films]), store: FakeReactionStore())
        environment.facts = FakeFilmFacts(films)
        let main = MainAssembly(environment: environment, theme: Theme(glyphs: .unicode), animated: false, clock: { 0 }).build(navigator: stack)
        stack.push(main.screen)
        await frames.settle()
        let beforeStart = frames.frames.count

        main.start()
        // The page comes back from the repository actor; no clock is involved.
        var yields = 0
        while !stack.text().contains(films[0].title), yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        #expect(stack.text().contains(films[0].title), "the page never reached the screen")
        await frames.settle()

        // Nothing but the screen's own report of the page asks for that frame: without it the last frame drawn shows
        // no card (the stack's push was the last to ask).
        #expect(frames.frames.count > beforeStart, "no frame was drawn after the game started")
        let last = try #require(frames.frames.last)
        #expect(last.contains(films[0].title), "the last frame drawn showed no card:\n\(last)")
    }
}
