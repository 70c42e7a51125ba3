@testable import FilmSwipeModules
import FilmSwipeCells
import FilmSwipeDomain
import Foundation
import Testing

@MainActor
@Suite("One film, one look: Detail looks its film up")
struct DetailFactsTests {
    let heat = makeFilms(1...1)[0]

    @Test("opened from the lists with the store's snapshot, Detail asks for the film's facts and shows them when found")
    func presenterShowsFoundFacts() {
        let view = DetailViewSpy(), interactor = DetailInteractorSpy()
        let presenter = DetailPresenter(
            film: FilmCardViewData(film: heat.snapshot), reaction: .favourite,
            routerInput: DetailRouterSpy(), interactorInput: interactor
        )
        presenter.viewInput = view
        presenter.viewDidLoad()
        #expect(interactor.lookedUp == [heat.snapshot])

        presenter.didFindFacts(heat.withCatalogueFacts)

        #expect(view.states.map(\.film) == [FilmCardViewData(film: heat.snapshot), FilmCardViewData(film: heat.withCatalogueFacts)])
        #expect(view.states.last?.current == .favourite && view.states.last?.selected == .favourite, "the choice is kept")
    }

    @Test("the interactor reports the catalogue's facts at once, then what fans also liked once the lookup is complete")
    func interactorLooksUpTwice() async {
        let facts = FakeFilmFacts([heat.withCatalogueFacts], alsoLiked: [heat.id: ["Ronin"]])
        let output = DetailInteractorOutputSpy()
        let sut = DetailInteractor(repository: FakeFilmRepository(pages: []), store: FakeReactionStore(), facts: facts)
        sut.output = output

        sut.lookUpFacts(of: heat.snapshot)
        await sut.waitUntilIdle()

        var complete = heat.withCatalogueFacts
        complete.fansAlsoLiked = ["Ronin"]
        #expect(output.found == [heat.withCatalogueFacts, complete])
    }

    @Test("the interactor reports the film's fuller facts from the lookup, and nothing when the lookup knows no more")
    func interactorLooksUp() async {
        let facts = FakeFilmFacts([heat.withCatalogueFacts])
        let output = DetailInteractorOutputSpy()
        let sut = DetailInteractor(repository: FakeFilmRepository(pages: []), store: FakeReactionStore(), facts: facts)
        sut.output = output

        sut.lookUpFacts(of: heat.snapshot)
        await sut.waitUntilIdle()
        sut.lookUpFacts(of: makeFilms(5...5)[0])
        await sut.waitUntilIdle()

        #expect(output.found == [heat.withCatalogueFacts])
        #expect(await facts.asked == [heat.id, heat.id, makeFilms(5...5)[0].id, makeFilms(5...5)[0].id])
    }

    @Test("from the Library, the Detail screen built with a lookup asks it for the film opened")
    func libraryOpensWithLookup() async throws {
        let facts = FakeFilmFacts([heat.withCatalogueFacts])
        let theme = Theme(glyphs: .unicode)
        let stack = ScreenStack(theme: theme)
        let detail = DetailAssembly(repository: FakeFilmRepository(pages: []), store: FakeReactionStore(), theme: theme, facts: facts)
        let router = LibraryRouter(navigator: stack, detailAssembly: detail, resultAssembly: ResultAssembly(theme: theme))

        router.openFilm(ReactionRecord(film: heat.snapshot, reaction: .favourite, reactedAt: Date())) { _, _ in }

        #expect(stack.top is DetailScreen)
        // The look-up is a task of the screen's interactor, started as the screen is built; let it run.
        for _ in 0..<1_000 where await facts.asked.isEmpty { await Task.yield() }
        #expect(await facts.asked.first == heat.id)
    }
}
