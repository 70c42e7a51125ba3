import Foundation

/// The outcome of an offline evaluation: the three methods side by side, and the lines to print.
public struct EvaluationReport: Sendable, Hashable {
    /// The session recommender.
    public let recommender: RankingScores
    /// Most-rated first, counted from the training folds.
    public let popularity: RankingScores
    /// A seeded random order.
    public let random: RankingScores
    /// Users evaluated (those with enough ratings).
    public let users: Int
    /// Of those, the users with at least one later film rated ≥ 4.0 (the denominator of recall and NDCG).
    public let usersWithRelevant: Int
    /// Folds the users were split into.
    public let folds: Int
    /// The seed of the split, the sessions and the random order.
    public let seed: UInt64

    /// Creates a report.
    public init(recommender: RankingScores, popularity: RankingScores, random: RankingScores, users: Int, usersWithRelevant: Int, folds: Int, seed: UInt64) {
        self.recommender = recommender
        self.popularity = popularity
        self.random = random
        self.users = users
        self.usersWithRelevant = usersWithRelevant
        self.folds = folds
        self.seed = seed
    }

    /// Recommender precision@10 over popularity's; 0 when popularity scored nothing.
    public var ratio: Double {
        popularity.precisionAt10 > 0 ? recommender.precisionAt10 / popularity.precisionAt10 : 0
    }

    /// The report as printed: a table, then the summary line
    /// `precision@10 recommender=X popularity=Y random=Z ratio=R users=N`.
    public var lines: [String] {
        func row(_ name: String, _ scores: RankingScores) -> String {
            name.padding(toLength: 13, withPad: " ", startingAt: 0)
                + "\(Self.format(scores.precisionAt10))        \(Self.format(scores.recallAt20))     \(Self.format(scores.ndcgAt10))"
        }
        return [
            "offline evaluation: \(folds) folds of users, seed \(seed), \(users) users with ≥ 20 ratings (\(usersWithRelevant) with a later film rated ≥ 4.0)",
            "method       precision@10  recall@20  ndcg@10",
            row("recommender", recommender),
            row("popularity", popularity),
            row("random", random),
            "precision@10 recommender=\(Self.format(recommender.precisionAt10)) popularity=\(Self.format(popularity.precisionAt10)) "
                + "random=\(Self.format(random.precisionAt10)) ratio=\(String(format: "%.2f", ratio)) users=\(users)",
        ]
    }

    private static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
