/// A film as every layer sees it, whatever its source.
public struct Film: Sendable, Hashable, Identifiable {
    public let id: FilmID
    public let title: String
    /// Year of release, when the source knows it.
    public let year: Int?
    /// A one-sentence logline or the source's synopsis; empty when there is none.
    public let overview: String
    /// Genre names, most defining first, each once.
    public let genres: [String]
    /// Running time in minutes, when known.
    public let runtime: Int?
    /// Mean rating on a 0–10 scale.
    public let rating: Double
    /// How many ratings `rating` is the mean of.
    public let ratingCount: Int
    /// TMDB poster path, when known.
    public let posterPath: String?
    /// Why a recommender dealt the film ("because you liked Alien"), when it says.
    public var reason: String?
    /// The film's certificate (the MPAA rating: "PG-13", "R"), when the source knows it.
    public var certificate: String?
    /// Its rating on IMDb, when the source knows it.
    public var imdb: IMDbRating?
    /// What it cost to make, in US dollars, when the source knows it.
    public var budget: Int?
    /// How many of the source's ratings gave ½, 1, 1½ … 5 stars: ten counts, or none when unknown.
    public var ratingSpread: [Int] = []
    /// The title in the film's first language, or other names it goes by ("Seven (a.k.a. Se7en)"), when the source says.
    public var originalTitle: String?
    /// Titles of the films nearest to it in the players' ratings ("fans also liked"), when the recommender knows them.
    public var fansAlsoLiked: [String] = []
    /// Who directed it and who is in it, when the source has said (TMDB's details); nil while unknown.
    public var people: FilmPeople?
    /// Where it can be watched in the player's region, when the source has said; nil while unknown.
    public var availability: FilmAvailability?
    /// The best trailer's address (an official YouTube trailer first), when the source has one.
    public var trailerURL: String?
    /// The film's page at its source (TMDB's page for a TMDB film), when it has one.
    public var pageURL: String?
    /// The series the source says the film belongs to (TMDB's collection, as "tmdb:ID"), when it says: the
    /// recommender spaces a series' films out.
    public var collection: String?

    /// Creates a film; every field but the id and title has a neutral default. A genre a source names twice is kept once.
    public init(
        id: FilmID,
        title: String,
        year: Int? = nil,
        overview: String = "",
        genres: [String] = [],
        runtime: Int? = nil,
        rating: Double = 0,
        ratingCount: Int = 0,
        posterPath: String? = nil,
        reason: String? = nil
    ) {
        self.id = id
        self.title = title
        self.year = year
        self.overview = overview
        var named = Set<String>()
        self.genres = genres.filter { named.insert($0).inserted }
        self.runtime = runtime
        self.rating = rating
        self.ratingCount = ratingCount
        self.posterPath = posterPath
        self.reason = reason
    }
}
