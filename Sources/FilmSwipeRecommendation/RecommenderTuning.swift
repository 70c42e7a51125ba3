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
    /// Added to the score of every film of the genre the latest likes lean to (see `focusLikes`), so after ten horror
    /// likes the deck deals horror, not the classics horror fans also rated; 0 never leans. A player whose likes are as
    /// varied as most raters' never triggers it: on the validation splits it cost no hits.
    public var focusWeight: Float = 0
    /// How many of the latest likes say which genre the deck leans to; at least half as many likes are needed.
    public var focusLikes = 10
    /// The share of those likes a genre needs for the deck to lean to it.
    public var focusShare: Float = 0.9
    /// How many times the catalogue's share of films with the genre those likes' share must be (Drama, on half the
    /// films, leans only when all the likes are dramas).
    public var focusLift: Float = 2
    /// How near a liked film must be for a card to say "because you liked" it: its similarity in the card's film's
    /// neighbour row, or the card's film's in its row (the nearest is 1). Chosen on the validation splits of seeds 1–3
    /// (EASE's neighbours): from 0.4 up, the validation raters who liked the one liked the other 3.7–4.5 times as often
    /// as raters at large did, as near as for the nearest neighbours (3.8–4.1); from 0.3 to 0.4, 3.3–3.8 times; under
    /// 0.3, under 3 (the pairs of films everyone rated). Below it, the card gives another reason.
    public var reasonSimilarity: Float = 0.4

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

    /// The values chosen on the bundled ratings' validation splits. Issue 6 chose the cosine's knobs and the weights of
    /// a reaction for the one-shot evaluation; issue 32 tuned on simulated sessions (`SessionEvaluation`, the validation
    /// splits of seeds 1–3): EASE's weights as the neighbours (λ 1000, each film's 100 strongest), each reaction counting
    /// 2% more than the one before it, dislikes pushing their neighbours a quarter as hard as before, and the deck leaning
    /// to a genre nine of the last ten likes share (see `focusWeight`). The cosine's knobs stay for the builds without
    /// linear algebra (a full MovieLens release, a catalogue built at run time), which fall back on it.
    public static let standard: RecommenderTuning = {
        var tuning = RecommenderTuning(
            neighbours: 35, shrinkage: 10, ratingAgreement: 1, asymmetry: 0.6,
            raterDamping: 1, normalisesRows: true,
            favouriteWeight: 1, watchlistWeight: 0.5, dislikeWeight: 0.15, recency: 0.02,
            raterCap: 1000,
            genreWeight: 3, yearWeight: 0.1, popularityWeight: 1, qualityWeight: 0.1,
            explorationEvery: 5
        )
        tuning.itemWeights = .ease(lambda: 1000, minimumRatings: 3, neighbours: 100)
        tuning.focusWeight = 4
        tuning.focusShare = 0.9
        tuning.focusLift = 2
        return tuning
    }()
}
