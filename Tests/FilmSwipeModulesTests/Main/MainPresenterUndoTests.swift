@testable import FilmSwipeModules
import FilmSwipeDomain
import Foundation
import Testing

@MainActor
@Suite("Main presenter: undo and the Library")
struct MainPresenterUndoTests {
    static let forrestGump = Film(id: FilmID(source: .catalogue, value: 13), title: "Forrest Gump", year: 1994, genres: ["Drama"])

    /// What the store says when `film`'s first reaction, `reaction`, was taken back.
    static func dealtAgain(_ film: Film, _ reaction: UserReaction) -> ReactionUndo {
        ReactionUndo(film: film, undone: reaction, outcome: .restored(nil))
    }

    /// What the store says when `film`'s change to `undone` was taken back and `restored` is back.
    static func restored(_ film: Film, undone: UserReaction, to restored: UserReaction) -> ReactionUndo {
        ReactionUndo(film: film, undone: undone, outcome: .restored(ReactionRecord(film: film, reaction: restored, reactedAt: Date(timeIntervalSince1970: 0))))
    }

    @Test("undo asks the interactor to take back the last change")
    func undoAsks() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.didTapUndo()
        #expect(h.interactor.undoCount == 1)
    }

    @Test("a first reaction taken back puts the film on top of the deck, says so, and redo moves to the reaction before it")
    func undoneFilmOnTop() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, .dislike, dealing: films)
        h.view.clear()

        let previous = ReactionRecord(film: films[0], reaction: .favourite, reactedAt: Date())
        h.presenter.displayUndone(Self.dealtAgain(films[1], .dislike), newest: previous)

        #expect(h.view.states == [
            .setRedoHidden(isHidden: false),
            .newData(h.cards([films[1], films[2], films[3]])),
            .setSwipedCount(1),
            .displayNotice("Film 2 is back on top of the deck."),
        ])
        #expect(h.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(h.presenter.lastReactedFilm?.reaction == .favourite)
    }

    @Test("Forrest Gump, a favourite found again with / and disliked, is back in the favourites after u, and not dealt again")
    func forrestGump() {
        let films = [Self.forrestGump] + makeFilms(1...5)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)
        h.presenter.didPickFilm(Self.forrestGump)
        h.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(h.interactor.saved.map(\.reaction) == [.favourite, .dislike])
        h.view.clear()

        h.presenter.didTapUndo()
        let favourite = ReactionRecord(film: Self.forrestGump, reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 0))
        h.presenter.displayUndone(Self.restored(Self.forrestGump, undone: .dislike, to: .favourite), newest: favourite)

        #expect(h.interactor.undoCount == 1)
        #expect(h.view.states == [
            .setRedoHidden(isHidden: false),
            .setSwipedCount(1),
            .displayNotice("Forrest Gump is back in your favourites."),
        ])
        #expect(h.presenter.lastReactedFilm == MainReactedFilm(film: FilmCardViewData(film: Self.forrestGump), reaction: .favourite))
    }

    @Test("a move between lists taken back says where the film is again, and neither deals it nor lowers this game's count")
    func libraryMove() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)
        h.presenter.didTapLibrary()
        h.presenter.didReturnToCards()
        h.view.clear()

        h.presenter.didTapUndo()
        h.presenter.displayUndone(Self.restored(films[0], undone: .watchlist, to: .favourite), newest: nil)

        #expect(h.router.libraryCount == 1)
        #expect(h.view.states == [
            .setRedoHidden(isHidden: true),
            .displayNotice("Film 1 is back in your favourites."),
        ])
    }

    @Test("a change kept because it was changed elsewhere since says so, and the deck stays as it was")
    func keptNewer() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.watchlist, dealing: films)
        h.view.clear()

        h.presenter.displayUndone(ReactionUndo(film: films[0], undone: .watchlist, outcome: .keptNewer(.seen)), newest: nil)

        #expect(h.view.states == [
            .setRedoHidden(isHidden: true),
            .displayNotice("Film 1 was changed elsewhere since, so it stays marked seen."),
        ])
    }

    @Test("each notice names the list the film is back in", arguments: [
        (UserReaction.watchlist, "Film 1 is back on your watchlist."), (.dislike, "Film 1 is back among your dislikes."),
        (.seen, "Film 1 is back among the films you have seen."),
    ])
    func notices(reaction: UserReaction, text: String) {
        let h = MainPresenterHarness(dealing: makeFilms(1...3))
        h.presenter.displayUndone(Self.restored(makeFilms(1...1)[0], undone: .favourite, to: reaction), newest: nil)
        #expect(h.view.states.last == .displayNotice(text))
    }

    @Test("undoing the only reaction hides redo")
    func undoLast() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness.swiped(.favourite, dealing: films)
        h.view.clear()

        h.presenter.displayUndone(Self.dealtAgain(films[0], .favourite), newest: nil)

        #expect(h.view.states.first == .setRedoHidden(isHidden: true))
        #expect(h.presenter.lastReactedFilm == nil)
    }

    @Test("an undone film from an earlier game is dealt on an empty deck, and swiping it saves it again")
    func undoOnEmptyDeck() {
        let h = MainPresenterHarness()
        h.presenter.displayDataEnd()
        h.view.clear()
        let old = makeFilms(40...40)[0]

        h.presenter.displayUndone(Self.dealtAgain(old, .dislike), newest: nil)
        h.presenter.swipeDidEnd(direction: .watchlist, rate: 1)

        #expect(h.view.states.contains(.newData(h.cards([old]))))
        #expect(!h.view.states.contains(.setSwipedCount(-1)), "a reaction of an earlier game is not this game's to count")
        #expect(h.interactor.saved.map(\.id) == [old.id])
        #expect(h.view.states.last == .dataEnd(MainPresenter.Const.dataEndText))
    }

    @Test("nothing to undo says so in a notice, not a dialog")
    func nothingToUndo() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.displayNothingToUndo()
        #expect(h.view.states == [.displayNotice("Nothing to undo.")])
        #expect(h.router.messages.isEmpty)
    }

    @Test("b opens the Library; back at the cards the total is counted again, as the lists may have changed it")
    func library() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        let counted = h.interactor.totalRequests
        h.presenter.didTapLibrary()
        h.presenter.didReturnToCards()
        #expect(h.router.libraryCount == 1)
        #expect(h.interactor.totalRequests == counted + 1)
    }
}

