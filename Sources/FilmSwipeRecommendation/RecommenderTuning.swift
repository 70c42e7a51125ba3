/// The knobs of the recommender; `standard` holds the values the offline evaluation chose.
public struct RecommenderTuning: Sendable, Hashable {
    /// Neighbours kept per film by the cosine (EASE says its own): more reach, more noise, slower swipes.
    public var neighbours: Int
    /// Co-raters a similarity needs before it is trusted: `similarity × n / (n + shrinkage)`.
    public var shrinkage: Float
    /// How much rating agreement counts beside co-rating: 0 is pure co-occurrence, large is adjusted cosine.
    public var ratingAgreement: Float
    /// Exponent on the liked film's norm in the asymmetric cosine; 0.5 is the plain cosine, higher favours popular neighbours.
    public var asymmetry: Float
    /// How much prolific raters are discounted: each rater's pairs count `1 / ratings^raterDamping`.
    public var raterDamping: Float
    /// Whether each film's neighbour similarities are scaled so the strongest is 1, so every like pulls alike.
    public var normalisesRows: Bool
    /// Pull of a favourite on its neighbours.
    public var favouriteWeight: Float
    /// Pull of a watchlist swipe: a mild like.
    public var watchlistWeight: Float
    /// Pull of a film watched without a strong opinion (imported histories): people mostly watch what they expect to
    /// like, so a mild like, milder than the watchlist.
    public var seenWeight: Float = 0.2
    /// Push of a dislike on its neighbours (applied negatively).
    public var dislikeWeight: Float
    /// How much more each reaction counts than the one before it (0.05: a swipe 14 swipes back counts half).
    public var recency: Float
    /// Ratings per rater that inform similarities: a prolific rater's pairs are damped to almost nothing yet cost
    /// the square of their count to sum, so only their first `raterCap` ratings are used.
    public var raterCap: Int
    /// Weight of the genre affinity learnt from reactions.
    public var genreWeight: Float
    /// Weight of closeness to the liked films' mean year.
    public var yearWeight: Float
    /// Weight of popularity (log rating count, 0–1): the cold-start order.
    public var popularityWeight: Float
    /// Weight of the film's shrunk mean rating above the average, in stars.
    public var qualityWeight: Float
    /// Every this-many-th dealt card explores outside the favourite genre; 0 never explores.
    public var explorationEvery: Int
    /// How neighbours are weighed.
    public var itemWeights: ItemWeighting = .cosine
    /// Ratings a film needs before the player's taste moves its score half as far as it would a well-known film's:
    /// its taste part is scaled by `ratings / (ratings + evidenceShrinkage)`; 0 believes every film alike.
    public var evidenceShrinkage: Float = 5
    /// Added to the score of a film of the genre most of the latest likes share (see `focusLikes`); 0 never leans.
    public var focusWeight: Float = 0
    /// How many of the latest likes say which genre the deck leans to.
    public var focusLikes = 10
    /// The share of those likes a genre needs for the deck to lean to it.
    public var focusShare: Float = 0.7
    /// Whether a reaction counts for a genre by how rare the genre is (`RecommendationModel.genreRarity`).
    public var genreLift = false
    /// 0: the reactions' pull on a film is their sum; above 0, their weighted mean times this, so the taste part keeps
    /// one scale however many reactions there are.
    public var collaborativeScale: Float = 0
    /// How near a liked film must be for a card to say "because you liked" it: its similarity in the card's film's
    /// neighbour row (the nearest is 1). Chosen on the validation splits of seeds 1–3: from 0.5 up, the fans of a liked
    /// film went on to like the card's film at least two-thirds as often as they liked its nearest neighbours (12–14%
    /// against 16–18%); from 0.4 to 0.5, 9–10%, and below 0.3 under 4%. Below it, the card gives another reason.
    public var reasonSimilarity: Float = 0.5

    /// Creates a tuning; every knob is named so experiments read like their description.
    public init(
        neighbours: Int, shrinkage: Float, ratingAgreement: Float, asymmetry: Float,
        raterDamping: Float, normalisesRows: Bool, favouriteWeight: Float, watchlistWeight: Float, dislikeWeight: Float, recency: Float,
        raterCap: Int,
        genreWeight: Float, yearWeight: Float, popularityWeight: Float, qualityWeight: Float,
        explorationEvery: Int
    ) {
        self.neighbours = neighbours
        self.shrinkage = shrinkage
        self.ratingAgreement = ratingAgreement
        self.asymmetry = asymmetry
        self.raterDamping = raterDamping
        self.normalisesRows = normalisesRows
        self.favouriteWeight = favouriteWeight
        self.watchlistWeight = watchlistWeight
        self.dislikeWeight = dislikeWeight
        self.recency = recency
        self.raterCap = raterCap
        self.genreWeight = genreWeight
        self.yearWeight = yearWeight
        self.popularityWeight = popularityWeight
        self.qualityWeight = qualityWeight
        self.explorationEvery = explorationEvery
    }

    /// The values chosen on the bundled ratings' 5-fold evaluation (issue 6). EASE's weights
    /// (`ItemWeighting.ease`) were tried in issue 21 and dealt worse than the cosine on the test folds (see docs/recommendations.md).
    public static let standard = RecommenderTuning(
        neighbours: 35, shrinkage: 10, ratingAgreement: 1, asymmetry: 0.6,
        raterDamping: 1, normalisesRows: true,
        favouriteWeight: 1, watchlistWeight: 0.5, dislikeWeight: 0.6, recency: 0,
        raterCap: 1000,
        genreWeight: 3, yearWeight: 0.1, popularityWeight: 1, qualityWeight: 0.1,
        explorationEvery: 5
    )
}
