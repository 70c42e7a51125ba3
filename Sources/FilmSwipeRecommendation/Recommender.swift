import FilmSwipeDomain

/// One player's session: learns from every reaction and deals the best films not yet seen.
/// A value type, so a copy is a snapshot; the shared model is never changed.
public struct Recommender: Sendable {
    /// The reason of a film the player's likes are near, though none of them is one of its strong neighbours.
    public static let tasteReason = "popular with people who like what you like"
    /// The reason of a film dealt for its popularity and rating alone.
    public static let popularReason = "popular and well rated"
    /// The reason of an exploring card when the player has no favourite genre yet.
    public static let differentReason = "something different"

    /// The model the session ranks with.
    public let model: RecommendationModel
    /// The seed of the exploration choices: the same seed and reactions deal the same deck.
    public let seed: UInt64
    /// Whether every `RecommenderTuning.explorationEvery`-th card explores another genre; off, the deal is the ranking.
    public let exploring: Bool

    /// Sum over reactions of weight × similarity to each film: the collaborative part of the score.
    private var collaborative: [Float]
    /// Sum over reactions of weight per genre of the reacted film.
    private var genreAffinity: [Float]
    private var reactionWeight: Float = 0
    private var likedYearSum: Float = 0
    private var likedYearWeight: Float = 0
    private var seen: [Bool]
    private var reactions: [Int32: UserReaction] = [:]
    /// The signed weight each reaction was added with, so taking it back is exact whatever came after.
    private var applied: [Int32: Float] = [:]
    /// The factor of the next reaction: it grows with every reaction so recent swipes count most, and
    /// scores divide by it; everything is rescaled before it can overflow.
    private var boost: Float = 1
    /// Films reacted to with a like or watchlist, oldest first: the candidates for a card's reason.
    private var liked: [Int32] = []
    /// How a card's reason names a reaction that came from elsewhere ("you rated Heat 4.5 on Letterboxd").
    private var phrases: [Int32: String] = [:]
    /// Cards dealt by `next` so far; it places the exploration slots.
    public private(set) var dealtCount = 0
    /// The films of the last few cards dealt (`RecommendedFilmRepository.pageSize` − 1): a series among them waits.
    private var recentlyDealt: [Int32] = []

    /// A fresh session over `model`; no reactions yet, so it deals the cold-start order. `exploring` off deals the
    /// ranking alone (for scripts and measurement).
    public init(model: RecommendationModel, seed: UInt64, exploring: Bool = true) {
        self.model = model
        self.seed = seed
        self.exploring = exploring
        collaborative = [Float](repeating: 0, count: model.films.count)
        genreAffinity = [Float](repeating: 0, count: model.genreNames.count)
        seen = [Bool](repeating: false, count: model.films.count)
    }

    /// The reaction recorded for `film`, `.none` when there is none.
    public func reaction(to film: FilmID) -> UserReaction {
        model.position(of: film).flatMap { reactions[$0] } ?? .none
    }

    /// Records `reaction` to `film` (replacing an earlier one) and marks it seen; `.none` takes a reaction back
    /// but keeps the film seen. A card dealt because of it says "because " and `phrase` when given ("you rated Heat 4.5
    /// on Letterboxd"). Films the model does not know are ignored. Costs O(neighbours + genres).
    public mutating func react(_ film: FilmID, _ reaction: UserReaction, because phrase: String? = nil) {
        guard let item = model.position(of: film) else { return }
        seen[Int(item)] = true
        phrases[item] = phrase
        let old = reactions[item] ?? .none
        guard old != reaction else { return }
        let oldWeight = applied[item] ?? 0
        let newWeight = weight(of: reaction) * boost
        apply(item, weight: newWeight - oldWeight)
        applied[item] = newWeight == 0 ? nil : newWeight
        reactionWeight += abs(newWeight) - abs(oldWeight)
        let year = Float(model.years[Int(item)])
        if year > 0 {
            // Only likes say which era the player enjoys; a dislike of a 1950s film says little about the 1990s.
            let likeChange = max(newWeight, 0) - max(oldWeight, 0)
            likedYearSum += likeChange * year
            likedYearWeight += likeChange
        }
        if reaction != .none { growBoost() }
        reactions[item] = reaction == .none ? nil : reaction
        liked.removeAll { $0 == item }
        if reaction == .favourite || reaction == .watchlist { liked.append(item) }
    }

