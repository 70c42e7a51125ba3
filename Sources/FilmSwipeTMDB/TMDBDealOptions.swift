/// How the TMDB repository chooses films: the discover query and the recommendations blend.
public struct TMDBDealOptions: Sendable, Equatable {
    /// The least number of votes a discovered film needs, so the deck is not full of unknown films.
    public var voteCountFloor = 200
    /// The language of titles and overviews.
    public var language = "en-US"
    /// The country whose release dates TMDB gives (ISO 3166-1, upper case); nil: the primary release dates.
    public var region: String?
    /// How many of the newest favourites lend their recommendations.
    public var recentFavourites = 3

    /// The defaults.
    public init() {}
}
