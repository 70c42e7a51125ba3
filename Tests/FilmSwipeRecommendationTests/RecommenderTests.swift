import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("Recommender")
struct RecommenderTests {
    let clusters = TwoClusters()

    @Test("with no reactions it deals the most-rated films first")
    func coldStart() {
        let model = clusters.model()
        var session = Recommender(model: model, seed: 1)

        let dealt = session.next(count: 8).map(\.film)

        #expect(dealt == Array(model.popularityOrder().prefix(8)))
        #expect(model.popularityOrder().prefix(3).allSatisfy { !clusters.isHorror($0) })
    }

    @Test("liking a horror film brings the horror cluster up, with the liked film as the reason")
    func likeBringsClusterUp() {
        var session = Recommender(model: clusters.model(), seed: 1)

        session.react(clusters.horror(1), .favourite)
        let dealt = session.next(count: 5)

        #expect(dealt.allSatisfy { clusters.isHorror($0.film) })
        #expect(!dealt.map(\.film).contains(clusters.horror(1)))
        #expect(dealt.first?.reason == "because you liked Horror Alfa")
    }

    @Test("disliking comedies pushes the comedy cluster down below horror")
    func dislikePushesDown() {
        var session = Recommender(model: clusters.model(), seed: 1)
        let before = session.score(of: clusters.comedy(5))!

        session.react(clusters.comedy(1), .dislike)
        session.react(clusters.comedy(2), .dislike)

        #expect(session.score(of: clusters.comedy(5))! < before)
        #expect(session.next(count: 3).allSatisfy { clusters.isHorror($0.film) })
    }

    @Test("a watchlist swipe pulls neighbours up, less than a favourite")
    func watchlistIsMild() {
        let model = clusters.model()
        let neutral = Recommender(model: model, seed: 1).score(of: clusters.horror(4))!
        var saved = Recommender(model: model, seed: 1)
        saved.react(clusters.horror(1), .watchlist)
        var liked = Recommender(model: model, seed: 1)
        liked.react(clusters.horror(1), .favourite)

        let savedScore = saved.score(of: clusters.horror(4))!
        #expect(savedScore > neutral)
        #expect(savedScore < liked.score(of: clusters.horror(4))!)
        #expect(saved.next(count: 1).first?.reason == "because you saved Horror Alfa to watch")
    }

    @Test("taking a reaction back restores the scores it changed")
    func reactionTakenBack() {
        let model = clusters.model()
        var session = Recommender(model: model, seed: 1)
        let before = clusters.films.map { session.score(of: $0.id)! }

        session.react(clusters.horror(1), .favourite)
        session.react(clusters.horror(1), .dislike)
        session.react(clusters.horror(1), .none)

        let after = clusters.films.map { session.score(of: $0.id)! }
        #expect(zip(before, after).allSatisfy { abs($0 - $1) < 1e-5 })
        #expect(session.reaction(to: clusters.horror(1)) == .none)
        #expect(session.hasSeen(clusters.horror(1)))
    }

    @Test("the same seed and reactions deal the same deck, exploration included")
    func deterministic() {
        let model = clusters.model(exploring: 3)
        func deck(seed: UInt64) -> [Recommendation] {
            var session = Recommender(model: model, seed: seed)
            session.react(clusters.horror(2), .favourite)
            session.react(clusters.comedy(3), .dislike)
            return session.next(count: 6) + session.next(count: 6)
        }

        #expect(deck(seed: 42) == deck(seed: 42))
    }

    @Test("no film is dealt twice, and every film is dealt once before the deck runs out")
    func neverTwice() {
        var session = Recommender(model: clusters.model(exploring: 5), seed: 3)
        session.react(clusters.horror(1), .favourite)
        var dealt: [FilmID] = []
        while true {
            let page = session.next(count: 7, excluding: [clusters.comedy(9)])
            if page.isEmpty { break }
            dealt += page.map(\.film)
        }

        #expect(dealt.count == clusters.films.count - 2)
        #expect(Set(dealt).count == dealt.count)
        #expect(!dealt.contains(clusters.horror(1)))
        #expect(!dealt.contains(clusters.comedy(9)))
    }

