import Foundation

/// Running sums of the ranking measures of one method over the evaluated users.
struct ScoreTally {
    private var precision: Double = 0
    private var recall: Double = 0
    private var ndcg: Double = 0
    private var users = 0
    private var usersWithRelevant = 0

    /// Adds one user's deal (`dealt`, best first, at least 20 when the catalogue allows) judged against `relevant`.
    /// A user with nothing relevant counts for precision (0) but not for recall or NDCG, which are undefined then.
    mutating func add(dealt: [Int32], relevant: Set<Int32>) {
        users += 1
        let hits = dealt.prefix(10).filter(relevant.contains).count
        precision += Double(hits) / 10
        guard !relevant.isEmpty else { return }
        usersWithRelevant += 1
        recall += Double(dealt.prefix(20).filter(relevant.contains).count) / Double(relevant.count)
        var gain = 0.0
        for (rank, item) in dealt.prefix(10).enumerated() where relevant.contains(item) {
            gain += 1 / log2(Double(rank) + 2)
        }
        let ideal = (0..<min(10, relevant.count)).reduce(0.0) { $0 + 1 / log2(Double($1) + 2) }
        ndcg += gain / ideal
    }

    /// Adds another tally's sums (another fold's).
    mutating func merge(_ other: ScoreTally) {
        precision += other.precision
        recall += other.recall
        ndcg += other.ndcg
        users += other.users
        usersWithRelevant += other.usersWithRelevant
    }

    /// The means.
    var scores: RankingScores {
        RankingScores(
            precisionAt10: users > 0 ? precision / Double(users) : 0,
            recallAt20: usersWithRelevant > 0 ? recall / Double(usersWithRelevant) : 0,
            ndcgAt10: usersWithRelevant > 0 ? ndcg / Double(usersWithRelevant) : 0
        )
    }

    /// Users added.
    var userCount: Int { users }
    /// Users added who had at least one relevant film.
    var relevantUserCount: Int { usersWithRelevant }
}
