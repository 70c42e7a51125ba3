@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@MainActor
@Suite("Detail interactor")
struct DetailInteractorTests {
    let film = makeFilms(1...1)[0]
    let output = DetailInteractorOutputSpy()

    @Test("a change is one store operation from the old reaction to the new, then told to the source")
    func changes() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        let repository = FakeFilmRepository(pages: [])
        let sut = DetailInteractor(repository: repository, store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .dislike)
        await sut.waitUntilIdle()

        #expect(await store.writes.count == 1)
        #expect(await store.writes.first?.old == .favourite)
        #expect(await store.current[film.id] == .dislike)
        #expect(await repository.changes.map(\.new) == [.dislike])
        #expect(output.changedTo == [.dislike])
    }

    @Test("when the store refuses, the old reaction stands and the failure is reported")
    func storeFails() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        await store.failWrites(with: MessageError(message: "read-only"))
        let sut = DetailInteractor(repository: FakeFilmRepository(pages: []), store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .watchlist)
        await sut.waitUntilIdle()

        #expect(await store.current[film.id] == .favourite)
        #expect(output.errors.count == 1)
        #expect(output.changedTo.isEmpty)
    }

    @Test("when the source refuses, the store goes back to the old reaction")
    func sourceFails() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        let repository = FakeFilmRepository(pages: [])
        await repository.failChanges(with: MessageError(message: "server said no"))
        let sut = DetailInteractor(repository: repository, store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .watchlist)
        await sut.waitUntilIdle()

        #expect(await store.current[film.id] == .favourite)
        #expect((output.errors.first as? MessageError)?.message == "server said no")
    }

    @Test("when the source refuses and the store cannot go back either, both failures are said, and what stays")
    func sourceAndStoreFail() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        await store.failWrites(with: MessageError(message: "disk full"), after: 1)
        let repository = FakeFilmRepository(pages: [])
        await repository.failChanges(with: MessageError(message: "server said no"))
        let sut = DetailInteractor(repository: repository, store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .watchlist)
        await sut.waitUntilIdle()

        #expect(await store.current[film.id] == .watchlist, "the change stands here, the source having refused it")
        #expect(output.changedTo.isEmpty)
        let said = output.errors.first.map(PlayerMessage.describing)
        #expect(said == "server said no Putting your reaction back on this computer failed too (disk full), so it shows the change until you change it again.")
    }

    @Test("a reaction changed elsewhere meanwhile is taken as the newer state: the change is made over it and says so")
    func changedElsewhere() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        await store.changeElsewhere(film.id, to: .watchlist)
        let repository = FakeFilmRepository(pages: [])
        let sut = DetailInteractor(repository: repository, store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .dislike)
        await sut.waitUntilIdle()

        #expect(await store.current[film.id] == .dislike)
        #expect(await repository.changes.map(\.old) == [.watchlist], "the source hears the change from what it holds")
        #expect(output.changedTo == [.dislike])
        #expect(output.changedElsewhere == [.watchlist])
        #expect(output.errors.isEmpty)
    }

    @Test("a reaction already changed elsewhere to the chosen one is left as it is, with nothing sent to the source")
    func alreadyChangedElsewhere() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        await store.changeElsewhere(film.id, to: .dislike)
        let repository = FakeFilmRepository(pages: [])
        let sut = DetailInteractor(repository: repository, store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .dislike)
        await sut.waitUntilIdle()

        #expect(await store.current[film.id] == .dislike)
        #expect(await repository.changes.isEmpty)
        #expect(output.changedElsewhere == [.dislike])
    }

    @Test("a reaction removed elsewhere is set afresh")
    func removedElsewhere() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        await store.changeElsewhere(film.id, to: .none)
        let sut = DetailInteractor(repository: FakeFilmRepository(pages: []), store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .watchlist)
        await sut.waitUntilIdle()

        #expect(await store.current[film.id] == .watchlist)
        #expect(output.changedElsewhere == [UserReaction.none])
    }

    @Test("an unchanged reaction reports no change elsewhere")
    func notChangedElsewhere() async {
        let store = FakeReactionStore(current: [film.id: .favourite])
        let sut = DetailInteractor(repository: FakeFilmRepository(pages: []), store: store)
        sut.output = output

        sut.changeReaction(of: film, from: .favourite, to: .watchlist)
        await sut.waitUntilIdle()

        #expect(output.changedElsewhere == [nil])
    }
}
