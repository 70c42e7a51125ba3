import Foundation

/// The outcome of an offline evaluation: every method side by side, the game against the best baseline, and the
/// lines to print.
public struct EvaluationReport: Sendable, Hashable {
    /// The methods in the report's order: the game (ranking, then as dealt), EASE (with λ 300 beside it when another λ
    /// was chosen), item-kNN, popularity, random.
    public let methods: [MethodScores]
    /// The game's ranking against the baseline with the best nDCG@10.
    public let comparison: MethodComparison
    /// Users evaluated (those with enough ratings).
    public let users: Int
    /// Of those, the users with at least one later film rated ≥ 4.0 (the denominator of recall and NDCG).
    public let usersWithRelevant: Int
    /// Folds the users were split into; 0 when the validation split was scored instead.
    public let folds: Int
    /// The seed of the split, the sessions and the random order.
    public let seed: UInt64
    /// Item-kNN's neighbours a film, chosen on the validation split.
    public let neighbours: Int
    /// Item-kNN's shrink term, chosen likewise.
    public let shrink: Double
    /// EASE's λ, chosen on the validation split; nil when EASE was left out (no linear-algebra library).
    public let lambda: Double?

    /// The scores of the method named `name`, if it was run.
    public func scores(of name: String) -> MethodScores? {
        methods.first { $0.name == name }
    }

    /// The report as printed: the table, the comparison, then the summary line
    /// `precision@10 game=X ease=Y itemknn=Z popularity=P random=R users=N`.
    public var lines: [String] {
        let scope = folds > 0 ? "\(folds) folds of users" : "the validation split"
        var lines = [
            "offline evaluation: \(scope), seed \(seed), \(users) users with ≥ 20 ratings (\(usersWithRelevant) with a later film rated ≥ 4.0); "
                + "item-kNN's k and shrink s and EASE's λ chosen on a validation split of the training users",
            "95% intervals across users (coverage: jackknife over users); popularity rank: 1 is the most-rated film",
            ReportText.padded("method", 21) + ["precision@10", "recall@20", "ndcg@10", "coverage@10", "popularity rank"].map { ReportText.padded($0, 25) }.joined(),
        ]
        for method in methods {
            let cells = [method.precisionAt10, method.recallAt20, method.ndcgAt10, method.coverageAt10].map { ReportText.padded(ReportText.interval($0), 25) }
            lines.append(ReportText.padded(method.name, 21) + cells.joined() + ReportText.interval(method.meanPopularityRank, digits: 0))
        }
        lines.append(
            "\(comparison.method) against \(comparison.baseline), the best baseline by ndcg@10: "
                + "precision@10 \(ReportText.relative(comparison.precisionAt10)), ndcg@10 \(ReportText.relative(comparison.ndcgAt10))"
        )
        func named(_ prefix: String) -> String {
            methods.first { $0.name.hasPrefix(prefix) }.map { ReportText.number($0.precisionAt10.value) } ?? "-"
        }
        lines.append(
            "precision@10 game=\(named("game")) ease=\(named("EASE")) itemknn=\(named("item-kNN")) popularity=\(named("popularity")) "
                + "random=\(named("random")) users=\(users)"
        )
        return lines
    }
}
