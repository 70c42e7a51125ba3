/// A film's rating on IMDb: the mean of its voters' 1–10 scores, and how many voted.
public struct IMDbRating: Sendable, Hashable {
    /// The mean score, 1–10.
    public let score: Double
    /// How many people voted.
    public let votes: Int

    /// A rating of `score` from `votes` voters.
    public init(score: Double, votes: Int) {
        self.score = score
        self.votes = votes
    }
}
