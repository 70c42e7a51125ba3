import Foundation

/// One method's measures, user by user, in the order the users were evaluated (the same for every method, so two
/// methods can be compared user by user).
struct MethodTally {
    /// Per user: share of the first 10 dealt that the user went on to rate ≥ 4.0.
    private(set) var precision: [Double] = []
    /// Per user with a later film rated ≥ 4.0: share of those found in the first 20.
    private(set) var recall: [Double] = []
    /// Per user with a later film rated ≥ 4.0: discounted gain of the first 10 over the best possible.
    private(set) var ndcg: [Double] = []
    /// Per user: the mean popularity rank (1 the most rated) of the first 10 dealt.
    private(set) var popularityRank: [Double] = []
    /// Per user: the first 10 dealt.
    private(set) var firstTen: [[Int32]] = []

    /// Adds one user's deal (`dealt`, best first, 20 where the catalogue allows) judged against `relevant`;
    /// `ranks[i]` is film `i`'s popularity rank.
    mutating func add(dealt: [Int32], relevant: Set<Int32>, ranks: [Int32]) {
        let top = Array(dealt.prefix(10))
        firstTen.append(top)
        precision.append(Double(top.filter(relevant.contains).count) / 10)
        popularityRank.append(top.isEmpty ? 0 : top.reduce(0.0) { $0 + Double(ranks[Int($1)]) } / Double(top.count))
        guard !relevant.isEmpty else { return }
        recall.append(Double(dealt.prefix(20).filter(relevant.contains).count) / Double(relevant.count))
        var gain = 0.0
        for (rank, item) in top.enumerated() where relevant.contains(item) {
            gain += 1 / log2(Double(rank) + 2)
        }
        let ideal = (0..<min(10, relevant.count)).reduce(0.0) { $0 + 1 / log2(Double($1) + 2) }
        ndcg.append(gain / ideal)
    }

    /// Users added.
    var userCount: Int { precision.count }
    /// Users added who had a later film rated ≥ 4.0.
    var relevantUserCount: Int { recall.count }

    /// The measures with their intervals; coverage is the share of `catalogueSize` films in anyone's first 10, its
    /// interval by the jackknife over users.
    func scores(name: String, catalogueSize: Int) -> MethodScores {
        MethodScores(
            name: name,
            precisionAt10: .mean(precision), recallAt20: .mean(recall), ndcgAt10: .mean(ndcg),
            coverageAt10: coverage(catalogueSize: catalogueSize),
            meanPopularityRank: .mean(popularityRank)
        )
    }

    // Leaving one user out loses the films only they were dealt; the spread of those losses gives the jackknife's
    // standard error. (A bootstrap would draw fewer distinct users than there are, and so understate coverage.)
    private func coverage(catalogueSize: Int) -> Estimate {
        let size = Double(max(1, catalogueSize))
        var dealtTo: [Int32: Int] = [:]
        for films in firstTen {
            for film in Set(films) { dealtTo[film, default: 0] += 1 }
        }
        let whole = Double(dealtTo.count) / size
        let users = Double(firstTen.count)
        guard firstTen.count > 1 else { return Estimate(value: whole, low: whole, high: whole) }
        let leftOut = firstTen.map { films in whole - Double(Set(films).filter { dealtTo[$0] == 1 }.count) / size }
        let mean = leftOut.reduce(0, +) / users
        let variance = (users - 1) / users * leftOut.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let half = 1.96 * variance.squareRoot()
        return Estimate(value: whole, low: whole - half, high: whole + half)
    }
}
