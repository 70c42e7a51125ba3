import Foundation

/// What `filmswipe stats` reports: counts, favourite genres and reactions per day.
public struct ReactionStatistics: Sendable, Equatable {
    /// How many films have each reaction.
    public let counts: [UserReaction: Int]
    /// Genres of the favourites, most frequent first (ties by name), with how many favourites have each.
    public let topGenres: [(genre: String, count: Int)]
    /// Reactions made in the game per calendar day (in `calendar`'s time zone), oldest day first: an imported history
    /// would fill it with years of days that say nothing about playing.
    public let perDay: [(day: DateComponents, count: Int)]
    /// How many reactions each service's import brought (the game's own are not counted here).
    public let imported: [ReactionOrigin: Int]

    /// The statistics of `records`; days are counted in `calendar`.
    public init(records: [ReactionRecord], calendar: Calendar = .current, topGenreCount: Int = 5) {
        counts = Dictionary(grouping: records, by: \.reaction).mapValues(\.count)
        let favouriteGenres = records.filter { $0.reaction == .favourite }.flatMap(\.film.genres)
        topGenres = Dictionary(grouping: favouriteGenres) { $0 }
            .map { (genre: $0.key, count: $0.value.count) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.genre < $1.genre }
            .prefix(topGenreCount)
            .map { $0 }
        imported = Dictionary(grouping: records.filter { $0.origin != .game }, by: \.origin).mapValues(\.count)
        let days = Dictionary(grouping: records.filter { $0.origin == .game }) { calendar.dateComponents([.year, .month, .day], from: $0.reactedAt) }
        perDay = days.map { (day: $0.key, count: $0.value.count) }
            .sorted { ($0.day.year ?? 0, $0.day.month ?? 0, $0.day.day ?? 0) < ($1.day.year ?? 0, $1.day.month ?? 0, $1.day.day ?? 0) }
    }

    /// How many films have been reacted to.
    public var total: Int { counts.values.reduce(0, +) }

    public static func == (lhs: ReactionStatistics, rhs: ReactionStatistics) -> Bool {
        lhs.counts == rhs.counts
            && lhs.topGenres.elementsEqual(rhs.topGenres) { $0 == $1 }
            && lhs.perDay.elementsEqual(rhs.perDay) { $0 == $1 }
            && lhs.imported == rhs.imported
    }
}
