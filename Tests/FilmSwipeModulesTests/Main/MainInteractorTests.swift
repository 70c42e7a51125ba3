@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Main interactor")
struct MainInteractorTests {
    let output = MainInteractorOutputSpy()

    func interactor(_ repository: FakeFilmRepository, store: FakeReactionStore = FakeReactionStore()) -> MainInteractor {
        let interactor = MainInteractor(repository: repository, store: store)
        interactor.output = output
        return interactor
    }

    @Test("each load deals the next page, from page 1")
    func pagesInOrder() async {
        let pages = [makeFilms(1...3), makeFilms(4...6), makeFilms(7...9)]
        let repository = FakeFilmRepository(pages: pages)
        let sut = interactor(repository)

        for _ in 0..<3 {
            sut.loadData()
            await sut.waitUntilIdle()
        }

        #expect(await repository.requestedPages == [1, 2, 3])
        #expect(output.events == pages.map { .newData($0.map(\.id)) })
    }

    @Test("pages dealt from a copy the source kept are reported as offline, and fresh ones as back online, once each")
    func offline() async {
        let pages = [makeFilms(1...3), makeFilms(4...6), makeFilms(7...9), makeFilms(10...12)]
        let repository = FakeFilmRepository(pages: pages)
        await repository.serveSavedCopy(of: 2)
        await repository.serveSavedCopy(of: 3)
        let sut = interactor(repository)

        for _ in 0..<4 {
            sut.loadData()
            await sut.waitUntilIdle()
        }

        let ids = pages.map { $0.map(\.id) }
        #expect(output.events == [
            .newData(ids[0]), .offline(true), .newData(ids[1]), .newData(ids[2]), .offline(false), .newData(ids[3]),
        ])
    }

    @Test("after the last page a load reports the end without asking the repository")
    func lastPage() async {
        let repository = FakeFilmRepository(pages: [makeFilms(1...3)])
        let sut = interactor(repository)
        sut.loadData()
        await sut.waitUntilIdle()

        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events.last == .dataEnd)
        #expect(await repository.requestedPages == [1])
    }

    @Test("an empty catalogue reports the end at once")
    func emptyCatalogue() async {
        let sut = interactor(FakeFilmRepository(pages: []))

        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events == [.dataEnd])
    }

    @Test("a second load while one is under way is ignored")
    func oneLoadAtATime() async {
        let repository = FakeFilmRepository(pages: [makeFilms(1...3), makeFilms(4...6)])
        let sut = interactor(repository)

        sut.loadData()
        sut.loadData()
        sut.loadData()
        await sut.waitUntilIdle()

        #expect(await repository.requestedPages == [1])
        #expect(output.events.count == 1)
    }

    @Test("the output may ask for the next page as soon as a page arrives")
    func reloadFromOutput() async {
        let repository = FakeFilmRepository(pages: [makeFilms(1...2), makeFilms(3...4)])
        let sut = interactor(repository)
        output.onNewData = { [weak sut] in sut?.loadData() }

        sut.loadData()
        await sut.waitUntilIdle()
        await sut.waitUntilIdle()

        #expect(await repository.requestedPages == [1, 2])
    }

    @Test("a failing page is reported as a loading error, the error as thrown, and the same page is tried again next time")
    func errors() async {
        let repository = FakeFilmRepository(pages: [makeFilms(1...3)])
        await repository.failPage(1, with: MessageError(message: "The network is down."))
        let sut = interactor(repository)

        sut.loadData()
        await sut.waitUntilIdle()
        await repository.failPage(1, with: nil)
        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events == [.error(.loading), .newData(makeFilms(1...3).map(\.id))])
        #expect((output.errors.first?.cause as? MessageError)?.message == "The network is down.", "the presenter puts it into words")
        #expect(await repository.requestedPages == [1, 1])
    }

    @Test("an error without a message is reported as it was thrown, so the presenter can name its type")
    func errorWithoutMessage() async {
        let repository = FakeFilmRepository(pages: [makeFilms(1...3)])
        await repository.failPage(1, with: TestError())
        let sut = interactor(repository)

        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events == [.error(.loading)])
        #expect(output.errors.first?.cause is TestError)
    }

    @Test("films already reacted to are never dealt, and a page of only those is skipped")
    func skipsReacted() async {
        let reacted = Dictionary(uniqueKeysWithValues: makeFilms(1...4).map { ($0.id, UserReaction.favourite) })
        let repository = FakeFilmRepository(pages: [makeFilms(1...3), makeFilms(4...6)])
        let sut = interactor(repository, store: FakeReactionStore(current: reacted))

        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events == [.newData(makeFilms(5...6).map(\.id))])
        #expect(await repository.requestedPages == [1, 2])
    }

    @Test("a film on two pages is dealt once")
    func noDuplicatesAcrossPages() async {
        let repository = FakeFilmRepository(pages: [makeFilms(1...3), makeFilms(3...5)])
        let sut = interactor(repository)

        sut.loadData()
        await sut.waitUntilIdle()
        sut.loadData()
        await sut.waitUntilIdle()

        #expect(output.events == [.newData(makeFilms(1...3).map(\.id)), .newData(makeFilms(4...5).map(\.id))])
    }

    @Test("reactions are saved to the store and the source, in the order they were made")
    func savesInOrder() async {
        let (films, repository, store, sut) = await MainInteractorFixture.loaded(output: output).parts

        sut.saveReaction(id: films[0].id, reaction: .favourite)
        sut.saveReaction(id: films[1].id, reaction: .dislike)
        sut.saveReaction(id: films[2].id, reaction: .watchlist)
        await sut.waitUntilIdle()

        #expect(await store.writes.map(\.id) == films.map(\.id))
        #expect(output.events.suffix(3) == films.map { .saved($0.id) }, "each commit is reported")
        #expect(await store.writes.map(\.new) == [.favourite, .dislike, .watchlist])
        #expect(await store.current[films[1].id] == .dislike)
        #expect(await repository.changes.map(\.new) == [.favourite, .dislike, .watchlist])
    }

    @Test("a failed save is reported as a saving error naming the film, with the store's error")
    func saveError() async {
        let store = FakeReactionStore()
        await store.failWrites(with: MessageError(message: "disk full"))
        let (films, _, _, sut) = await MainInteractorFixture.loaded(store: store, output: output).parts

        sut.saveReaction(id: films[0].id, reaction: .favourite)
        await sut.waitUntilIdle()

        #expect(output.events.last == .error(.saving(title: "Film 1")))
        #expect((output.errors.last?.cause as? MessageError)?.message == "disk full")
        #expect(!output.events.contains(.saved(films[0].id)), "a failed save is never reported as committed")
    }
}

