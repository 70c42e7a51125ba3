import FilmSwipeDomain

/// Simulated players: the game's recommender in the loop it is played in (deal a card, hear the swipe, deal again),
/// against EASE and item-kNN re-scored after every reaction and popularity, on the folds `OfflineEvaluation` uses.
public enum SessionEvaluation {
    /// Cards dealt to each simulated player.
    public static let cards = 30
    /// Likes after which the genre share of the cards is taken.
    public static let likesBeforeGenreShare = 5

    /// Splits the users as `OfflineEvaluation.run` does (same seed, same folds, same validation split); for each fold
    /// builds every method from the other folds' ratings, then plays every fold user with at least `minimumRatings`
    /// ratings: the earlier half of their ratings (by time) is their history, fed as swipes, and `cards` cards are dealt
    /// one at a time, each answered from their later ratings (`SimulatedPlayer`). A hit is a card they rated ≥ 4.0.
    /// Item-kNN's neighbours and shrink and EASE's λ are chosen on the validation split by hits, from the grids the
    /// one-shot evaluation tries; EASE needs `inversion`. `onValidation` plays the validation users instead of the folds,
    /// for tuning the game's knobs without looking at the test folds.
    public static func run(
        ratings: RatingSet, films: [Film], folds: Int = 5, seed: UInt64 = 1, tuning: RecommenderTuning = .standard,
        minimumRatings: Int = 20, inversion: SymmetricInversion? = nil, onValidation: Bool = false
    ) -> SessionReport {
        let split = EvaluationSplit(ratings: ratings, films: films, folds: folds, seed: seed, minimumRatings: minimumRatings)
        let genres = genreNumbers(films)
        let validation = EvaluationFold(
            ratings: ratings, films: films, index: split.index, excluding: split.validationExcluded, tuning: tuning, inversion: inversion,
            withGame: onValidation
        )
        let players = split.validationSplits.map(SimulatedPlayer.init)
        func validationHits(_ dealer: (SimulatedPlayer) -> any SessionDealer) -> Double {
            var tally = SessionTally()
            for player in players { play(player, dealer(player), genres: genres, into: &tally) }
            return Estimate.mean(tally.hits).value
        }
        let knnSettings = OfflineEvaluation.shrinkGrid.flatMap { shrink in
            let graph = validation.cooccurrence.cosineNeighbours(itemCount: films.count, keep: OfflineEvaluation.neighbourGrid.max()!, shrink: shrink)
            return OfflineEvaluation.neighbourGrid.map { keep in
                (keep: keep, shrink: shrink, hits: validationHits { validation.knnSession($0.user, graph: graph, keep: keep) })
            }
        }
        let knnChoice = OfflineEvaluation.best(of: knnSettings) { $0.hits }
        let (neighbours, shrink) = (knnChoice.keep, knnChoice.shrink)
        let lambda = inversion.map { inversion in
            OfflineEvaluation.best(of: OfflineEvaluation.lambdaGrid) { lambda in
                guard let weights = try? EASEWeights.solve(validation.cooccurrence, lambda: lambda, inversion: inversion) else { return -.infinity }
                return validationHits { validation.easeSession($0.user, weights: weights) }
            }
        }

        let plan: [(test: [Int32], fold: () -> EvaluationFold)] = onValidation
            ? [(split.validationUsers, { validation })]
            : split.foldUsers.map { test in
                (test, {
                    EvaluationFold(ratings: ratings, films: films, index: split.index, excluding: Set(test), tuning: tuning, inversion: inversion, withGame: true)
                })
            }
        var tallies = [SessionTally](repeating: SessionTally(), count: SessionMethod.allCases.count)
        for (test, makeFold) in plan {
            let fold = makeFold()
            let knn = fold.cooccurrence.cosineNeighbours(itemCount: films.count, keep: neighbours, shrink: shrink)
            let ease = lambda.flatMap { try? EASEWeights.solve(fold.cooccurrence, lambda: $0, inversion: inversion!) }
            for user in test.sorted() where split.isEvaluable(user) {
                let player = SimulatedPlayer(user: split.heldOut(user))
                let userSeed = seed ^ UInt64(UInt32(bitPattern: user))
                for method in SessionMethod.allCases {
                    let dealer: (any SessionDealer)? = switch method {
                    case .game: fold.gameSession(player.user, seed: userSeed, exploring: false)
                    case .gameDealt: fold.gameSession(player.user, seed: userSeed, exploring: true)
                    case .ease: ease.map { fold.easeSession(player.user, weights: $0) }
                    case .itemKNN: fold.knnSession(player.user, graph: knn, keep: neighbours)
                    case .popularity: PopularityDealer(order: fold.popularity, user: player.user)
                    }
                    if let dealer { play(player, dealer, genres: genres, into: &tallies[method.rawValue]) }
                }
            }
        }
        let rows = SessionMethod.allCases.compactMap { method -> SessionReport.Row? in
            guard method != .ease || lambda != nil else { return nil }
            let tally = tallies[method.rawValue]
            return SessionReport.Row(
                name: method.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                hits: .mean(tally.hits), hitsAtTen: .mean(tally.hitsAtTen), genreShare: .mean(tally.genreShare), genreShareUsers: tally.genreShare.count
            )
        }
        let baseline: SessionMethod = lambda != nil ? .ease
            : Estimate.mean(tallies[SessionMethod.itemKNN.rawValue].hits).value >= Estimate.mean(tallies[SessionMethod.popularity.rawValue].hits).value
            ? .itemKNN : .popularity
        let game = tallies[SessionMethod.game.rawValue]
        return SessionReport(
            rows: rows,
            comparison: MethodComparisonOfHits(
                method: SessionMethod.game.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                baseline: baseline.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                hits: .difference(game.hits, tallies[baseline.rawValue].hits)
            ),
            dealtComparison: MethodComparisonOfHits(
                method: SessionMethod.gameDealt.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                baseline: baseline.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                hits: .difference(tallies[SessionMethod.gameDealt.rawValue].hits, tallies[baseline.rawValue].hits)
            ),
            cards: cards, users: game.userCount, folds: onValidation ? 0 : split.foldUsers.count, seed: seed,
            neighbours: neighbours, shrink: shrink, lambda: lambda
        )
    }

