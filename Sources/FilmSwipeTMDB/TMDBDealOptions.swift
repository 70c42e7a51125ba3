import FilmSwipeDomain

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
    /// The player's streaming services, which a filter asking for `onlyYourServices` deals from; none: such a filter
    /// cannot be applied.
    public var yourServices: WatchServices?
    /// The kinds of offer that count as "on your services": included in the subscription, free, or free with adverts.
    public static let yourServicesMonetization = "flatrate|free|ads"

    /// The defaults.
    public init() {}
}