    /// Feeds `history` as the game does: reactions with the phrase their card reasons give ("you rated Heat 4.5 on
    /// Letterboxd"), ratings as the swipes they stand for.
    public mutating func replay(_ history: RecommenderHistory) {
        switch history {
        case let .reactions(records):
            for record in records { react(record.film.id, record.reaction, because: RecommendedFilmRepository.phrase(for: record)) }
        case let .ratings(ratings):
            for rating in ratings { react(rating.filmID, rating.swipe) }
        }
    }

    /// Deals `count` films as the game deals them: a page of `RecommendedFilmRepository.pageSize` at a time.
    public mutating func deal(count: Int) -> [Recommendation] {
        var dealt: [Recommendation] = []
        while dealt.count < count {
            let page = next(count: min(RecommendedFilmRepository.pageSize, count - dealt.count))
            dealt += page
            if page.isEmpty { break }
        }
        return dealt
    }

    /// Marks films as already dealt without a reaction (say, from an earlier game), so they are not dealt again.
    public mutating func markSeen<Films: Sequence>(_ films: Films) where Films.Element == FilmID {
        for film in films {
            if let item = model.position(of: film) { seen[Int(item)] = true }
        }
    }

    /// Takes back films dealt by `next` and not reacted to (cards still waiting on the deck), so the next deal ranks them
    /// again with the others; a film reacted to, or unknown, stays as it is.
    public mutating func takeBack<Films: Sequence>(_ films: Films) where Films.Element == FilmID {
        for film in films {
            guard let item = model.position(of: film), seen[Int(item)], reactions[item] == nil else { continue }
            seen[Int(item)] = false
            dealtCount = max(0, dealtCount - 1)
            recentlyDealt.removeAll { $0 == item }
        }
    }

    /// Whether `film` was dealt or reacted to.
    public func hasSeen(_ film: FilmID) -> Bool {
        model.position(of: film).map { seen[Int($0)] } ?? false
    }

    /// Deals the next `count` films: the best unseen ones passing `filters`, not in `excluding`, with every
    /// `explorationEvery`-th card from outside the favourite genre. They are marked seen, so never dealt twice.
    public mutating func next(count: Int, excluding: Set<FilmID> = [], filters: RecommendationFilter = .none) -> [Recommendation] {
        let dealt = ranked(count: count, excluding: excluding, filters: filters)
        markSeen(dealt.map(\.film))
        dealtCount += dealt.count
        recentlyDealt = Array((recentlyDealt + dealt.compactMap { model.position(of: $0.film) }).suffix(RecommendedFilmRepository.pageSize - 1))
        return dealt
    }

    /// What `next` would deal, without dealing it: for showing a re-ranked deck after every swipe.
    public func ranked(count: Int, excluding: Set<FilmID> = [], filters: RecommendationFilter = .none) -> [Recommendation] {
        let count = min(count, model.films.count)
        guard count > 0 else { return [] }
        let admits = model.admission(for: filters)
        let excluded = Set(excluding.compactMap { model.position(of: $0) })
        let focus = focusGenre()
        let dominant = focus ?? dominantGenre()
        let every = self.exploring ? model.tuning.explorationEvery : 0
        let exploring = (0..<count).map { every > 0 && (dealtCount + $0 + 1) % every == 0 }
        let slots = exploring.filter { $0 }.count
        // Films of a series already among the cards wait, so a few more candidates are kept to take their places.
        let spare = model.hasSeries ? 4 * count + 8 : 0
        var best = BestScores(capacity: count + slots + spare)
        var different = BestScores(capacity: count + 3 * slots + spare)
        let yearCentre = likedYearWeight > 0 ? likedYearSum / likedYearWeight : nil
        for item in 0..<Int32(model.films.count) where !seen[Int(item)] && admits(item) && !excluded.contains(item) {
            let value = score(item, yearCentre: yearCentre, focus: focus)
            best.insert(value, index: item)
            if slots > 0, dominant.map({ !model.film(item, hasGenre: $0) }) ?? true {
                different.insert(value, index: item)
            }
        }
        return assemble(best.sortedDescending().map(\.index), different.sortedDescending().map(\.index), exploring: exploring, dominant: dominant)
    }

