import FilmSwipeDomain
import Foundation

/// Everything the recommender knows before the first swipe: film metadata in flat arrays, the neighbour
/// graph from the ratings, and popularity. Immutable and shared by every session built on it.
public final class RecommendationModel: Sendable {
    /// The films, in the order they were given; internal indices point into it.
    public let films: [FilmID]
    /// Every genre name the films use, in first-seen order.
    public let genreNames: [String]
    /// How many ratings each film has in the ratings the model was built from (not `Film.ratingCount`).
    public let ratingCounts: [Int32]
    /// The settings it was built with; sessions read their weights from it.
    public let tuning: RecommenderTuning

    /// Titles, for the reasons on the cards.
    let titles: [String]
    /// Each film's internal index.
    let index: [FilmID: Int32]
    /// The internal index of the film each bundled film is, in a bridged catalogue (see `CatalogueBridge`).
    let aliases: [FilmID: Int32]
    /// Film `i`'s genres span `genreOffsets[i]..<genreOffsets[i + 1]` of `genreIndices`.
    let genreOffsets: [Int32]
    /// Genre numbers into `genreNames`, film after film.
    let genreIndices: [UInt8]
    /// Year of release, 0 when unknown.
    let years: [Int32]
    /// `Film.rating`, for the minimum-rating filter.
    let catalogueRatings: [Float]
    /// The cold-start score: popularity and quality from the model's own ratings.
    let prior: [Float]
    /// Each film's nearest films by the ratings.
    let graph: NeighbourGraph
    /// Film `i`'s raters span `raterOffsets[i]..<raterOffsets[i + 1]` of `raterUsers`, ascending: for counting the
    /// people two films share.
    let raterOffsets: [Int32]
    let raterUsers: [Int32]

    /// Builds the model for `films` from `ratings`, ignoring the ratings of `excludedUsers` (the held-out
    /// fold) and of films not in `films`; `bridge` joins another catalogue's films to the bundled ratings.
    public init(
        films: [Film], ratings: RatingSet, excludingUsers excludedUsers: Set<Int32> = [], tuning: RecommenderTuning = .standard,
        bridge: CatalogueBridge = .none
    ) {
        self.tuning = tuning
        self.films = films.map(\.id)
        titles = films.map(\.title)
        var index: [FilmID: Int32] = [:]
        index.reserveCapacity(films.count)
        for (position, film) in films.enumerated() where index[film.id] == nil {
            index[film.id] = Int32(position)
        }
        self.index = index
        let aliases = bridge.bundledFilms.compactMapValues { index[$0] }
        self.aliases = aliases
        var genreNames: [String] = []
        var genreNumber: [String: UInt8] = [:]
        var genreOffsets: [Int32] = [0]
        var genreIndices: [UInt8] = []
        for film in films {
            for name in film.genres {
                // A UInt8 holds TMDB's 19 genres with room; names past 255 are dropped rather than wrapped.
                if genreNumber[name] == nil, genreNames.count < 255 {
                    genreNumber[name] = UInt8(genreNames.count)
                    genreNames.append(name)
                }
                if let number = genreNumber[name], !genreIndices[Int(genreOffsets.last!)...].contains(number) {
                    genreIndices.append(number)
                }
            }
            genreOffsets.append(Int32(genreIndices.count))
        }
        self.genreNames = genreNames
        self.genreOffsets = genreOffsets
        self.genreIndices = genreIndices
        years = films.map { Int32(clamping: $0.year ?? 0) }
        catalogueRatings = films.map { Float($0.rating) }

        let grouped = Self.group(ratings, index: index, aliases: aliases, excluding: excludedUsers, tuning: tuning)
        ratingCounts = grouped.counts
        prior = bridge.ranked ? Self.rankedPrior(films: films, tuning: tuning) : Self.prior(counts: grouped.counts, starSums: grouped.starSums, tuning: tuning)
        let raters = grouped.users.sortedByItem(itemCount: films.count)
        let rated = raters.transposed(itemCount: films.count)
        let byRatings = NeighbourGraph.build(itemCount: films.count, users: raters, byItem: rated, tuning: tuning)
        graph = bridge.recommendations.isEmpty ? byRatings : byRatings.adding(films.map { film in
            (bridge.recommendations[film.id] ?? []).compactMap { index[$0] }
        })
        raterOffsets = rated.offsets
        raterUsers = rated.users
    }

    /// Up to `count` of `film`'s nearest films that at least `minimumCoRaters` people rated along with it, nearest
    /// first: what its fans also liked, where the ratings are enough to say.
    public func nearestFilms(to film: FilmID, count: Int, minimumCoRaters: Int) -> [FilmID] {
        guard let item = index[film], count > 0 else { return [] }
        var found: [FilmID] = []
        for slot in Int(graph.offsets[Int(item)])..<Int(graph.offsets[Int(item) + 1]) where found.count < count {
            let other = graph.films[slot]
            if coRaters(item, other) >= minimumCoRaters { found.append(films[Int(other)]) }
        }
        return found
    }

