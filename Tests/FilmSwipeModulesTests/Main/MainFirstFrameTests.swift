@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Foundation
import Testing

@MainActor
@Suite("Main: a page is drawn by the frame asked for as it arrives")
struct MainFirstFrameTests {
    /// Asks for a frame as each page returns, as the game's `FrameRequestingRepository` does: the terminal's run loop
    /// draws it from the main queue, after the main-actor work already queued.
    @MainActor
    final class FrameAskingRepository: FilmRepository {
        let repository: FilmRepository
        let drawFrame: @MainActor () -> Void

        init(_ repository: FilmRepository, drawFrame: @escaping @MainActor () -> Void) {
            self.repository = repository
            self.drawFrame = drawFrame
        }

        func recommendations(page: Int) async throws -> FilmPage {
            defer { DispatchQueue.main.async { MainActor.assumeIsolated { self.drawFrame() } } }
            return try await repository.recommendations(page: page)
        }

        func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
            try await repository.setReaction(film, from: old, to: new)
        }

        func applyFilter(_ filter: RecommendationFilter) async -> Bool { await repository.applyFilter(filter) }
    }

    @Test("with the facts lookup between the source and the interactor, the frame asked for on the first page shows its top card")
    func firstPageFrame() async throws {
        let films = makeFilms(1...3)
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let (frames, framed) = AsyncStream.makeStream(of: String.self)
        let repository = FrameAskingRepository(FakeFilmRepository(pages: [films])) {
            var buffer = Buffer(width: 100, height: 32)
            stack.render(into: &buffer, area: buffer.bounds)
            framed.yield(buffer.text)
        }
        let main = MainAssembly(
            repository: repository, store: FakeReactionStore(), theme: Theme(glyphs: .unicode), animated: false,
            facts: FakeFilmFacts(films), clock: { 0 }
        ).build(navigator: stack)
        stack.push(main.screen)

        main.start()

        var drawn = frames.makeAsyncIterator()
        let frame = try #require(await drawn.next())
        #expect(frame.contains(films[0].title), "the frame showed no card:\n\(frame)")
    }
}
