@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

/// A game's keys follow from what its environment holds.
@MainActor
@Suite("Game environment: what a game offers")
struct GameEnvironmentTests {
    func environment() -> GameEnvironment {
        GameEnvironment(repository: FakeFilmRepository(pages: []), store: FakeReactionStore())
    }

    @Test("a solo game searches when it has something to search, and has filters and lists, nothing of a party's")
    func solo() {
        var game = environment()
        #expect(game.features == MainFeatures(search: false, filters: true, lists: true))

        game.search = FakeFilmSearch([])
        #expect(game.features == MainFeatures(search: true, filters: true, lists: true))
        #expect(game.features == .all, "the bundled catalogue's game offers everything but a party's keys")
    }

    @Test("a TMDB game searches TMDB beside its filters and lists, and its cards draw posters when it has them")
    func tmdb() {
        var game = environment()
        game.search = FakeFilmSearch([])
        game.searchPlace = .tmdb
        game.facts = FakeFilmFacts([])
        #expect(game.features == MainFeatures(search: true, filters: true, lists: true))

        game.posters = FakeFilmPosters()
        #expect(game.features == MainFeatures(search: true, filters: true, lists: true, posters: true))
    }

    @Test("a party game suggests what it finds and decides, has no lists or filters of the player's own, and invites when it can")
    func party() {
        var game = environment()
        game.search = FakeFilmSearch([])
        game.party = MainPartyActions(suggest: { _ in }, decide: {}, endRoom: nil)
        #expect(game.features == MainFeatures(search: true, filters: false, lists: false, suggests: true, decides: true))

        game.party = MainPartyActions(suggest: { _ in }, decide: {}, endRoom: {}, invite: MainInvite(link: "http://127.0.0.1:7420/join/K7QX3PM", code: nil))
        #expect(game.features == MainFeatures(search: true, filters: false, lists: false, suggests: true, decides: true, invites: true))

        game.search = nil
        #expect(!game.features.search, "a party without anything to search offers no /")
    }
}
