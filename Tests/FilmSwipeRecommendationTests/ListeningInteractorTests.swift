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