    /// The score `film` would be ranked by now, or nil when the model does not know it.
    public func score(of film: FilmID) -> Float? {
        guard let item = model.position(of: film) else { return nil }
        return score(item, yearCentre: likedYearWeight > 0 ? likedYearSum / likedYearWeight : nil, focus: focusGenre())
    }

    // Main slots take the best in order; exploration slots take one of the three best films outside the favourite
    // genre, chosen by the seed and the card's position, so the deck varies by seed but replays exactly. A film of a
    // series dealt in the last few cards (or already picked) waits, unless the player likes that series; when nothing
    // else is left it is dealt all the same.
    private func assemble(_ best: [Int32], _ different: [Int32], exploring: [Bool], dominant: UInt8?) -> [Recommendation] {
        let likedSeries = Set(liked.map { model.series[Int($0)] }.filter { $0 >= 0 })
        var waiting = Set(recentlyDealt.map { model.series[Int($0)] }.filter { $0 >= 0 && !likedSeries.contains($0) })
        var used = Set<Int32>()
        let open = { (item: Int32) in !used.contains(item) && !waiting.contains(model.series[Int(item)]) }
        var result: [Recommendation] = []
        for (slot, explores) in exploring.enumerated() {
            var pick: Int32?
            var explored = false
            if explores {
                let choices = Array(different.lazy.filter(open).prefix(3))
                if !choices.isEmpty {
                    var random = SeededRandom(seed: seed, stream: UInt64(dealtCount + slot))
                    pick = choices[Int(random.next() % UInt64(choices.count))]
                    explored = true
                }
            }
            if pick == nil { pick = best.first(where: open) ?? different.first(where: open) }
            if pick == nil { pick = best.first { !used.contains($0) } ?? different.first { !used.contains($0) } }
            guard let item = pick else { break }
            used.insert(item)
            let series = model.series[Int(item)]
            if series >= 0, !likedSeries.contains(series) { waiting.insert(series) }
            result.append(Recommendation(film: model.films[Int(item)], reason: reason(for: item, explored: explored, dominant: dominant)))
        }
        return result
    }

    private func score(_ item: Int32, yearCentre: Float?, focus: UInt8?) -> Float {
        let tuning = model.tuning
        let focused: Float = if let focus, model.film(item, hasGenre: focus) { tuning.focusWeight } else { 0 }
        // What the player's reactions say of the film, believed as far as its ratings allow.
        var personal = collaborative[Int(item)] / boost
        if reactionWeight > 0 {
            let genres = model.genres(of: item)
            if !genres.isEmpty {
                var affinity: Float = 0
                for genre in genres { affinity += genreAffinity[Int(genre)] }
                personal += tuning.genreWeight * affinity / (Float(genres.count) * reactionWeight)
            }
        }
        if let yearCentre, model.years[Int(item)] > 0 {
            let distance = abs(Float(model.years[Int(item)]) - yearCentre)
            personal += tuning.yearWeight / (1 + distance / 10)
        }
        return model.prior[Int(item)] + model.confidence[Int(item)] * personal + focused
    }

