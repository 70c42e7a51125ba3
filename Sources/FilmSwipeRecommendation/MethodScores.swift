/// One method's measures in an offline evaluation, each with its 95% interval across users.
public struct MethodScores: Sendable, Hashable {
    /// The method as the report names it ("EASE λ=300").
    public let name: String
    /// Share of the first 10 dealt films the user went on to rate ≥ 4.0.
    public let precisionAt10: Estimate
    /// Share of the user's later films rated ≥ 4.0 found in the first 20 dealt.
    public let recallAt20: Estimate
    /// Discounted gain of the first 10, over the best possible for that user.
    public let ndcgAt10: Estimate
    /// Share of the catalogue found in anyone's first 10 (interval by bootstrap over users).
    public let coverageAt10: Estimate
    /// Mean popularity rank (1: the most rated film) of the first 10 dealt: lower deals more of the obvious.
    public let meanPopularityRank: Estimate
}
