import FilmSwipeDomain

/// The held-out-users evaluation: the game's recommender against popularity, item-kNN, EASE (where a linear-algebra
/// library is given) and random order, on the same folds, users and protocol.
public enum OfflineEvaluation {
    /// The neighbours a film item-kNN is tried with on the validation split.
    public static let neighbourGrid = [10, 20, 50, 100, 200, 400]
    /// The shrink terms item-kNN's cosine is tried with (added to its divisor, so few co-raters count for less).
    public static let shrinkGrid: [Double] = [0, 10, 50, 200]
    /// The regularisers EASE is tried with on the validation split.
    public static let lambdaGrid: [Double] = [50, 100, 200, 300, 500, 1000, 2000]
    /// EASE is also scored with this λ when the validation split chose another: the λ other figures were made with.
    public static let referenceLambda = 300.0
    /// Item-kNN and EASE leave out films with fewer ratings than this in the training users.
    public static let baselineMinimumRatings = 3

    /// Splits the users into `folds` (by `seed`); for each fold builds every method from the other folds' ratings,
    /// then for every fold user with at least `minimumRatings` ratings feeds the earlier half (by time) as swipes
    /// (≥ 4.0 favourite, ≤ 2.5 dislike, else seen) and scores the next 10 (20 for recall) dealt films, none from
    /// the earlier half, against the later films the user rated ≥ 4.0. Item-kNN's neighbours and shrink and EASE's λ are
    /// chosen first on a validation split of the first fold's training users (one user in five held out, the rest
    /// building the methods). EASE, and the game's EASE weights, need `inversion`; without it EASE is left out and the
    /// game falls back to its cosine neighbours. `onValidation` scores the validation users instead of the folds, for
    /// tuning the game's own knobs without looking at the test folds.
    public static func run(
        ratings: RatingSet, films: [Film], folds: Int = 5, seed: UInt64 = 1, tuning: RecommenderTuning = .standard,
        minimumRatings: Int = 20, inversion: SymmetricInversion? = nil, onValidation: Bool = false
    ) -> EvaluationReport {
        let split = EvaluationSplit(ratings: ratings, films: films, folds: folds, seed: seed, minimumRatings: minimumRatings)
        let index = split.index
        let foldCount = split.foldUsers.count

        let validation = EvaluationFold(
            ratings: ratings, films: films, index: index, excluding: split.validationExcluded, tuning: tuning, inversion: inversion, withGame: onValidation
        )
        let validationSplits = split.validationSplits
        let knnSettings = shrinkGrid.flatMap { shrink in
            let graph = validation.cooccurrence.cosineNeighbours(itemCount: films.count, keep: neighbourGrid.max()!, shrink: shrink)
            return neighbourGrid.map { keep in (keep: keep, shrink: shrink, ndcg: validation.knnNDCG(validationSplits, graph: graph, keep: keep)) }
        }
        let knnChoice = best(of: knnSettings) { $0.ndcg }
        let (neighbours, shrink) = (knnChoice.keep, knnChoice.shrink)
        let lambda = inversion == nil ? nil : best(of: lambdaGrid) { validation.easeNDCG(validationSplits, lambda: $0) }

        let plan: [(test: [Int32], fold: () -> EvaluationFold)] = onValidation
            ? [(split.validationUsers, { validation })]
            : split.foldUsers.map { test in
                (test, { EvaluationFold(ratings: ratings, films: films, index: index, excluding: Set(test), tuning: tuning, inversion: inversion, withGame: true) })
            }
        var tallies = [MethodTally](repeating: MethodTally(), count: EvaluationMethod.allCases.count)
        for (test, makeFold) in plan {
            let fold = makeFold()
            let knn = fold.cooccurrence.cosineNeighbours(itemCount: films.count, keep: neighbours, shrink: shrink)
            let ease = lambda.flatMap { try? EASEWeights.solve(fold.cooccurrence, lambda: $0, inversion: inversion!) }
            let easeReference = lambda.flatMap { $0 == referenceLambda ? nil : try? EASEWeights.solve(fold.cooccurrence, lambda: referenceLambda, inversion: inversion!) }
            for user in test.sorted() where split.isEvaluable(user) {
                let heldOut = split.heldOut(user)
                let userSeed = seed ^ UInt64(UInt32(bitPattern: user))
                for method in EvaluationMethod.allCases {
                    let dealt: [Int32]? = switch method {
                    case .game: fold.gameDeal(heldOut, seed: userSeed, exploring: false)
                    case .gameDealt: fold.gameDeal(heldOut, seed: userSeed, exploring: true)
                    case .ease: ease.map { fold.easeDeal(heldOut, weights: $0) }
                    case .easeReference: easeReference.map { fold.easeDeal(heldOut, weights: $0) }
                    case .itemKNN: fold.knnDeal(heldOut, graph: knn, keep: neighbours)
                    case .popularity: fold.popularityDeal(heldOut)
                    case .random: fold.randomDeal(heldOut, seed: seed, user: user)
                    }
                    if let dealt { tallies[method.rawValue].add(dealt: dealt, relevant: heldOut.relevant, ranks: fold.popularityRanks) }
                }
            }
        }
        let methods = EvaluationMethod.allCases.compactMap { method -> MethodScores? in
            let tally = tallies[method.rawValue]
            guard method != .ease || lambda != nil, method != .easeReference || (lambda != nil && lambda != referenceLambda) else { return nil }
            return tally.scores(name: method.name(neighbours: neighbours, shrink: shrink, lambda: lambda), catalogueSize: films.count)
        }
        let baselines: [EvaluationMethod] = lambda == nil ? [.itemKNN, .popularity] : [.ease, .itemKNN, .popularity]
        let best = baselines.max { a, b in
            Estimate.mean(tallies[a.rawValue].ndcg).value < Estimate.mean(tallies[b.rawValue].ndcg).value
        }!
        let game = tallies[EvaluationMethod.game.rawValue], baseline = tallies[best.rawValue]
        return EvaluationReport(
            methods: methods,
            comparison: MethodComparison(
                method: EvaluationMethod.game.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                baseline: best.name(neighbours: neighbours, shrink: shrink, lambda: lambda),
                precisionAt10: .difference(game.precision, baseline.precision),
                ndcgAt10: .difference(game.ndcg, baseline.ndcg)
            ),
            users: game.userCount, usersWithRelevant: game.relevantUserCount, folds: onValidation ? 0 : foldCount, seed: seed,
            neighbours: neighbours, shrink: shrink, lambda: lambda
        )
    }

    /// The first value of `grid` with the highest score.
    static func best<Value>(of grid: [Value], by score: (Value) -> Double) -> Value {
        var chosen = grid[0], highest = -Double.infinity
        for value in grid {
            let found = score(value)
            if found > highest {
                highest = found
                chosen = value
            }
        }
        return chosen
    }
}
