import FilmSwipeDomain
import FilmSwipeTMDB
import Foundation
import Testing

@Suite("TMDB account history: the lists merged per film")
struct TMDBAccountHistoryTests {
    private func listed(_ id: Int, rating: Double? = nil) -> TMDBListedFilm {
        TMDBListedFilm(film: Film(id: FilmID(source: .tmdb, value: id), title: "Film \(id)"), rating: rating)
    }

    private func reactions(_ history: TMDBAccountHistory) -> [Int: UserReaction] {
        Dictionary(uniqueKeysWithValues: history.films.map { ($0.film.id.value, $0.reaction) })
    }

    @Test("the favourites list beats any rating, even a low one, and keeps the rating")
    func favouriteBeatsLowRating() {
        let history = TMDBAccountHistory(TMDBAccountLists(favourites: [listed(1)], rated: [listed(1, rating: 2.0)]))

        #expect(history.films == [TMDBAccountFilm(film: listed(1).film, reaction: .favourite, rating: 2.0)])
    }

    @Test("rated 7 or more is a favourite, 4 or less a dislike, in between seen")
    func ratings() {
        let rated = [7.0, 10.0, 6.5, 5.0, 4.5, 4.0, 0.5].enumerated().map { listed($0.offset + 1, rating: $0.element) }

        let history = TMDBAccountHistory(TMDBAccountLists(rated: rated))

        #expect(reactions(history) == [1: .favourite, 2: .favourite, 3: .seen, 4: .seen, 5: .seen, 6: .dislike, 7: .dislike])
        #expect(history.films.map(\.rating) == [7.0, 10.0, 6.5, 5.0, 4.5, 4.0, 0.5])
    }

    @Test("the watchlist gives way to a strong rating but not to a middling one")
    func watchlist() {
        let lists = TMDBAccountLists(
            watchlist: [listed(1), listed(2), listed(3), listed(4)],
            rated: [listed(2, rating: 8.0), listed(3, rating: 3.0), listed(4, rating: 5.0)]
        )

        #expect(reactions(TMDBAccountHistory(lists)) == [1: .watchlist, 2: .favourite, 3: .dislike, 4: .watchlist])
    }

    @Test("one entry per film: favourites first, then the watchlist, then the rated films, in list order")
    func order() {
        let lists = TMDBAccountLists(
            favourites: [listed(5), listed(3)], watchlist: [listed(3), listed(9)], rated: [listed(1, rating: 6.0), listed(9, rating: 9.0)]
        )

        let history = TMDBAccountHistory(lists)

        #expect(history.films.map(\.film.id.value) == [5, 3, 9, 1])
        #expect(history.films.map(\.reaction) == [.favourite, .favourite, .favourite, .seen])
    }

    @Test("imported reactions come from TMDB, carry the rating and the date given")
    func imported() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let history = TMDBAccountHistory(TMDBAccountLists(watchlist: [listed(2)], rated: [listed(1, rating: 3.5)]))

        let reactions = history.importedReactions(at: date)

        #expect(reactions == [
            ImportedReaction(film: listed(2).film, reaction: .watchlist, origin: .tmdb, date: date, originRating: nil),
            ImportedReaction(film: listed(1).film, reaction: .dislike, origin: .tmdb, date: date, originRating: 3.5),
        ])
    }
}
