/// The outcome of a session evaluation: every method's hits side by side, the game against EASE re-scored per
/// reaction, and the lines to print.
public struct SessionReport: Sendable, Hashable {
    /// One method's figures.
    public struct Row: Sendable, Hashable {
        /// The method as the report names it ("EASE λ=300, per reaction").
        public let name: String
        /// Hits among the cards dealt, per user.
        public let hits: Estimate
        /// Hits among the first ten cards, per user.
        public let hitsAtTen: Estimate
        /// The share of the cards after a user's fifth like in the genre most of those likes have.
        public let genreShare: Estimate
        /// The users who liked five cards with cards left after, over whom `genreShare` is taken.
        public let genreShareUsers: Int
    }

    /// The methods in the report's order: the game (ranking, then as dealt), EASE, item-kNN, popularity.
    public let rows: [Row]
    /// The game's hits against the baseline's (EASE re-scored per reaction, else the best other), user by user.
    public let comparison: MethodComparisonOfHits
    /// The same for the game as played, exploring.
    public let dealtComparison: MethodComparisonOfHits
    /// Cards dealt to each user.
    public let cards: Int
    /// Users played.
    public let users: Int
    /// Folds; 0 when the validation split was played instead.
    public let folds: Int
    /// The seed of the split and the sessions.
    public let seed: UInt64
    /// Item-kNN's neighbours and shrink, and EASE's λ (nil without a linear-algebra library), chosen on the validation split.
    public let neighbours: Int, shrink: Double, lambda: Double?

    /// The figures of the method named `name`.
    public func row(named name: String) -> Row? {
        rows.first { $0.name == name }
    }

    /// The report as printed: the table, the comparison, then `sessions hits@30 game=X ease=Y itemknn=Z popularity=P users=N`.
    public var lines: [String] {
        let scope = folds > 0 ? "\(folds) folds of users" : "the validation split"
        var lines = [
            "session evaluation: \(scope), seed \(seed), \(users) users with ≥ 20 ratings, each starting from the earlier half of their ratings "
                + "and dealt \(cards) cards one at a time, each answered by their later ratings (≥ 4.0 favourite, ≤ 2.5 dislike, 3.0–3.5 seen, "
                + "never rated: dislike); a hit is a card rated ≥ 4.0; item-kNN's k and s and EASE's λ chosen on a validation split of the "
                + "training users by hits@\(cards)",
            "95% intervals across users; genre share: of the cards after a user's fifth like, the share in the genre most of those five likes have",
            ReportText.padded("method", 36) + ["hits@\(cards)", "hits@10", "genre share after 5 likes"].map { ReportText.padded($0, 25) }.joined(),
        ]
        for row in rows {
            lines.append(
                ReportText.padded(row.name, 36) + ReportText.padded(ReportText.interval(row.hits, digits: 3), 25)
                    + ReportText.padded(ReportText.interval(row.hitsAtTen, digits: 3), 25)
                    + "\(ReportText.interval(row.genreShare, digits: 3)) of \(row.genreShareUsers) users"
            )
        }
        for paired in [comparison, dealtComparison] {
            lines.append("\(paired.method) against \(paired.baseline): hits@\(cards) \(ReportText.relative(paired.hits, digits: 3))")
        }
        func named(_ prefix: String) -> String {
            rows.first { $0.name.hasPrefix(prefix) }.map { ReportText.number($0.hits.value, digits: 3) } ?? "-"
        }
        lines.append(
            "sessions hits@\(cards) game=\(named("game")) ease=\(named("EASE")) itemknn=\(named("item-kNN")) popularity=\(named("popularity")) users=\(users)"
        )
        return lines
    }
}

/// The game against a baseline in sessions: the mean per-user difference of hits, with its interval.
public struct MethodComparisonOfHits: Sendable, Hashable {
    /// The method compared (the game).
    public let method: String
    /// The baseline.
    public let baseline: String
    /// Method minus baseline, hits per user.
    public let hits: PairedDifference
}
