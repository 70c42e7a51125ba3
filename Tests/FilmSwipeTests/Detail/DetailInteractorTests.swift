@testable import FilmSwipe
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
}
