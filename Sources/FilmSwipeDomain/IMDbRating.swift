/// A film's rating on IMDb: the mean of its voters' 1–10 scores, and how many voted.
public struct IMDbRating: Sendable, Hashable {
    /// The mean score, 1–10.
    public let score: Double
    /// How many people voted.
    public let votes: Int
    /// The year the votes were counted, when the source is a snapshot that says (the bundled catalogue's are from 2005);
    /// nil for a live figure or an unknown date.
    public var countedIn: Int?

    /// A rating of `score` from `votes` voters, counted in `countedIn` when that is known.
    public init(score: Double, votes: Int, countedIn: Int? = nil) {
        self.score = score
        self.votes = votes
        self.countedIn = countedIn
    }
}
