import FilmSwipeDomain

/// Everything one fold's methods are built from: the training users' ratings (every rating a 1 for the baselines),
/// their popularity order, the counts item-kNN and EASE start from, and the game's own model.
struct EvaluationFold {
    /// The film count.
    let itemCount: Int
    /// Film indices, most rated first (ties by catalogue id).
    let popularity: [Int32]
    /// Each film's place in `popularity`, from 1.
    let popularityRanks: [Int32]
    /// Co-rating counts over the films with at least `OfflineEvaluation.baselineMinimumRatings` ratings.
    let cooccurrence: Cooccurrence
    /// The game's model, when asked for.
    let model: RecommendationModel?
    private let inversion: SymmetricInversion?

    /// The fold built from every rating of users not in `excluded`.
    init(
        ratings: RatingSet, films: [Film], index: [FilmID: Int32], excluding excluded: Set<Int32>, tuning: RecommenderTuning,
        inversion: SymmetricInversion?, withGame: Bool
    ) {
        itemCount = films.count
        var uncapped = tuning
        uncapped.raterCap = .max
        let grouped = GroupedRatings(ratings, index: index, aliases: [:], excluding: excluded, tuning: uncapped)
        let counts = grouped.counts
        popularity = (0..<Int32(films.count)).sorted { a, b in
            counts[Int(a)] != counts[Int(b)] ? counts[Int(a)] > counts[Int(b)] : films[Int(a)].id.value < films[Int(b)].id.value
        }
        var ranks = [Int32](repeating: 0, count: films.count)
        for (place, item) in popularity.enumerated() { ranks[Int(item)] = Int32(place + 1) }
        popularityRanks = ranks
        cooccurrence = Cooccurrence(users: grouped.users, ratingCounts: counts, minimumRatings: OfflineEvaluation.baselineMinimumRatings)
        model = withGame ? RecommendationModel(films: films, ratings: ratings, excludingUsers: excluded, tuning: tuning, inversion: inversion) : nil
        self.inversion = inversion
    }

    /// The game's first 20 for `user`, its swipes fed as the game feeds them; `exploring` as played, else the ranking.
    func gameDeal(_ user: HeldOutUser, seed: UInt64, exploring: Bool) -> [Int32] {
        guard let model else { return [] }
        var session = Recommender(model: model, seed: seed, exploring: exploring)
        session.replay(.ratings(user.earlierRatings))
        return session.deal(count: 20).compactMap { model.position(of: $0.film) }
    }

    /// EASE's first 20: the sum of `weights`' rows over the earlier films.
    func easeDeal(_ user: HeldOutUser, weights: EASEWeights) -> [Int32] {
        var scores = [Double](repeating: 0, count: itemCount)
        for item in user.earlier { weights.add(item, to: &scores) }
        return top(scores, for: user)
    }

    /// Item-kNN's first 20: each earlier film adds the similarities of its `keep` nearest films.
    func knnDeal(_ user: HeldOutUser, graph: NeighbourGraph, keep: Int) -> [Int32] {
        var scores = [Double](repeating: 0, count: itemCount)
        for item in user.earlier {
            for slot in graph.row(item).prefix(keep) { scores[Int(graph.films[slot])] += Double(graph.similarities[slot]) }
        }
        return top(scores, for: user)
    }

    /// The 20 most rated films not among the earlier ones.
    func popularityDeal(_ user: HeldOutUser) -> [Int32] {
        Array(popularity.lazy.filter { !user.earlier.contains($0) }.prefix(20))
    }

    /// 20 films drawn at random (seeded by `seed` and `user`), none among the earlier ones.
    func randomDeal(_ user: HeldOutUser, seed: UInt64, user id: Int32) -> [Int32] {
        var random = SeededRandom(seed: seed, stream: UInt64(UInt32(bitPattern: id)) + 1)
        var dealt: [Int32] = []
        var chosen = Set<Int32>()
        let available = itemCount - user.earlier.count
        while dealt.count < min(20, available) {
            let item = Int32(random.next() % UInt64(itemCount))
            if !user.earlier.contains(item), chosen.insert(item).inserted { dealt.append(item) }
        }
        return dealt
    }

    /// Item-kNN's mean nDCG@10 over `users` with the first `keep` neighbours of each of `graph`'s rows.
    func knnNDCG(_ users: [HeldOutUser], graph: NeighbourGraph, keep: Int) -> Double {
        meanNDCG(users) { knnDeal($0, graph: graph, keep: keep) }
    }

    /// EASE's mean nDCG@10 over `users` with regulariser `lambda`; -∞ when it cannot be solved.
    func easeNDCG(_ users: [HeldOutUser], lambda: Double) -> Double {
        guard let inversion, let weights = try? EASEWeights.solve(cooccurrence, lambda: lambda, inversion: inversion) else { return -.infinity }
        return meanNDCG(users) { easeDeal($0, weights: weights) }
    }

    private func meanNDCG(_ users: [HeldOutUser], deal: (HeldOutUser) -> [Int32]) -> Double {
        var tally = MethodTally()
        for user in users { tally.add(dealt: deal(user), relevant: user.relevant, ranks: popularityRanks) }
        return Estimate.mean(tally.ndcg).value
    }

    // The 20 best-scored films not among the earlier ones; ties go to the lower index (the catalogue is most-rated first).
    private func top(_ scores: [Double], for user: HeldOutUser) -> [Int32] {
        var best = BestScores(capacity: 20)
        for item in 0..<Int32(itemCount) where !user.earlier.contains(item) { best.insert(Float(scores[Int(item)]), index: item) }
        return best.sortedDescending().map(\.index)
    }
}
