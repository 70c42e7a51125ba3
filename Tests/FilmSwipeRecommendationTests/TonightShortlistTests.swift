import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Tonight's shortlist")
struct TonightShortlistTests {
    let clusters = TwoClusters()

    /// The clusters' films, each `90 + 5 × id` minutes long (film 6 runs two hours), film 3 of unknown length.
    var catalogue: [Film] {
        clusters.films.map { film in
            Film(id: film.id, title: film.title, year: film.year, genres: film.genres, runtime: film.id.value == 3 ? nil : 90 + 5 * film.id.value, rating: film.rating)
        }
    }

    func record(_ id: FilmID, _ reaction: UserReaction, at second: Int) -> ReactionRecord {
        ReactionRecord(film: catalogue.first { $0.id == id }!, reaction: reaction, reactedAt: Date(timeIntervalSince1970: Double(second)))
    }

    func runtime(atMost minutes: Int) -> (Film) -> Bool {
        { film in film.runtime.map { $0 <= minutes } ?? false }
    }

    @Test("the watchlist comes first, in the recommender's order for the player, then unseen films it ranks high, none reacted to")
    func watchlistFirst() {
        // Newest first, as the store gives them: a horror fan with three comedies saved to watch.
        let records = [
            record(clusters.comedy(2), .watchlist, at: 5), record(clusters.horror(1), .favourite, at: 4), record(clusters.comedy(7), .watchlist, at: 3),
            record(clusters.horror(2), .favourite, at: 2), record(clusters.horror(4), .dislike, at: 1), record(clusters.comedy(9), .watchlist, at: 0),
        ]
        let model = clusters.model()
        let shortlist = TonightShortlist(catalogue: catalogue, records: records, model: model, seed: 1, size: 8) { _ in true }
        #expect(shortlist.fromWatchlist == 3)
        #expect(Set(shortlist.films.prefix(3).map(\.id)) == [clusters.comedy(2), clusters.comedy(7), clusters.comedy(9)])
        #expect(shortlist.films.prefix(3).allSatisfy { $0.reason == "on your watchlist" })
        let rest = shortlist.films.dropFirst(3)
        #expect(rest.count == 5)
        // The rest is the player's ranking, as the game would rank their next cards without exploring.
        var recommender = Recommender(model: model, seed: 1, exploring: false)
        recommender.replay(.reactions(records.reversed()))
        #expect(rest.map(\.id) == recommender.ranked(count: 5).map(\.film))
        #expect(Set(rest.map(\.id)).isDisjoint(with: records.map(\.film.id)))
        #expect(rest.allSatisfy { $0.reason != nil })
    }

    @Test("a runtime limit leaves out longer films and films of unknown length, from the watchlist and the rest alike")
    func runtimeLimit() {
        let records = [record(clusters.comedy(8), .watchlist, at: 2), record(clusters.horror(1), .watchlist, at: 1), record(clusters.horror(3), .watchlist, at: 0)]
        let shortlist = TonightShortlist(catalogue: catalogue, records: records, model: clusters.model(), seed: 1, size: 8, admits: runtime(atMost: 120))
        // 90 + 5 × id ≤ 120: ids 1…6, less film 3 (unknown), the watchlist's horror 1 first.
        #expect(shortlist.fromWatchlist == 1 && shortlist.films.first?.id == clusters.horror(1))
        #expect(shortlist.films.allSatisfy { ($0.runtime ?? .max) <= 120 })
        #expect(Set(shortlist.films.map(\.id.value)) == [1, 2, 4, 5, 6])
    }

    @Test("a long watchlist fills the shortlist alone, the films the model ranks highest for the player kept")
    func longWatchlist() {
        // A horror fan whose newest saves are comedies: the horror films saved earlier still come first.
        let liked = [record(clusters.horror(10), .favourite, at: 100), record(clusters.horror(9), .favourite, at: 99)]
        let saved = [clusters.comedy(1), clusters.comedy(2), clusters.comedy(3), clusters.comedy(4)].enumerated().map { record($1, .watchlist, at: 50 - $0) }
            + [clusters.horror(1), clusters.horror(2), clusters.horror(4), clusters.horror(5)].enumerated().map { record($1, .watchlist, at: 40 - $0) }
        let shortlist = TonightShortlist(catalogue: catalogue, records: liked + saved, model: clusters.model(), seed: 1, size: 4) { _ in true }
        #expect(shortlist.films.count == 4 && shortlist.fromWatchlist == 4)
        #expect(shortlist.films.allSatisfy { clusters.isHorror($0.id) && $0.reason == "on your watchlist" })
    }

    @Test("offers known for a film are on it, so a limit can ask for the player's services")
    func availability() {
        var offers = FilmAvailability(region: "GB", stream: [WatchProvider(id: 8, name: "Netflix")])
        offers.mark(yourServices: [8])
        let streaming: [FilmID: FilmAvailability] = [clusters.horror(5): offers, clusters.comedy(1): offers]
        let shortlist = TonightShortlist(catalogue: catalogue, records: [], model: clusters.model(), seed: 1, size: 8, availability: streaming) {
            !($0.availability?.onYourServices.isEmpty ?? true)
        }
        #expect(Set(shortlist.films.map(\.id)) == [clusters.horror(5), clusters.comedy(1)])
        #expect(shortlist.films.allSatisfy { $0.availability == offers })
    }

    @Test("the same reactions and seed give the same shortlist; nothing passing the limits gives none")
    func deterministicAndEmpty() {
        let records = [record(clusters.comedy(2), .favourite, at: 1)]
        let a = TonightShortlist(catalogue: catalogue, records: records, model: clusters.model(), seed: 3, size: 6) { _ in true }
        let b = TonightShortlist(catalogue: catalogue, records: records, model: clusters.model(), seed: 3, size: 6) { _ in true }
        #expect(a.films == b.films && a.films.count == 6)
        #expect(TonightShortlist(catalogue: catalogue, records: records, model: clusters.model(), seed: 3, admits: runtime(atMost: 60)).films.isEmpty)
    }
}