    // Deals `cards` cards one at a time to `player`, each answered before the next is chosen.
    static func play(_ player: SimulatedPlayer, _ dealer: some SessionDealer, genres: [[UInt8]], into tally: inout SessionTally) {
        var dealer = dealer
        var dealt: [Int32] = []
        while dealt.count < cards, let item = dealer.next() {
            dealt.append(item)
            let answer = player.answer(item)
            dealer.hear(item, answer.reaction, rated: answer.rated)
        }
        tally.add(
            cards: dealt, isHit: player.isHit, isLike: { player.answer($0).reaction == .favourite }, genres: { genres[Int($0)] },
            likesBeforeShare: likesBeforeGenreShare
        )
    }

    // Each film's genres as numbers, by model index.
    private static func genreNumbers(_ films: [Film]) -> [[UInt8]] {
        var numbers: [String: UInt8] = [:]
        return films.map { film in
            film.genres.compactMap { name in
                if let known = numbers[name] { return known }
                guard numbers.count < 255 else { return nil }
                numbers[name] = UInt8(numbers.count)
                return numbers[name]
            }
        }
    }
}

extension EvaluationFold {
    /// The game's session for `user`, exploring as played when `exploring`.
    func gameSession(_ user: HeldOutUser, seed: UInt64, exploring: Bool) -> GameSessionDealer? {
        model.map { GameSessionDealer(model: $0, user: user, seed: seed, exploring: exploring) }
    }

    /// EASE re-scored after every reaction.
    func easeSession(_ user: HeldOutUser, weights: EASEWeights) -> ScoreSumDealer {
        ScoreSumDealer(itemCount: itemCount, user: user) { item, scores in weights.add(item, to: &scores) }
    }

    /// Item-kNN re-scored after every reaction, each rated film adding the similarities of its `keep` nearest films.
    func knnSession(_ user: HeldOutUser, graph: NeighbourGraph, keep: Int) -> ScoreSumDealer {
        ScoreSumDealer(itemCount: itemCount, user: user) { item, scores in
            for slot in graph.row(item).prefix(keep) { scores[Int(graph.films[slot])] += Double(graph.similarities[slot]) }
        }
    }
}
