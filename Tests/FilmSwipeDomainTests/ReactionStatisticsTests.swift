import FilmSwipeDomain
import Foundation
import Testing

@Suite("Reaction statistics")
struct ReactionStatisticsTests {
    func record(_ id: Int, _ reaction: UserReaction, genres: [String], day: Int) -> ReactionRecord {
        ReactionRecord(film: Film(id: FilmID(source: .catalogue, value: id), title: "F\(id)", genres: genres),
                       reaction: reaction, reactedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400))
    }

    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Test("counts each list, ranks the favourites' genres and counts reactions per day, oldest first")
    func statistics() {
        let records = [
            record(1, .favourite, genres: ["Horror", "Comedy"], day: 1),
            record(2, .favourite, genres: ["Horror"], day: 1),
            record(3, .favourite, genres: ["Drama", "Comedy"], day: 0),
            record(4, .dislike, genres: ["Horror"], day: 0),
            record(5, .watchlist, genres: ["Western"], day: 3),
        ]

        let stats = ReactionStatistics(records: records, calendar: utc, topGenreCount: 2)

        #expect(stats.total == 5)
        #expect(stats.counts == [.favourite: 3, .dislike: 1, .watchlist: 1])
        #expect(stats.topGenres.map(\.genre) == ["Comedy", "Horror"])
        #expect(stats.topGenres.map(\.count) == [2, 2])
        #expect(stats.perDay.map(\.count) == [2, 2, 1])
        #expect(stats.perDay.map { $0.day.day } == [14, 15, 17])
    }

    @Test("imported reactions count in their lists and by origin, but not as days of play")
    func imported() {
        let history = (1...3).map { id in
            ReactionRecord(film: Film(id: FilmID(source: .catalogue, value: 10 + id), title: "I\(id)"), reaction: .seen,
                           reactedAt: Date(timeIntervalSince1970: Double(id) * 86_400 * 400), origin: id == 3 ? .imdb : .letterboxd)
        }
        let stats = ReactionStatistics(records: [record(1, .favourite, genres: [], day: 0)] + history, calendar: utc)
        #expect(stats.counts == [.favourite: 1, .seen: 3])
        #expect(stats.imported == [.letterboxd: 2, .imdb: 1])
        #expect(stats.perDay.map(\.count) == [1])
    }

    @Test("no reactions: nothing to count")
    func empty() {
        let stats = ReactionStatistics(records: [], calendar: utc)
        #expect(stats.total == 0)
        #expect(stats.topGenres.isEmpty)
        #expect(stats.perDay.isEmpty)
    }
}