    // The truest reason the film's score gives: a liked film only when one of the two is among the other's strong
    // neighbours (`RecommenderTuning.reasonSimilarity`), else the genre the player likes most when the film has it, else the
    // films the player's likes are near, else its popularity.
    private func reason(for item: Int32, explored: Bool, dominant: UInt8?) -> String {
        if explored, let dominant { return "a change from \(model.genreNames[Int(dominant)])" }
        var strongest: Float = 0
        var source: Int32?
        for likedItem in liked {
            // Either film among the other's strong neighbours: a source's own recommendations (a bridged catalogue's) are
            // in the liked film's row only.
            let similarity = max(model.graph.similarity(of: likedItem, in: item), model.graph.similarity(of: item, in: likedItem))
            guard similarity >= model.tuning.reasonSimilarity else { continue }
            let pull = (applied[likedItem] ?? 0) * similarity
            if pull > strongest {
                strongest = pull
                source = likedItem
            }
        }
        if let source {
            if let phrase = phrases[source] { return "because \(phrase)" }
            let title = model.titles[Int(source)]
            return reactions[source] == .watchlist ? "because you saved \(title) to watch" : "because you liked \(title)"
        }
        if let dominant, model.film(item, hasGenre: dominant) { return "because you like \(model.genreNames[Int(dominant)])" }
        if explored { return Self.differentReason }
        if collaborative[Int(item)] > 0 { return Self.tasteReason }
        return Self.popularReason
    }

    // The genre the latest likes lean to, when they lean far more than the catalogue does: at least `focusShare` of the
    // last `focusLikes` likes (and at least half that many likes) have it, and that share is at least `focusLift` times
    // the share of films that have it. Of two such genres, the one leaned to most beyond the catalogue.
    private func focusGenre() -> UInt8? {
        let tuning = model.tuning
        guard tuning.focusWeight != 0, tuning.focusLikes > 0, liked.count * 2 >= tuning.focusLikes else { return nil }
        let latest = liked.suffix(tuning.focusLikes)
        var counts: [UInt8: Int] = [:]
        for item in latest {
            for genre in model.genres(of: item) { counts[genre, default: 0] += 1 }
        }
        var focus: UInt8?
        var highest: Float = 0
        for (genre, count) in counts.sorted(by: { $0.key < $1.key }) {
            let share = Float(count) / Float(latest.count)
            let lift = share * Float(model.films.count) / Float(max(1, model.genreFilmCounts[Int(genre)]))
            if share >= tuning.focusShare, lift >= tuning.focusLift, lift > highest {
                highest = lift
                focus = genre
            }
        }
        return focus
    }

    private func dominantGenre() -> UInt8? {
        var bestGenre: UInt8?
        var bestAffinity: Float = 0
        for (genre, affinity) in genreAffinity.enumerated() where affinity > bestAffinity {
            bestAffinity = affinity
            bestGenre = UInt8(genre)
        }
        return bestGenre
    }

    private func weight(of reaction: UserReaction) -> Float {
        switch reaction {
        case .favourite: model.tuning.favouriteWeight
        case .watchlist: model.tuning.watchlistWeight
        case .seen: model.tuning.seenWeight
        case .dislike: -model.tuning.dislikeWeight
        case .none: 0
        }
    }

    private mutating func growBoost() {
        boost *= 1 + model.tuning.recency
        guard boost > 1e6 else { return }
        let shrink = 1 / boost
        for index in collaborative.indices { collaborative[index] *= shrink }
        for index in genreAffinity.indices { genreAffinity[index] *= shrink }
        for (item, weight) in applied { applied[item] = weight * shrink }
        reactionWeight *= shrink
        likedYearSum *= shrink
        likedYearWeight *= shrink
        boost = 1
    }

    // Adds `weight` of `item`'s influence; a negative weight takes an old reaction back exactly.
    private mutating func apply(_ item: Int32, weight: Float) {
        guard weight != 0 else { return }
        let graph = model.graph
        for position in Int(graph.offsets[Int(item)])..<Int(graph.offsets[Int(item) + 1]) {
            collaborative[Int(graph.films[position])] += weight * graph.similarities[position]
        }
        for genre in model.genres(of: item) { genreAffinity[Int(genre)] += weight }
    }
}
