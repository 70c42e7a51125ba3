import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeModules
import FilmSwipeRecommendation
import Foundation
import Testing

/// Main's interactor over the bundled catalogue's recommender: likes made as a player makes them reach the deck.
@Suite("A deck that listens, through Main's interactor")
@MainActor
struct ListeningInteractorTests {
    /// What the interactor deals, in order.
    final class Dealt: MainInteractorOutput {
        private(set) var films: [Film] = []
        private(set) var errors: [MainError] = []
        func displayNewData(data: [Film]) { films += data }
        func displayError(_ error: MainError) { errors.append(error) }
        func displayDataEnd() {}
        func displaySaved(id: FilmID) {}
        func displayUndone(_ undo: ReactionUndo, newest: ReactionRecord?) {}
        func displayReactionTotal(_ total: Int) {}
        func displayNewest(_ record: ReactionRecord?) {}
        func displayRedealt(_ films: [Film], replacing waiting: [FilmID]) {}
        func displayFacts(of film: Film) {}
        func displayNothingToUndo() {}
        func displayFilterApplied() {}
        func displayFilterUnsupported() {}
        func displayOffline(_ isOffline: Bool) {}
    }

    @Test("ten horror films looked up and liked: at least 7 of the next 10 cards dealt are horror")
    func likesFromSearch() async throws {
        let store = InMemoryReactionStore()
        let repository = RecommendedFilmRepository(
            films: ListeningDeckTests.films, seed: 1, filters: .none, earlierReactions: { ((try? await store.records(nil)) ?? []).reversed() },
            buildModel: { ListeningDeckTests.model }
        )
        let dealt = Dealt()
        let sut = MainInteractor(repository: repository, store: store)
        sut.output = dealt
        sut.loadData()
        await sut.waitUntilIdle()
        let start = dealt.films.count

        for film in ListeningDeckTests.horror {
            // What Search hands back: the film, put on top of the deck, then swiped right.
            sut.addToDeck(film)
            sut.saveReaction(id: film.id, reaction: .favourite)
        }
        await sut.waitUntilIdle()
        while dealt.films.count < start + 10, dealt.errors.isEmpty {
            let before = dealt.films.count
            sut.loadData()
            await sut.waitUntilIdle()
            if dealt.films.count == before { break }
        }

        let next = dealt.films.dropFirst(start).prefix(10)
        #expect(dealt.errors.isEmpty, "\(dealt.errors)")
        #expect(next.count == 10)
        #expect(next.filter { $0.genres.contains("Horror") }.count >= 7, "\(next.map(\.title))")
        #expect(try await store.reactions().count == 10, "every like is kept")
    }
}

/// Main's presenter and interactor together over the bundled catalogue's recommender: what the player sees next.
@Suite("A deck that listens, as the player sees it")
@MainActor
struct ListeningPresenterTests {
    final class Shown: MainViewInput {
        private(set) var top: Film?
        func display(_ state: MainViewState) {
            if case let .newData(cards) = state { top = cards.first?.film }
        }
    }

    final class Router: MainRouterInput {
        func didTapRedo(film: FilmCardViewData, reaction: UserReaction) {}
        func routeToMessage(_ message: PlayerMessage) {}
        func routeToQuit() {}
        func routeToExit() {}
        func routeToDecision() {}
        func routeToInvite() {}
        func routeToEnding(_ message: PlayerMessage) {}
        func routeToLibrary() {}
        func routeToFilters(filter: RecommendationFilter) {}
        func routeToSearch() {}
    }

    @Test("after ten horror films found and swiped right, at least 7 of the next 10 cards on top are horror")
    func nextCardsOnTop() async throws {
        let store = InMemoryReactionStore()
        let repository = RecommendedFilmRepository(
            films: ListeningDeckTests.films, seed: 1, filters: .none, earlierReactions: { [] }, buildModel: { ListeningDeckTests.model }
        )
        let interactor = MainInteractor(repository: repository, store: store)
        let router = Router(), view = Shown()
        let presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        interactor.output = presenter
        presenter.readyForInitState()
        await interactor.waitUntilIdle()

        for film in ListeningDeckTests.horror {
            presenter.didPickFilm(film)
            presenter.swipeDidEnd(direction: .favourite, rate: 1)
            await interactor.waitUntilIdle()
        }
        var next: [Film] = []
        for _ in 0..<10 {
            guard let top = view.top else { break }
            next.append(top)
            presenter.swipeDidEnd(direction: .dislike, rate: 1)
            await interactor.waitUntilIdle()
        }
        #expect(next.count == 10)
        #expect(next.filter { $0.genres.contains("Horror") }.count >= 7, "\(next.map(\.title))")
    }
}
