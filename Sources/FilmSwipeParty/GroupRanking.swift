import FilmSwipeDomain

/// The deck for a group: films ranked so that the group likes them and nobody is dealt what they hate.
///
/// Each member's scores are first put on a common scale (how many standard deviations above that member's own mean
/// score), because recommenders score different members on different scales. A film's group score is then
/// `mean + floorWeight × min` of those member scores: the mean rewards what the group likes on the whole, and the
/// minimum, the least happy member, pulls down a film one member would merely sit through. With `floorWeight` 1 a film
/// two love and one dreads ranks below one all three like fairly well. A member with no score for a film counts as
/// average (0) for it; a member with no scores at all is left out of the scoring. Any member's dislike removes a
/// film; a film every member already reacted to is left out, since nobody has anything new to decide about it.
public struct GroupRanking: Sendable {
    /// How much the least happy member's score weighs against the mean.
    public var floorWeight: Float

    /// A ranking giving the least happy member `floorWeight` (1 by default).
    public init(floorWeight: Float = 1) {
        self.floorWeight = floorWeight
    }

    /// The ranked films, best first, at most `limit`: every film any member has a score for, less those excluded.
    /// Ties go to the lower film id, so the same inputs always deal the same deck.
    public func deck(
        scores: [MemberID: [FilmID: Float]], reactions: [MemberID: [FilmID: UserReaction]], limit: Int = .max
    ) -> [FilmID] {
        let members = Set(scores.keys).union(reactions.keys)
        guard !members.isEmpty else { return [] }
        let disliked = Set(reactions.values.flatMap { $0.filter { $0.value == .dislike }.keys })
        let standardized = scores.mapValues(Self.standardized)
        var candidates = Set(scores.values.flatMap(\.keys))
        candidates.subtract(disliked)
        candidates = candidates.filter { film in
            !members.allSatisfy { (reactions[$0]?[film] ?? .none) != .none }
        }
        // A member with no scores at all (a recommender with nothing to go on) would only drag every floor to 0.
        let scorers = standardized.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map(\.value)
        let ranked = candidates.map { film -> (FilmID, Float) in
            let memberScores = scorers.map { $0[film] ?? 0 }
            let mean = memberScores.reduce(0, +) / Float(memberScores.count)
            return (film, mean + floorWeight * memberScores.min()!)
        }
        return ranked.sorted { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            if a.0.source != b.0.source { return a.0.source.rawValue < b.0.source.rawValue }
            return a.0.value < b.0.value
        }.prefix(max(0, limit)).map(\.0)
    }

    // z-scores: a member whose scores are all alike (or who scored one film) has no preference, so all 0.
    private static func standardized(_ scores: [FilmID: Float]) -> [FilmID: Float] {
        guard scores.count > 1 else { return scores.mapValues { _ in 0 } }
        let values = scores.values.filter(\.isFinite)
        let mean = values.reduce(0, +) / Float(max(values.count, 1))
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Float(max(values.count, 1))
        let deviation = variance.squareRoot()
        guard deviation > 0 else { return scores.mapValues { _ in 0 } }
        // A score that is not a number (a recommender's bug) counts as the member's average, not as a best or worst.
        return scores.mapValues { $0.isFinite ? ($0 - mean) / deviation : 0 }
    }
}
