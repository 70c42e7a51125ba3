import FilmSwipeDomain
import Foundation

/// The part of the recommendation model that does not depend on the player: what the ratings say about each film of a
/// catalogue (how often and how well it is rated, its nearest films). It is built once from the ratings, here or ahead
/// of time into a model file (`CommunityModel+File`), and shared by every game on that catalogue.
public struct CommunityModel: Sendable {
    /// How many films it describes, in the catalogue's order.
    public let filmCount: Int
    /// How many ratings each film has.
    public let ratingCounts: PackedArray<Int32>
    /// The sum of each film's stars.
    public let starSums: PackedArray<Float>
    /// Each film's nearest films by the ratings.
    let graph: NeighbourGraph

    /// The community part for `films` (a catalogue's films, in its order) from `ratings` (of films by their catalogue
    /// ids), built as the game builds it: the one build function, which a model file stores the result of.
    public static func build(films: [FilmID], ratings: RatingSet, tuning: RecommenderTuning = .standard) -> CommunityModel {
        build(filmCount: films.count, ratings: ratings, index: index(of: films), aliases: [:], excluding: [], tuning: tuning, links: [])!
    }

    /// `build(films:ratings:tuning:)` telling `monitor` how far it is; nil when `monitor` asked it to stop.
    public static func build(films: [FilmID], ratings: RatingSet, tuning: RecommenderTuning = .standard, monitor: SweepMonitor) -> CommunityModel? {
        build(filmCount: films.count, ratings: ratings, index: index(of: films), aliases: [:], excluding: [], tuning: tuning, links: [], monitor: monitor)
    }

    /// `films`' internal indices: the first place each id appears.
    static func index(of films: [FilmID]) -> [FilmID: Int32] {
        var index: [FilmID: Int32] = [:]
        index.reserveCapacity(films.count)
        for (position, film) in films.enumerated() where index[film] == nil {
            index[film] = Int32(position)
        }
        return index
    }

    /// The community part of `filmCount` films from `ratings`, each rated film found by `index` (else `aliases`),
    /// ignoring the ratings of `excluding`; `links[i]` (best first) joins film `i`'s neighbours as `CatalogueBridge` says.
    /// Nil only when `monitor` asked it to stop.
    static func build(
        filmCount: Int, ratings: RatingSet, index: [FilmID: Int32], aliases: [FilmID: Int32], excluding: Set<Int32>, tuning: RecommenderTuning,
        links: [[Int32]], monitor: SweepMonitor? = nil
    ) -> CommunityModel? {
        let grouped = group(ratings, index: index, aliases: aliases, excluding: excluding, filmCount: filmCount, tuning: tuning)
        let raters = grouped.users.sortedByItem(itemCount: filmCount)
        let rated = raters.transposed(itemCount: filmCount)
        guard let byRatings = NeighbourGraph.build(itemCount: filmCount, users: raters, byItem: rated, tuning: tuning, monitor: monitor) else { return nil }
        let graph = links.allSatisfy(\.isEmpty) ? byRatings : byRatings.adding(links) { first, second in
            coRaters(first, second, in: rated)
        }
        return CommunityModel(filmCount: filmCount, ratingCounts: PackedArray(grouped.counts), starSums: PackedArray(grouped.starSums), graph: graph)
    }

    init(filmCount: Int, ratingCounts: PackedArray<Int32>, starSums: PackedArray<Float>, graph: NeighbourGraph) {
        self.filmCount = filmCount
        self.ratingCounts = ratingCounts
        self.starSums = starSums
        self.graph = graph
    }

    // Both rater lists are ascending: one merge counts the people in both.
    private static func coRaters(_ first: Int32, _ second: Int32, in rated: RatingsByItem) -> Int {
        var i = Int(rated.offsets[Int(first)]), j = Int(rated.offsets[Int(second)])
        let iEnd = Int(rated.offsets[Int(first) + 1]), jEnd = Int(rated.offsets[Int(second) + 1])
        var shared = 0
        while i < iEnd, j < jEnd {
            if rated.users[i] == rated.users[j] {
                shared += 1
                i += 1
                j += 1
            } else if rated.users[i] < rated.users[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }

    private static func group(
        _ ratings: RatingSet, index: [FilmID: Int32], aliases: [FilmID: Int32], excluding excluded: Set<Int32>, filmCount: Int, tuning: RecommenderTuning
    ) -> (users: RatingsByUser, counts: [Int32], starSums: [Float]) {
        var userNumber: [Int32: Int32] = [:]
        var userOf: [Int32] = [], itemOf: [Int32] = [], starsOf: [Float] = []
        userOf.reserveCapacity(ratings.count)
        itemOf.reserveCapacity(ratings.count)
        starsOf.reserveCapacity(ratings.count)
        var counts = [Int32](repeating: 0, count: filmCount)
        var starSums = [Float](repeating: 0, count: filmCount)
        // The bundle is sorted by user, so remembering the last user spares most dictionary look-ups.
        var lastUser: Int32 = -1, lastNumber: Int32 = -1
        for rating in ratings.ratings {
            guard let item = index[rating.filmID] ?? (aliases.isEmpty ? nil : aliases[rating.filmID]), !excluded.contains(rating.user) else { continue }
            if rating.user != lastUser {
                lastUser = rating.user
                if let known = userNumber[rating.user] {
                    lastNumber = known
                } else {
                    lastNumber = Int32(userNumber.count)
                    userNumber[rating.user] = lastNumber
                }
            }
            userOf.append(lastNumber)
            itemOf.append(item)
            starsOf.append(rating.stars)
            counts[Int(item)] += 1
            starSums[Int(item)] += rating.stars
        }
        let userCount = userNumber.count
        var totals = [Int32](repeating: 0, count: userCount)
        var sums = [Float](repeating: 0, count: userCount)
        for (user, stars) in zip(userOf, starsOf) {
            totals[Int(user)] += 1
            sums[Int(user)] += stars
        }
        let cap = Int32(clamping: max(0, tuning.raterCap))
        var offsets = [Int32](repeating: 0, count: userCount + 1)
        for user in 0..<userCount { offsets[user + 1] = offsets[user] + min(totals[user], cap) }
        var next = offsets
        var items = [Int32](repeating: 0, count: Int(offsets[userCount]))
        var values = [Float](repeating: 0, count: Int(offsets[userCount]))
        for position in 0..<userOf.count {
            let user = Int(userOf[position])
            guard next[user] < offsets[user + 1] else { continue }
            let count = Float(totals[user])
            let mean = sums[user] / count
            // Half the damping on each side of a pair's product gives the pair `count^-raterDamping`.
            let damping = tuning.raterDamping == 0 ? 1 : Float(pow(Double(count), Double(-tuning.raterDamping / 2)))
            let slot = Int(next[user])
            items[slot] = itemOf[position]
            values[slot] = damping * (1 + tuning.ratingAgreement * (starsOf[position] - mean))
            next[user] += 1
        }
        return (RatingsByUser(offsets: offsets, items: items, values: values), counts, starSums)
    }
}
