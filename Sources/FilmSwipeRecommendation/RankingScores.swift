/// The three ranking measures of one method, averaged over users.
public struct RankingScores: Sendable, Hashable {
    /// Share of the first 10 dealt films the user went on to rate ≥ 4.0.
    public let precisionAt10: Double
    /// Share of the user's later films rated ≥ 4.0 found in the first 20 dealt.
    public let recallAt20: Double
    /// Discounted gain of the first 10, over the best possible for that user.
    public let ndcgAt10: Double

    /// Creates the scores.
    public init(precisionAt10: Double, recallAt20: Double, ndcgAt10: Double) {
        self.precisionAt10 = precisionAt10
        self.recallAt20 = recallAt20
        self.ndcgAt10 = ndcgAt10
    }
}
