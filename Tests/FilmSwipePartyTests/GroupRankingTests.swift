import FilmSwipeDomain
import FilmSwipeParty
import Testing

@Suite("Group ranking")
struct GroupRankingTests {
    let ann = MemberID(1), bob = MemberID(2), cat = MemberID(3)

    func film(_ value: Int) -> FilmID { FilmID(source: .catalogue, value: value) }

    /// Scores of films 1…10 for one member: a spread to measure "far below" against, plus `extra`.
    func scores(_ extra: [Int: Float]) -> [FilmID: Float] {
        var result: [FilmID: Float] = [:]
        for value in 1...10 { result[film(value)] = Float(value) / 2 }
        for (value, score) in extra { result[film(value)] = score }
        return result
    }

    @Test("a film one member rates far below the others ranks below one everybody rates fairly well")
    func floor() {
        // Film 100: two members love it (above all their other films), one rates it the lowest of all.
        // Film 200: all three rate it fairly well. Its mean is lower than film 100's, but nobody suffers it.
        let divisive = film(100), agreeable = film(200)
        let memberScores: [MemberID: [FilmID: Float]] = [
            ann: scores([100: 9.0, 200: 4.0]),
            bob: scores([100: 9.0, 200: 4.0]),
            cat: scores([100: -4.0, 200: 4.0]),
        ]
        let deck = GroupRanking().deck(scores: memberScores, reactions: [:])
        let position = { deck.firstIndex(of: $0)! }
        #expect(position(agreeable) < position(divisive))
        // Without the floor the mean alone would put the divisive film first: the floor is what decides.
        let meanOnly = GroupRanking(floorWeight: 0).deck(scores: memberScores, reactions: [:])
        #expect(meanOnly.firstIndex(of: divisive)! < meanOnly.firstIndex(of: agreeable)!)
    }

    @Test("a film any member disliked is never dealt, however the others score it")
    func hatedNeverDealt() {
        let memberScores: [MemberID: [FilmID: Float]] = [ann: scores([100: 99]), bob: scores([100: 99])]
        let deck = GroupRanking().deck(scores: memberScores, reactions: [bob: [film(100): .dislike]])
        #expect(!deck.contains(film(100)))
        #expect(deck.count == 10)
    }

    @Test("films every member already reacted to are left out; one reacted by some stays")
    func nothingNewLeftOut() {
        let memberScores: [MemberID: [FilmID: Float]] = [ann: scores([:]), bob: scores([:])]
        let reactions: [MemberID: [FilmID: UserReaction]] = [
            ann: [film(10): .favourite, film(9): .seen, film(8): .none],
            bob: [film(10): .watchlist, film(9): .favourite],
        ]
        let deck = GroupRanking().deck(scores: memberScores, reactions: reactions)
        #expect(!deck.contains(film(10)))
        #expect(!deck.contains(film(9)))
        #expect(deck.contains(film(8))) // `.none` is no reaction
        #expect(deck.first == film(8))
    }

    @Test("a private member (no reactions) keeps every film in play")
    func privateMember() {
        let memberScores: [MemberID: [FilmID: Float]] = [ann: scores([:]), bob: scores([:])]
        let deck = GroupRanking().deck(scores: memberScores, reactions: [ann: [film(10): .favourite], bob: [:]])
        #expect(deck.contains(film(10)))
    }

    @Test("scores on different scales count alike, ties go to the lower id, and the limit cuts the tail")
    func scalesTiesLimit() {
        let memberScores: [MemberID: [FilmID: Float]] = [
            ann: [film(1): 1, film(2): 2, film(3): 3],
            bob: [film(1): 100, film(2): 200, film(3): 300],
            cat: [film(4): 5, film(5): 5],
        ]
        #expect(GroupRanking().deck(scores: memberScores, reactions: [:]) == [film(3), film(2), film(4), film(5), film(1)])
        #expect(GroupRanking().deck(scores: memberScores, reactions: [:], limit: 2) == [film(3), film(2)])
        #expect(GroupRanking().deck(scores: [:], reactions: [:]).isEmpty)
    }

    @Test("the same inputs always deal the same deck")
    func deterministic() {
        var memberScores: [MemberID: [FilmID: Float]] = [:]
        for member in 1...6 {
            memberScores[MemberID(member)] = Dictionary(uniqueKeysWithValues: (1...200).map { (film($0), Float(($0 * member) % 17)) })
        }
        let first = GroupRanking().deck(scores: memberScores, reactions: [:])
        for _ in 0..<5 { #expect(GroupRanking().deck(scores: memberScores, reactions: [:]) == first) }
    }
}
