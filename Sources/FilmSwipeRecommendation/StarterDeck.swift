import FilmSwipeDomain

/// A new player's first cards, dealt before the model knows them: well-known, well-liked films, shuffled by a seed and
/// spread across genres, each with the reason it was chosen ("popular with people who like Drama", "a classic to
/// start"). Two seeds deal two different starts; the same seed deals the same one.
public struct StarterDeck: Sendable {
    /// The most-rated films a start is drawn from: well known, whichever the seed.
    public static let wellKnownCount = 100
    /// The lowest mean rating (0–10) of a film in a start: well liked, not merely much rated (Ace Ventura has many ratings).
    public static let minimumRating = 7.0
    /// Films released before this year are the classics; one of them is dealt among the first page when there is one.
    public static let classicBefore = 1980
    /// The reason on a classic's card.
    public static let classicReason = "a classic to start"

    /// The reason on a film without a genre to name.
    public static let crowdReason = "a crowd favourite to start"

    /// The films in the order they are dealt, each with its reason.
    public let films: [Film]

    /// The start for `seed` from `catalogue` (most-rated first), limited to the films `filters` admit.
    public init(catalogue: [Film], seed: UInt64, filters: RecommendationFilter = .none, classicWithin: Int = RecommendedFilmRepository.pageSize) {
        let wellKnown = catalogue.lazy.filter { filters.admits($0) }.prefix(Self.wellKnownCount)
        var random = SeededRandom(seed: seed, stream: Self.stream)
        var pool = Array(wellKnown.filter { $0.rating >= Self.minimumRating })
        // Fisher–Yates by hand: the standard library's shuffle may change between Swift versions, and a seed must
        // deal the same start on every build.
        for index in stride(from: pool.count - 1, to: 0, by: -1) {
            pool.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        // Where the page's classic goes, so it is not always the first card.
        let classicSlot = Int(random.next() % UInt64(max(1, classicWithin)))
        // A reason names a genre the player asked for, when they asked for some.
        let asked = Set(filters.genres.map { $0.lowercased() })
        var named: Set<String> = []
        var dealt: [Film] = []
        while !pool.isEmpty {
            if dealt.count == classicSlot, let classic = pool.firstIndex(where: { ($0.year ?? Int.max) < Self.classicBefore }) {
                var film = pool.remove(at: classic)
                film.reason = Self.classicReason
                dealt.append(film)
                continue
            }
            let nameable = { (film: Film) in film.genres.filter { asked.isEmpty || asked.contains($0.lowercased()) } }
            // The next film that brings a genre not named yet; once every genre left has been named, a new round begins.
            var pick = pool.firstIndex { nameable($0).contains { !named.contains($0) } }
            if pick == nil {
                named = []
                pick = pool.firstIndex { !nameable($0).isEmpty } ?? pool.startIndex
            }
            var film = pool.remove(at: pick!)
            if let genre = nameable(film).first(where: { !named.contains($0) }) {
                named.insert(genre)
                film.reason = "popular with people who like \(genre)"
            } else {
                film.reason = Self.crowdReason
            }
            dealt.append(film)
        }
        films = dealt
    }

    // Its own stream of the seed, apart from the ones the recommender's exploration draws.
    private static let stream: UInt64 = 0x5354_4152_5445_5200
}