    // Both rater lists are ascending: one merge counts the people in both.
    private func coRaters(_ first: Int32, _ second: Int32) -> Int {
        var i = Int(raterOffsets[Int(first)]), j = Int(raterOffsets[Int(second)])
        let iEnd = Int(raterOffsets[Int(first) + 1]), jEnd = Int(raterOffsets[Int(second) + 1])
        var shared = 0
        while i < iEnd, j < jEnd {
            if raterUsers[i] == raterUsers[j] {
                shared += 1
                i += 1
                j += 1
            } else if raterUsers[i] < raterUsers[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }

    /// The internal index of `film`, or nil when the model does not know it.
    func position(of film: FilmID) -> Int32? { index[film] ?? aliases[film] }

    /// Film indices from most to least rated in the model's ratings; ties by catalogue id, so no outside order leaks in.
    public func popularityOrder() -> [FilmID] {
        popularityRanking().map { films[Int($0)] }
    }

    /// `popularityOrder()` as internal indices.
    func popularityRanking() -> [Int32] {
        (0..<Int32(films.count)).sorted { a, b in
            let countA = ratingCounts[Int(a)], countB = ratingCounts[Int(b)]
            return countA != countB ? countA > countB : films[Int(a)].value < films[Int(b)].value
        }
    }

    private static func group(
        _ ratings: RatingSet, index: [FilmID: Int32], aliases: [FilmID: Int32], excluding excluded: Set<Int32>, tuning: RecommenderTuning
    ) -> (users: RatingsByUser, counts: [Int32], starSums: [Float]) {
        var userNumber: [Int32: Int32] = [:]
        var userOf: [Int32] = [], itemOf: [Int32] = [], starsOf: [Float] = []
        userOf.reserveCapacity(ratings.count)
        itemOf.reserveCapacity(ratings.count)
        starsOf.reserveCapacity(ratings.count)
        var counts = [Int32](repeating: 0, count: index.count)
        var starSums = [Float](repeating: 0, count: index.count)
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

    // A ranked catalogue's cold start: popularity falls from 1 to 0 down the ranking, and quality is the film's own mean
    // rating (0–10, as stars) shrunk towards the catalogue's mean by 10 votes, as `prior` does with the bundled ratings.
    private static func rankedPrior(films: [Film], tuning: RecommenderTuning) -> [Float] {
        let votes = films.reduce(0.0) { $0 + Double($1.ratingCount) }
        let overallMean = votes > 0 ? Float(films.reduce(0.0) { $0 + $1.rating / 2 * Double($1.ratingCount) } / votes) : 0
        return films.enumerated().map { position, film in
            let popularity = 1 - Float(position) / Float(max(1, films.count))
            let count = Float(film.ratingCount)
            let shrunkMean = (Float(film.rating / 2) * count + 10 * overallMean) / (count + 10)
            return tuning.popularityWeight * popularity + tuning.qualityWeight * (shrunkMean - overallMean)
        }
    }

    // Popularity as log count scaled to 0–1, plus the mean rating shrunk towards the overall mean by 10 ratings,
    // so a film rated 5 once does not outrank a classic rated 4.3 by hundreds.
    private static func prior(counts: [Int32], starSums: [Float], tuning: RecommenderTuning) -> [Float] {
        let total = counts.reduce(0) { $0 + Int($1) }
        let overallMean = total > 0 ? starSums.reduce(0, +) / Float(total) : 0
        let maxLog = Float(log1p(Double(counts.max() ?? 0)))
        return zip(counts, starSums).map { count, sum in
            let popularity = maxLog > 0 ? Float(log1p(Double(count))) / maxLog : 0
            let shrunkMean = (sum + 10 * overallMean) / (Float(count) + 10)
            return tuning.popularityWeight * popularity + tuning.qualityWeight * (shrunkMean - overallMean)
        }
    }
}

extension RecommendationModel {
    /// `item`'s genre numbers.
    func genres(of item: Int32) -> ArraySlice<UInt8> {
        genreIndices[Int(genreOffsets[Int(item)])..<Int(genreOffsets[Int(item) + 1])]
    }

    /// Whether `item` has genre number `genre`.
    func film(_ item: Int32, hasGenre genre: UInt8) -> Bool {
        genres(of: item).contains(genre)
    }

    /// A test of whether a film index passes `filter`, with the genre names resolved once.
    func admission(for filter: RecommendationFilter) -> (Int32) -> Bool {
        if filter.isEmpty { return { _ in true } }
        let wanted = Set(filter.genres.map { $0.lowercased() })
        let genreSet = Set(genreNames.indices.filter { wanted.contains(genreNames[$0].lowercased()) }.map { UInt8($0) })
        let fromYear = filter.fromYear.map { Int32(clamping: $0) }
        let toYear = filter.toYear.map { Int32(clamping: $0) }
        let minRating = filter.minRating.map { Float($0) }
        return { [self] item in
            if !wanted.isEmpty, !genres(of: item).contains(where: genreSet.contains) { return false }
            let year = years[Int(item)]
            if let fromYear, year == 0 || year < fromYear { return false }
            if let toYear, year == 0 || year > toYear { return false }
            if let minRating, catalogueRatings[Int(item)] < minRating { return false }
            return true
        }
    }
}
