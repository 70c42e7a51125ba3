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

    /// What the router is told of an undo that did `text`: a line in passing.
    static func undone(_ text: String) -> PlayerMessage {
        PlayerMessage(title: PlayerText.undoTitle, body: text, severity: .success)
    }

    @Test("undo asks the interactor to take back the last change")
    func undoAsks() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.didTapUndo() })
        #expect(store.interactor.undoCount == 1)
    }

    @Test("a first reaction taken back puts the film on top of the deck, says so, and redo moves to the reaction before it")
    func undoneFilmOnTop() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, .dislike, dealing: films)
        let previous = ReactionRecord(film: films[0], reaction: .favourite, reactedAt: Date())

        store.send({ $0.displayUndone(Self.dealtAgain(films[1], .dislike), newest: previous) }) {
            $0.cards = .deck(store.cards([films[1], films[2], films[3]]))
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
        }

        #expect(store.router.messages == [Self.undone("Film 2 is back on top of the deck.")])
        #expect(store.presenter.lastReactedFilm?.film.id == films[0].id)
        #expect(store.presenter.lastReactedFilm?.reaction == .favourite)
    }

    @Test("Forrest Gump, a favourite found again with / and disliked, is back in the favourites after u, and not dealt again")
    func forrestGump() {
        let films = [Self.forrestGump] + makeFilms(1...5)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)
        store.presenter.didPickFilm(Self.forrestGump)
        store.presenter.swipeDidEnd(direction: .dislike, rate: 1)
        #expect(store.interactor.saved.map(\.reaction) == [.favourite, .dislike])
        #expect(store.shown.chrome.swipedCount == 2)

        store.send({ $0.didTapUndo() })
        let favourite = ReactionRecord(film: Self.forrestGump, reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 0))
        store.send({ $0.displayUndone(Self.restored(Self.forrestGump, undone: .dislike, to: .favourite), newest: favourite) }) {
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
        }

        #expect(store.interactor.undoCount == 1)
        #expect(store.router.messages == [Self.undone("Forrest Gump is back in your favourites.")])
        #expect(!store.shown.deck.contains { $0.id == Self.forrestGump.id })
        #expect(store.presenter.lastReactedFilm == MainReactedFilm(film: FilmCardViewData(film: Self.forrestGump), reaction: .favourite))
    }

    @Test("a move between lists taken back says where the film is again, and neither deals it nor lowers this game's count")
    func libraryMove() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)
        store.presenter.didTapLibrary()
        store.presenter.didReturnToCards()

        store.send({ $0.didTapUndo() })
        store.send({ $0.displayUndone(Self.restored(films[0], undone: .watchlist, to: .favourite), newest: nil) }) {
            $0.isRedoHidden = true
            $0.chrome.offersUndo = false
        }

        #expect(store.router.libraryCount == 1)
        #expect(store.router.messages == [Self.undone("Film 1 is back in your favourites.")])
        #expect(store.shown.chrome.swipedCount == 1)
    }

    @Test("a change kept because it was changed elsewhere since says so, and the deck stays as it was")
    func keptNewer() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.watchlist, dealing: films)

        store.send({ $0.displayUndone(ReactionUndo(film: films[0], undone: .watchlist, outcome: .keptNewer(.seen)), newest: nil) }) {
            $0.isRedoHidden = true
            $0.chrome.offersUndo = false
        }

        #expect(store.router.messages == [Self.undone("Film 1 was changed elsewhere since, so it stays marked seen.")])
    }

    @Test("each notice names the list the film is back in", arguments: [
        (UserReaction.watchlist, "Film 1 is back on your watchlist."), (.dislike, "Film 1 is back among your dislikes."),
        (.seen, "Film 1 is back among the films you have seen."),
    ])
    func notices(reaction: UserReaction, text: String) {
        let store = MainPresenterStore(dealing: makeFilms(1...3))
        store.send({ $0.displayUndone(Self.restored(makeFilms(1...1)[0], undone: .favourite, to: reaction), newest: nil) })
        #expect(store.router.messages == [Self.undone(text)])
    }

    @Test("undoing the only reaction hides redo")
    func undoLast() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore.swiped(.favourite, dealing: films)

        store.send({ $0.displayUndone(Self.dealtAgain(films[0], .favourite), newest: nil) }) {
            $0.isRedoHidden = true
            $0.chrome.offersUndo = false
            $0.chrome.swipedCount = 0
            $0.cards = .deck(store.cards(films[0...2]))
        }
        #expect(store.presenter.lastReactedFilm == nil)
    }

    @Test("an undone film from an earlier game is dealt on an empty deck, and swiping it saves it again")
    func undoOnEmptyDeck() {
        let store = MainPresenterStore()
        store.presenter.displayDataEnd()
        let old = makeFilms(40...40)[0]

        // A reaction of an earlier game is not this game's to count.
        store.send({ $0.displayUndone(Self.dealtAgain(old, .dislike), newest: nil) }) { $0.cards = .deck(store.cards([old])) }
        store.send({ $0.swipeDidEnd(direction: .watchlist, rate: 1) }) {
            $0.finished = .watchlist
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .dataEnd(PlayerText.dataEndText)
        }

        #expect(store.interactor.saved.map(\.id) == [old.id])
    }

    @Test("nothing to undo is said in passing (the router shows it on a line), and changes nothing on screen")
    func nothingToUndo() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        store.send({ $0.displayNothingToUndo() })
        #expect(store.router.messages == [PlayerMessage(title: PlayerText.undoTitle, body: "Nothing to undo.", severity: .info)])
    }

    @Test("b opens the Library; back at the cards the total is counted again, as the lists may have changed it")
    func library() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))
        let counted = store.interactor.totalRequests
        store.send({ $0.didTapLibrary() })
        store.send({ $0.didReturnToCards() })
        #expect(store.router.libraryCount == 1)
        #expect(store.interactor.totalRequests == counted + 1)
    }
}