@MainActor
@Suite("Main interactor: reactions changed by another game")
struct MainInteractorElsewhereTests {
    let output = MainInteractorOutputSpy()

    @Test("a swipe on a film another game reacted to meanwhile goes over that reaction, and the card goes")
    func swipeOverOtherGame() async {
        let (films, repository, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        await store.changeElsewhere(films[0].id, to: .watchlist)

        sut.saveReaction(id: films[0].id, reaction: .dislike)
        await sut.waitUntilIdle()

        #expect(await store.current[films[0].id] == .dislike)
        #expect(output.events.last == .saved(films[0].id))
        #expect(await repository.changes.map(\.old) == [.watchlist])
    }
}

@MainActor
@Suite("Main interactor: undo")
struct MainInteractorUndoTests {
    let output = MainInteractorOutputSpy()

    @Test("undo takes back the newest reaction after the writes under way, and names the newest before it")
    func undo() async {
        let (films, repository, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        sut.saveReaction(id: films[0].id, reaction: .favourite)
        sut.saveReaction(id: films[1].id, reaction: .dislike)

        sut.undoLastReaction()
        await sut.waitUntilIdle()

        #expect(output.undos.last == .init(film: films[1].id, undone: .dislike, current: .none, dealtAgain: true, newest: films[0].id))
        #expect(await store.current[films[1].id] == nil)
        #expect(await store.current[films[0].id] == .favourite)
        #expect(await repository.changes.last.map { [$0.old, $0.new] } == [.dislike, .none], "the source hears of it")
    }

    @Test("an undo the store cannot make is reported as an undoing error, the store's error kept for the presenter")
    func undoFails() async {
        let (films, _, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        sut.saveReaction(id: films[0].id, reaction: .favourite)
        await sut.waitUntilIdle()
        await store.failWrites(with: MessageError(message: "disk full"))

        sut.undoLastReaction()
        await sut.waitUntilIdle()

        #expect(output.events.last == .error(.undoing))
        #expect((output.errors.last?.cause as? MessageError)?.message == "disk full")
        #expect(output.undos.isEmpty)
        #expect(await store.current[films[0].id] == .favourite)
    }

    @Test("undo again and again walks back through every reaction, then says there is nothing left")
    func undoRepeatedly() async {
        let (films, _, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        for film in films { sut.saveReaction(id: film.id, reaction: .watchlist) }

        for _ in 0..<4 { sut.undoLastReaction() }
        await sut.waitUntilIdle()

        #expect(output.undos.map(\.film) == [films[2].id, films[1].id, films[0].id])
        #expect(output.undos.map(\.newest) == [films[1].id, films[0].id, nil])
        #expect(output.events.last == .nothingToUndo)
        #expect(await store.current.isEmpty)
    }

    @Test("an undone film can be reacted to again")
    func reactAgain() async {
        let (films, _, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        sut.saveReaction(id: films[0].id, reaction: .favourite)
        sut.undoLastReaction()

        sut.saveReaction(id: films[0].id, reaction: .dislike)
        await sut.waitUntilIdle()

        #expect(await store.current[films[0].id] == .dislike)
    }

    @Test("Forrest Gump: a favourite found again and disliked is a favourite again after u, at the source too")
    func forrestGump() async {
        let (films, repository, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        let gump = films[0]
        sut.saveReaction(id: gump.id, reaction: .favourite)
        sut.addToDeck(gump)
        sut.saveReaction(id: gump.id, reaction: .dislike)
        await sut.waitUntilIdle()
        #expect(await store.current[gump.id] == .dislike)

        sut.undoLastReaction()
        await sut.waitUntilIdle()

        #expect(await store.current[gump.id] == .favourite)
        #expect(output.undos.last == .init(film: gump.id, undone: .dislike, current: .favourite, dealtAgain: false, newest: gump.id))
        #expect(await repository.changes.last.map { [$0.old, $0.new] } == [.dislike, .favourite])
    }

    @Test("a move in the lists taken back with u puts the film back in its list")
    func libraryMove() async {
        let (films, _, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        sut.saveReaction(id: films[0].id, reaction: .favourite)
        await sut.waitUntilIdle()
        // What the Library's change does, through the same store.
        try? await store.setReaction(films[0], from: .favourite, to: .watchlist)

        sut.undoLastReaction()
        await sut.waitUntilIdle()

        #expect(await store.current[films[0].id] == .favourite)
        #expect(output.undos.last?.current == .favourite)
    }

    @Test("a film changed elsewhere since keeps the newer reaction, and the source is not told anything")
    func changedElsewhere() async {
        let (films, repository, store, sut) = await MainInteractorFixture.loaded(output: output).parts
        sut.saveReaction(id: films[0].id, reaction: .favourite)
        await sut.waitUntilIdle()
        await store.changeElsewhere(films[0].id, to: .seen)
        let changes = await repository.changes.count

        sut.undoLastReaction()
        await sut.waitUntilIdle()

        #expect(await store.current[films[0].id] == .seen)
        #expect(output.undos.last == .init(film: films[0].id, undone: .favourite, current: .seen, dealtAgain: false, newest: nil))
        #expect(await repository.changes.count == changes)
    }

    @Test("the store's total is reported after each committed reaction and each undo")
    func totals() async {
        let (films, _, _, sut) = await MainInteractorFixture.loaded(output: output).parts
        sut.saveReaction(id: films[0].id, reaction: .seen)
        sut.saveReaction(id: films[1].id, reaction: .favourite)
        sut.undoLastReaction()
        await sut.waitUntilIdle()

        #expect(output.totals == [1, 2, 1])
    }
}
