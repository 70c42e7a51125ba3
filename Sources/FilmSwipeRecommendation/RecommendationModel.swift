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
    /// Each film's nearest films by the ratings (and, in a bridged catalogue, by its source's recommendations).
    let graph: NeighbourGraph
    /// The part built from the ratings alone, as given.
    public let community: CommunityModel
    /// How many films have each genre.
    let genreFilmCounts: [Int32]
    /// Each film's series number (`FilmSeries`), -1 for none.
    let series: [Int32]
    /// Whether any film is in a series.
    let hasSeries: Bool
    /// How far the player's taste moves each film's score: `n / (n + evidenceShrinkage)` of its `n` ratings, so a film
    /// rated by two people is dealt only when the taste points at it strongly.
    let confidence: [Float]

    /// Builds the model for `films` from `ratings`, ignoring the ratings of `excludedUsers` (the held-out
    /// fold) and of films not in `films`; `bridge` joins another catalogue's films to the bundled ratings.
    /// EASE weights need `inversion`; without it the cosine neighbours stand in.
    public convenience init(
        films: [Film], ratings: RatingSet, excludingUsers excludedUsers: Set<Int32> = [], tuning: RecommenderTuning = .standard,
        bridge: CatalogueBridge = .none, inversion: SymmetricInversion? = nil
    ) {
        let community = CommunityModel.build(
            films: films.map(\.id), ratings: ratings, excludingUsers: excludedUsers, aliases: bridge.bundledFilms, tuning: tuning,
            inversion: inversion
        )
        self.init(films: films, community: community, tuning: tuning, bridge: bridge)
    }

    /// The model for `films` over a community part built (or stored) for them; a community part built for other films
    /// is matched by id, and a film it does not know has no ratings and no neighbours.
    public init(films: [Film], community given: CommunityModel, tuning: RecommenderTuning = .standard, bridge: CatalogueBridge = .none) {
        self.tuning = tuning
        self.films = films.map(\.id)
        titles = films.map(\.title)
        var index: [FilmID: Int32] = [:]
        index.reserveCapacity(films.count)
        for (position, film) in films.enumerated() where index[film.id] == nil {
            index[film.id] = Int32(position)
        }
        self.index = index
        aliases = bridge.bundledFilms.compactMapValues { index[$0] }
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

        let community = given.films == self.films ? given : given.reordered(as: self.films)
        self.community = community
        ratingCounts = community.ratingCounts
        prior = bridge.ranked
            ? Self.rankedPrior(films: films, tuning: tuning)
            : Self.prior(counts: community.ratingCounts, starSums: community.starSums, tuning: tuning)
        graph = bridge.recommendations.isEmpty ? community.graph : community.graph.adding(films.map { film in
            (bridge.recommendations[film.id] ?? []).compactMap { index[$0] }
        })
        var withGenre = [Int](repeating: 0, count: genreNames.count)
        for genre in genreIndices { withGenre[Int(genre)] += 1 }
        genreFilmCounts = withGenre.map { Int32($0) }
        series = FilmSeries.detect(titles: titles, collections: films.map(\.collection))
        hasSeries = series.contains { $0 >= 0 }
        // A ranked catalogue's evidence is its source's own votes: the bundled ratings know few of its films.
        let evidence = bridge.ranked ? films.map { Float($0.ratingCount) } : community.ratingCounts.map(Float.init)
        let shrinkage = max(0, tuning.evidenceShrinkage)
        confidence = evidence.map { shrinkage == 0 ? 1 : $0 / ($0 + shrinkage) }
    }

    /// Up to `count` of `film`'s nearest films that at least `minimumCoRaters` people rated along with it, nearest
    /// first: what its fans also liked, where the ratings are enough to say.
    public func nearestFilms(to film: FilmID, count: Int, minimumCoRaters: Int) -> [FilmID] {
        guard let item = index[film], count > 0 else { return [] }
        var found: [FilmID] = []
        for slot in graph.row(item) where found.count < count && graph.coRaters[slot] >= minimumCoRaters {
            found.append(films[Int(graph.films[slot])])
        }
        return found
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