@MainActor
@Suite("Main presenter: the header's counts and filter")
struct MainPresenterHeaderTests {
    @Test("a returning player sees the store's total from the start, beside this game's count of none yet")
    func totalAtStart() {
        let store = MainPresenterStore()
        #expect(store.interactor.totalRequests == 1)

        store.send({ $0.displayReactionTotal(20) }) { $0.chrome.reactionTotal = 20 }
        let sent = store.view.states.count
        store.send({ $0.displayReactionTotal(20) })
        #expect(store.view.states.count == sent, "an unchanged total is not sent again")
    }

    @Test("a seen swipe is counted like any: ↓ commits .seen")
    func seenCounts() {
        let films = makeFilms(1...6)
        let store = MainPresenterStore(dealing: films)

        store.send({ $0.swipeDidMove(direction: .seen, rate: 0.5) }) { $0.hint = .seen }
        store.send({ $0.swipeDidEnd(direction: .seen, rate: 1) }) {
            $0.hint = .none
            $0.finished = .seen
            $0.isRedoHidden = false
            $0.chrome.swipedCount = 1
            $0.chrome.offersUndo = true
            $0.cards = .deck(store.cards(films[1..<4]))
        }
        #expect(store.interactor.saved.map(\.reaction) == [.seen])
    }

    @Test("a filter given at the start shows in the header; one chosen later shows once it is in force")
    func filter() {
        let store = MainPresenterStore(dealing: makeFilms(1...5))

        store.send({ $0.useFilter(RecommendationFilter(genres: ["Drama"], fromYear: 1990, toYear: 1999)) }) {
            $0.chrome.filter = "Drama · 1990-1999"
        }
        // Not in force until the interactor says so.
        store.send({ $0.didChangeFilter(RecommendationFilter(genres: ["Comedy", "Crime"], fromYear: 2000, minRating: 7)) })

        store.send({ $0.displayFilterApplied() }) {
            $0.chrome.filter = "Comedy, Crime · from 2000 · 7.0/10+"
            $0.cards = .loading
        }
        store.send({ $0.didChangeFilter(.none) })
        store.send({ $0.displayFilterApplied() }) { $0.chrome.filter = nil }
    }
}