@MainActor
@Suite("Main presenter: the header's counts and filter")
struct MainPresenterHeaderTests {
    @Test("a returning player sees the store's total from the start, beside this game's count of none yet")
    func totalAtStart() {
        let view = MainViewSpy(), interactor = MainInteractorSpy(), router = MainRouterSpy()
        let presenter = MainPresenter(routerInput: router, interactorInput: interactor)
        presenter.viewInput = view
        presenter.readyForInitState()
        #expect(interactor.totalRequests == 1)

        presenter.displayReactionTotal(20)
        presenter.displayReactionTotal(20)

        #expect(view.states == [.initial, .setRedoHidden(isHidden: true), .loading, .setReactionTotal(20)], "an unchanged total is not shown again")
    }

    @Test("a seen swipe is counted like any: ↓ commits .seen")
    func seenCounts() {
        let films = makeFilms(1...6)
        let h = MainPresenterHarness(dealing: films)
        h.presenter.swipeDidMove(direction: .seen, rate: 0.5)
        h.presenter.swipeDidEnd(direction: .seen, rate: 1)

        #expect(h.view.states == [
            .displayHint(.seen), .finishGesture(.seen), .setRedoHidden(isHidden: false), .setSwipedCount(1), .newData(h.cards(Array(films[1..<4]))),
        ])
        #expect(h.interactor.saved.map(\.reaction) == [.seen])
    }

    @Test("a filter given at the start shows in the header; one chosen later shows once it is in force")
    func filter() {
        let h = MainPresenterHarness(dealing: makeFilms(1...5))
        h.presenter.useFilter(RecommendationFilter(genres: ["Drama"], fromYear: 1990, toYear: 1999))
        h.presenter.didChangeFilter(RecommendationFilter(genres: ["Comedy", "Crime"], fromYear: 2000, minRating: 7))
        #expect(h.view.states == [.setFilter("Drama · 1990-1999")], "not in force until the interactor says so")

        h.presenter.displayFilterApplied()
        h.presenter.didChangeFilter(.none)
        h.presenter.displayFilterApplied()

        let shown = h.view.states.compactMap { if case let .setFilter(text) = $0 { text } else { nil as String?? } }
        #expect(shown == ["Drama · 1990-1999", "Comedy, Crime · from 2000 · 7.0/10+", nil])
    }
}
