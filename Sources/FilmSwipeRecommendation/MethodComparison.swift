/// The game against the best baseline, user by user: the mean difference of each measure with its 95% interval.
public struct MethodComparison: Sendable, Hashable {
    /// The method compared (the game).
    public let method: String
    /// The baseline with the highest nDCG@10.
    public let baseline: String
    /// Method minus baseline, precision@10, over every user.
    public let precisionAt10: PairedDifference
    /// Method minus baseline, nDCG@10, over the users with a later film rated ≥ 4.0.
    public let ndcgAt10: PairedDifference
}

/// The difference of two methods' means on the same users, with its interval and the relative gain.
public struct PairedDifference: Sendable, Hashable {
    /// Mean of the per-user differences, with its 95% interval.
    public let difference: Estimate
    /// The difference over the baseline's mean: 0.05 is 5% ahead.
    public let relative: Double

    /// The difference of `method` and `baseline`, paired user by user (both in the same order).
    static func difference(_ method: [Double], _ baseline: [Double]) -> PairedDifference {
        let differences = zip(method, baseline).map { $0 - $1 }
        let base = Estimate.mean(baseline).value
        let estimate = Estimate.mean(differences)
        return PairedDifference(difference: estimate, relative: base > 0 ? estimate.value / base : 0)
    }
}