    @Test("every fifth card explores outside the favourite genre, and says so")
    func exploration() {
        var session = Recommender(model: clusters.model(exploring: 5), seed: 9)
        session.react(clusters.horror(1), .favourite)
        session.react(clusters.horror(2), .favourite)

        let dealt = session.next(count: 10)

        for (position, card) in dealt.enumerated() {
            let explores = position % 5 == 4
            #expect(clusters.isHorror(card.film) == !explores, "card \(position)")
            if explores { #expect(card.reason == "a change from Horror") }
        }
    }

    @Test("filters keep only the genres, years and ratings asked for")
    func filters() {
        let model = clusters.model()
        var session = Recommender(model: model, seed: 1)
        session.react(clusters.comedy(1), .favourite)

        let horror = session.ranked(count: 20, filters: RecommendationFilter(genres: ["horror"]))
        let years = session.ranked(count: 20, filters: RecommendationFilter(fromYear: 1983, toYear: 2002))
        let rated = session.ranked(count: 20, filters: RecommendationFilter(minRating: 7.5))
        let nothing = session.ranked(count: 20, filters: RecommendationFilter(genres: ["Western"]))

        let films = Dictionary(uniqueKeysWithValues: clusters.films.map { ($0.id, $0) })
        #expect(horror.count == 10 && horror.allSatisfy { clusters.isHorror($0.film) })
        // The liked comedy (2000) is seen, so 7 horror films of 1983–1989 and comedies of 2001–2002 remain.
        #expect(years.count == 9 && years.allSatisfy { (1983...2002).contains(films[$0.film]!.year!) })
        #expect(rated.count == 8 && rated.allSatisfy { films[$0.film]!.rating >= 7.5 })
        #expect(nothing.isEmpty)
    }

    @Test("ranked shows the deck without dealing it")
    func rankedDoesNotDeal() {
        var session = Recommender(model: clusters.model(), seed: 1)
        let preview = session.ranked(count: 4)

        #expect(session.next(count: 4) == preview)
        #expect(session.dealtCount == 4)
        #expect(preview.allSatisfy { session.hasSeen($0.film) })
    }

    @Test("films the model does not know are ignored, not a crash")
    func unknownFilms() {
        var session = Recommender(model: clusters.model(), seed: 1)
        let stranger = FilmID(source: .tmdb, value: 1)

        session.react(stranger, .favourite)
        session.markSeen([stranger])

        #expect(session.score(of: stranger) == nil)
        #expect(!session.hasSeen(stranger))
        #expect(session.next(count: 3).count == 3)
    }

    @Test("a film rated by one person still pulls that person's other films")
    func filmRatedOnce() {
        var ratings = clusters.ratings.ratings
        // A lone fan of horror rates one film nobody else knows.
        let rare = FilmID(source: .catalogue, value: 99)
        ratings += [Rating(user: 500, film: 99, stars: 5, time: 1), Rating(user: 500, film: 3, stars: 5, time: 2)]
        let films = clusters.films + [Film(id: rare, title: "Rare", genres: ["Documentary"])]
        var tuning = RecommenderTuning.standard
        tuning.explorationEvery = 0
        let model = RecommendationModel(films: films, ratings: RatingSet(ratings), tuning: tuning)
        var session = Recommender(model: model, seed: 1)

        session.react(rare, .favourite)

        #expect(session.next(count: 1).first == Recommendation(film: clusters.horror(3), reason: "because you liked Rare"))
    }
}

@Suite("Recommender fed and dealt as the game is")
struct RecommenderDealingTests {
    let clusters = TwoClusters()

    @Test("deal(count:) deals a page at a time, as next(count:) page after page does")
    func pages() {
        var session = Recommender(model: clusters.model(exploring: 5), seed: 3)
        session.react(clusters.horror(1), .favourite)
        var paged = session

        let dealt = session.deal(count: 12)

        #expect(dealt == paged.next(count: 5) + paged.next(count: 5) + paged.next(count: 2))
    }

    @Test("without exploring, the deal is the ranking: no card explores another genre")
    func notExploring() {
        var playing = Recommender(model: clusters.model(exploring: 5), seed: 1)
        var ranking = Recommender(model: clusters.model(exploring: 5), seed: 1, exploring: false)
        playing.react(clusters.horror(1), .favourite)
        ranking.react(clusters.horror(1), .favourite)

        #expect(playing.deal(count: 5).last?.reason?.hasPrefix("a change from") == true)
        #expect(ranking.deal(count: 9).allSatisfy { $0.reason?.hasPrefix("a change from") != true && clusters.isHorror($0.film) })
    }

    @Test("ratings are fed as swipes: 4.0 or more a favourite, 2.5 or less a dislike, the rest seen")
    func ratingsAsSwipes() {
        var session = Recommender(model: clusters.model(), seed: 1)
        let ratings = [(1, 4.0), (2, 2.5), (3, 3.0), (4, 5.0)].map { Rating(user: 7, film: Int32($0.0), stars: Float($0.1), time: 0) }

        session.replay(.ratings(ratings))

        #expect([1, 2, 3, 4].map { session.reaction(to: clusters.horror($0)) } == [.favourite, .dislike, .seen, .favourite])
        #expect(session.deal(count: 3).allSatisfy { ![1, 2, 3, 4].map(clusters.horror).contains($0.film) })
    }

    @Test("reactions are fed with their phrases, as the game replays them")
    func reactionsReplayed() {
        var session = Recommender(model: clusters.model(), seed: 1)
        let record = ReactionRecord(
            film: Film(id: clusters.horror(1), title: "Horror Alfa"), reaction: .favourite, reactedAt: .init(timeIntervalSince1970: 0),
            origin: .letterboxd, originRating: 4.5
        )

        session.replay(.reactions([record]))

        #expect(session.deal(count: 1).first?.reason == "because you rated Horror Alfa 4.5 on Letterboxd")
    }
}
