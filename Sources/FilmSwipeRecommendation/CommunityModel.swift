import FilmSwipeDomain

/// The part of the recommendation model that does not depend on the player: how many people rated each film and how
/// highly, and each film's neighbours with their weights. `build` makes it from a rating set; it can be built ahead of
/// time and stored, and `RecommendationModel` adds the catalogue's facts and the tuning's prior to it.
public struct CommunityModel: Sendable, Hashable {
    /// The films the rows stand for, in the order they were given (the catalogue's).
    public let films: [FilmID]
    /// How many ratings each film has in the ratings it was built from.
    public let ratingCounts: [Int32]
    /// The sum of each film's stars (0.5–5) in those ratings.
    public let starSums: [Float]
    /// Each film's neighbours, strongest first, with the people who rated both.
    public let graph: NeighbourGraph
    /// How `graph` was weighed: what the tuning asked for, or `.cosine` where EASE could not be built.
    public let itemWeights: ItemWeighting

    /// A community part as stored: the arrays must be of one length, `films.count`, and `graph` have that many rows.
    public init(films: [FilmID], ratingCounts: [Int32], starSums: [Float], graph: NeighbourGraph, itemWeights: ItemWeighting) {
        self.films = films
        self.ratingCounts = ratingCounts
        self.starSums = starSums
        self.graph = graph
        self.itemWeights = itemWeights
    }

    /// The community part for `films` from `ratings`, leaving out the ratings of `excludedUsers` (a held-out fold) and
    /// of films not in `films`; `aliases` counts a bundled film's ratings for the film it is in another catalogue.
    /// Neighbours are weighed as `tuning.itemWeights` says; EASE needs `inversion` (a linear-algebra library), and
    /// without it, or when it fails, the cosine neighbours stand in (`itemWeights` of the result says which).
    public static func build(
        films: [FilmID], ratings: RatingSet, excludingUsers excludedUsers: Set<Int32> = [],
        aliases: [FilmID: FilmID] = [:], tuning: RecommenderTuning = .standard, inversion: SymmetricInversion? = nil
    ) -> CommunityModel {
        build(films: films, ratings: ratings, excludingUsers: excludedUsers, aliases: aliases, tuning: tuning, inversion: inversion, monitor: nil)!
    }

    /// `build` for a large release (`filmswipe catalogue build --movielens`): the cosine sweep tells `monitor` how far it
    /// is, and the build returns nil when `monitor` asks it to stop.
    public static func build(films: [FilmID], ratings: RatingSet, tuning: RecommenderTuning = .standard, monitor: SweepMonitor) -> CommunityModel? {
        build(films: films, ratings: ratings, excludingUsers: [], aliases: [:], tuning: tuning, inversion: nil, monitor: monitor)
    }

    private static func build(
        films: [FilmID], ratings: RatingSet, excludingUsers excludedUsers: Set<Int32>, aliases: [FilmID: FilmID], tuning: RecommenderTuning,
        inversion: SymmetricInversion?, monitor: SweepMonitor?
    ) -> CommunityModel? {
        var index: [FilmID: Int32] = [:]
        index.reserveCapacity(films.count)
        for (position, film) in films.enumerated() where index[film] == nil {
            index[film] = Int32(position)
        }
        let aliasIndex = aliases.compactMapValues { index[$0] }
        let grouped = GroupedRatings(ratings, index: index, aliases: aliasIndex, excluding: excludedUsers, tuning: tuning)
        let raters = grouped.users.sortedByItem(itemCount: films.count)
        let rated = raters.transposed(itemCount: films.count)
        if case let .ease(lambda, minimumRatings, neighbours) = tuning.itemWeights, let inversion {
            var uncapped = tuning
            uncapped.raterCap = .max
            let everyRating = GroupedRatings(ratings, index: index, aliases: aliasIndex, excluding: excludedUsers, tuning: uncapped)
            let cooccurrence = Cooccurrence(users: everyRating.users, ratingCounts: grouped.counts, minimumRatings: minimumRatings)
            if let weights = try? EASEWeights.solve(cooccurrence, lambda: lambda, inversion: inversion) {
                let graph = weights.neighbours(itemCount: films.count, keep: max(0, neighbours), normalisingRows: tuning.normalisesRows)
                return CommunityModel(
                    films: films, ratingCounts: grouped.counts, starSums: grouped.starSums,
                    graph: graph.countingCoRaters(rated, userCount: grouped.users.offsets.count - 1), itemWeights: tuning.itemWeights
                )
            }
        }
        // The sweep counts each pair's co-raters as it goes: counting them afterwards would merge two rater lists per
        // neighbour, hours on a full MovieLens release.
        guard let graph = NeighbourGraph.build(itemCount: films.count, users: raters, byItem: rated, tuning: tuning, monitor: monitor) else { return nil }
        return CommunityModel(films: films, ratingCounts: grouped.counts, starSums: grouped.starSums, graph: graph, itemWeights: .cosine)
    }
}

extension CommunityModel {
    /// The same community part with its rows in the order of `order`: a film it does not know gets no ratings and no
    /// neighbours, and a neighbour not in `order` is dropped.
    func reordered(as order: [FilmID]) -> CommunityModel {
        var position: [FilmID: Int32] = [:]
        for (slot, film) in films.enumerated() where position[film] == nil { position[film] = Int32(slot) }
        var newIndex: [FilmID: Int32] = [:]
        for (slot, film) in order.enumerated() where newIndex[film] == nil { newIndex[film] = Int32(slot) }
        var counts: [Int32] = [], sums: [Float] = []
        var offsets: [Int32] = [0], neighbours: [Int32] = [], similarities: [Float] = [], coRaters: [Int32] = []
        for film in order {
            guard let old = position[film] else {
                counts.append(0)
                sums.append(0)
                offsets.append(Int32(neighbours.count))
                continue
            }
            counts.append(ratingCounts[Int(old)])
            sums.append(starSums[Int(old)])
            for slot in graph.row(old) {
                guard let moved = newIndex[films[Int(graph.films[slot])]] else { continue }
                neighbours.append(moved)
                similarities.append(graph.similarities[slot])
                coRaters.append(graph.coRaters[slot])
            }
            offsets.append(Int32(neighbours.count))
        }
        return CommunityModel(
            films: order, ratingCounts: counts, starSums: sums,
            graph: NeighbourGraph(offsets: offsets, films: neighbours, similarities: similarities, coRaters: coRaters),
            itemWeights: itemWeights
        )
    }
}
