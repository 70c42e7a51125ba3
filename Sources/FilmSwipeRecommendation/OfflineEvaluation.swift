import FilmSwipeDomain

/// The held-out-users evaluation of issue 6: the recommender against popularity and random order.
public enum OfflineEvaluation {
    /// Splits the users into `folds` (by `seed`); for each fold builds a model from the other folds' ratings, then for
    /// every fold user with at least `minimumRatings` ratings feeds the earlier half (by time) as swipes (≥ 4.0
    /// favourite, ≤ 2.5 dislike, else seen without a reaction) and scores the next 10 (20 for recall) dealt films,
    /// none from the earlier half, against the later films the user rated ≥ 4.0.
    public static func run(
        ratings: RatingSet, films: [Film], folds: Int = 5, seed: UInt64 = 1,
        tuning: RecommenderTuning = .standard, minimumRatings: Int = 20
    ) -> EvaluationReport {
        let byUser = Dictionary(grouping: ratings.ratings, by: \.user)
        var users = byUser.keys.sorted()
        var random = SeededRandom(seed: seed)
        users.shuffle(using: &random)
        let foldCount = max(1, folds)
        var tallies = (recommender: ScoreTally(), popularity: ScoreTally(), random: ScoreTally())
        for fold in 0..<foldCount {
            let testUsers = users.enumerated().filter { $0.offset % foldCount == fold }.map(\.element)
            let model = RecommendationModel(films: films, ratings: ratings, excludingUsers: Set(testUsers), tuning: tuning)
            let popular = model.popularityRanking()
            for user in testUsers.sorted() {
                guard let own = byUser[user], own.count >= minimumRatings else { continue }
                let split = HeldOutUser(ratings: own, model: model)
                tallies.recommender.add(dealt: recommenderDeal(split, model: model, seed: seed ^ UInt64(user)), relevant: split.relevant)
                tallies.popularity.add(dealt: Array(popular.lazy.filter { !split.earlier.contains($0) }.prefix(20)), relevant: split.relevant)
                tallies.random.add(dealt: randomDeal(split, itemCount: films.count, seed: seed, user: user), relevant: split.relevant)
            }
        }
        return EvaluationReport(
            recommender: tallies.recommender.scores, popularity: tallies.popularity.scores, random: tallies.random.scores,
            users: tallies.recommender.userCount, usersWithRelevant: tallies.recommender.relevantUserCount,
            folds: foldCount, seed: seed
        )
    }

    private static func recommenderDeal(_ user: HeldOutUser, model: RecommendationModel, seed: UInt64) -> [Int32] {
        var session = Recommender(model: model, seed: seed)
        for swipe in user.swipes { session.react(swipe.film, swipe.reaction) }
        return session.next(count: 20).compactMap { model.position(of: $0.film) }
    }

    private static func randomDeal(_ user: HeldOutUser, itemCount: Int, seed: UInt64, user id: Int32) -> [Int32] {
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
}
