import FilmSwipeDomain
import FilmSwipeParty
import Testing

@Suite("Final round: films head to head until one is left")
struct FinalRoundTests {
    let ann = MemberID(1), bob = MemberID(2), cat = MemberID(3)

    func film(_ value: Int) -> FilmID { FilmID(source: .catalogue, value: value) }
    func films(_ count: Int) -> [FilmID] { (1...count).map(film) }

    /// Answers `member`'s pairs, at most `limit` of them, preferring the film earlier in `taste` and knocking out a film
    /// of `knockOut` when one is in the pair; returns the pairs shown.
    @discardableResult
    func play(_ round: inout FinalRound, _ member: MemberID, taste: [FilmID], knockOut: Set<FilmID> = [], limit: Int = .max) throws -> [FinalDuel] {
        var shown: [FinalDuel] = []
        while shown.count < limit, let duel = round.duel(for: member) {
            shown.append(duel)
            let rank = { (film: FilmID) in taste.firstIndex(of: film) ?? .max }
            let worse = rank(duel.left) > rank(duel.right) ? duel.left : duel.right
            let choice: FinalChoice = knockOut.contains(worse) ? .knockOut(worse)
                : knockOut.contains(duel.other(than: worse)) ? .knockOut(duel.other(than: worse)) : .prefer(duel.other(than: worse))
            try round.answer(FinalAnswer(duel: duel.number, choice: choice), by: member)
        }
        return shown
    }

    // MARK: One member: a knockout bracket

    @Test("one member answers n − 1 pairs, and their favourite is the one film left, the final's loser the runner-up")
    func oneMember() throws {
        for count in 2...9 {
            var generator = SeededRandom(seed: UInt64(count))
            let taste = films(count).shuffled(using: &generator)
            var round = try FinalRound(candidates: films(count), members: [ann], seed: 7)
            let shown = try play(&round, ann, taste: taste)
            #expect(shown.count == count - 1, "\(count) films")
            #expect(round.hasFinished(ann) && round.duel(for: ann) == nil)
            let outcome = round.outcome
            #expect(outcome.winner == taste[0], "\(count) films")
            #expect(round.champion(of: ann) == taste[0])
            #expect(outcome.runnerUp == shown.last!.other(than: taste[0]), "\(count) films: the final's loser")
            #expect(outcome.decidedBy == .points)
            #expect(outcome.finished == 1 && outcome.members == 1)
        }
    }

    @Test("an odd count: the first round gives byes so every later round is whole, and every film plays at least once")
    func oddCounts() throws {
        for (count, rounds, firstRound) in [(3, 2, 1), (5, 3, 1), (6, 3, 2), (7, 3, 3), (9, 4, 1), (16, 4, 8)] {
            var round = try FinalRound(candidates: films(count), members: [ann], seed: 3)
            let shown = try play(&round, ann, taste: films(count))
            #expect(shown.count == count - 1)
            #expect(shown.last?.round == rounds && shown.allSatisfy { $0.rounds == rounds })
            #expect(shown.filter { $0.round == 1 }.count == firstRound, "\(count) films")
            // After the first round the films left are a power of two: each round halves them.
            for later in 2...rounds {
                #expect(shown.filter { $0.round == later }.count == 1 << (rounds - later), "\(count) films, round \(later)")
            }
            #expect(Set(shown.flatMap { [$0.left, $0.right] }) == Set(films(count)))
            #expect(shown.map(\.number) == Array(1...count - 1) && shown.allSatisfy { $0.count == count - 1 })
            #expect(shown.last?.isFinal == true)
        }
    }

    @Test("a single film needs no pair: it wins with no runner-up")
    func singleFilm() throws {
        let round = try FinalRound(candidates: [film(5)], members: [ann, bob], seed: 1)
        #expect(round.duel(for: ann) == nil && round.duelCount == 0)
        #expect(round.hasFinished(ann) && round.unfinished(among: [ann, bob]).isEmpty)
        #expect(round.outcome.winner == film(5) && round.outcome.runnerUp == nil && round.outcome.decidedBy == .onlyFilm)
    }

    @Test("a knock-out ranks the film below every film not knocked out: it is not the runner-up even after reaching the final")
    func knockOutOfTheFinal() throws {
        var round = try FinalRound(candidates: films(4), members: [ann], seed: 11)
        // Ann likes 1 best, then 2, 3, 4, and knocks out whichever film reaches the final against 1.
        try play(&round, ann, taste: films(4), limit: 2)
        let final = try #require(round.duel(for: ann))
        #expect(final.isFinal && final.contains(film(1)))
        let finalist = final.other(than: film(1))
        try round.answer(FinalAnswer(duel: final.number, choice: .knockOut(finalist)), by: ann)
        let outcome = round.outcome
        #expect(outcome.winner == film(1))
        #expect(outcome.runnerUp != finalist)
        #expect(outcome.order.last == finalist)
        #expect(outcome.standings.last?.knockOuts == 1)
    }

    // MARK: A group

    @Test("everyone preferring the same: that film wins, first in every bracket, whatever each draw")
    func everyoneAgrees() throws {
        let taste = [film(3), film(1), film(4), film(2), film(5)]
        var round = try FinalRound(candidates: films(5), members: [ann, bob, cat], seed: 99)
        for member in [ann, bob, cat] { try play(&round, member, taste: taste) }
        let outcome = round.outcome
        #expect(outcome.winner == film(3))
        #expect(outcome.standings[0].firsts == 3)
        // Each member shares out n(n−1) half points; the winner takes the most one bracket gives, from all three.
        #expect(outcome.standings.map(\.halfPoints).reduce(0, +) == 3 * 5 * 4)
        #expect(outcome.standings[0].halfPoints == 3 * 2 * 4)
        #expect(outcome.finished == 3)
    }

    @Test("each member's bracket is drawn from the seed and their id: the same seed draws the same pairs, members differ")
    func draws() throws {
        let first = try FinalRound(candidates: films(8), members: [ann, bob, cat], seed: 5)
        let again = try FinalRound(candidates: films(8), members: [cat, bob, ann], seed: 5)
        #expect(first == again)
        #expect([ann, bob, cat].map { first.duel(for: $0) } == [ann, bob, cat].map { again.duel(for: $0) })
        // Over a few seeds, members do not all start with the same pair.
        let differ = (0..<10).contains { seed in
            let round = try? FinalRound(candidates: films(8), members: [ann, bob, cat], seed: UInt64(seed))
            return Set([ann, bob, cat].compactMap { round?.duel(for: $0).map { Set([$0.left, $0.right]) } }).count > 1
        }
        #expect(differ)
    }

    @Test("a member who answers nothing changes nothing: the order is the others' alone")
    func silentMember() throws {
        let tastes = [ann: [film(2), film(5), film(1), film(3), film(4), film(6)], bob: [film(6), film(2), film(4), film(1), film(3), film(5)]]
        var without = try FinalRound(candidates: films(6), members: [ann, bob], seed: 21)
        var with = try FinalRound(candidates: films(6), members: [ann, bob, cat], seed: 21)
        for (member, taste) in tastes {
            try play(&without, member, taste: taste)
            try play(&with, member, taste: taste)
        }
        #expect(with.outcome.order == without.outcome.order)
        #expect(with.outcome.decidedBy == without.outcome.decidedBy)
        #expect(with.unfinished(among: [ann, bob, cat]) == [cat])
        #expect(with.outcome.finished == 2 && with.outcome.members == 3)
    }

    @Test("nobody answering leaves every film tied: the films' order as given decides, and says so")
    func nobodyAnswers() throws {
        let given = [film(4), film(2), film(9)]
        let round = try FinalRound(candidates: given, members: [ann, bob], seed: 2)
        #expect(round.outcome.order == given)
        #expect(round.outcome.decidedBy == .givenOrder)
        #expect(Set(round.outcome.standings.map(\.halfPoints)) == [2 * 2])
    }

    @Test("a member who left mid-round counts with what they answered: only the pairs they decided move films")
    func leftMidRound() throws {
        let taste = [film(1), film(2), film(3), film(4), film(5), film(6), film(7), film(8)]
        var alone = try FinalRound(candidates: films(8), members: [ann], seed: 8)
        try play(&alone, ann, taste: taste)
        var round = alone
        round.add(bob)
        // Bob answers his first pair (he likes the higher number) and leaves.
        let bobs = try play(&round, bob, taste: Array(taste.reversed()), limit: 1)
        let loser = bobs[0].left.value < bobs[0].right.value ? bobs[0].left : bobs[0].right
        let before = Dictionary(uniqueKeysWithValues: alone.outcome.standings.map { ($0.film, $0.halfPoints) })
        let after = Dictionary(uniqueKeysWithValues: round.outcome.standings.map { ($0.film, $0.halfPoints) })
        let gains = Set(films(8).filter { $0 != loser }.map { after[$0]! - before[$0]! })
        #expect(gains.count == 1, "every film Bob did not beat gains the same from him")
        #expect(after[loser]! - before[loser]! < gains.first!)
        #expect(round.unfinished(among: [ann]).isEmpty, "Bob gone: the room waits for nobody")
        #expect(round.unfinished(among: [ann, bob]) == [bob])
    }

    // MARK: Ties

    @Test("two members split over two films: a tie on points, broken by the films' order as given")
    func splitTieGivenOrder() throws {
        var round = try FinalRound(candidates: [film(8), film(3)], members: [ann, bob], seed: 4)
        try play(&round, ann, taste: [film(8), film(3)])
        try play(&round, bob, taste: [film(3), film(8)])
        #expect(round.outcome.order == [film(8), film(3)])
        #expect(round.outcome.decidedBy == .givenOrder)
        #expect(round.outcome.standings.map(\.points) == [1, 1])
    }

    @Test("a tie on points goes to the film fewer members knocked out")
    func tieFewerKnockOuts() throws {
        var round = try FinalRound(candidates: [film(8), film(3)], members: [ann, bob], seed: 4)
        try play(&round, ann, taste: [film(8), film(3)])
        try play(&round, bob, taste: [film(3), film(8)], knockOut: [film(8)])
        #expect(round.outcome.order == [film(3), film(8)])
        #expect(round.outcome.decidedBy == .fewerKnockOuts)
    }

    @Test("a tie on points and knock-outs goes to the film more members' brackets ended with")
    func tieMoreFirsts() throws {
        let a = film(1), b = film(2), c = film(3)
        // Ann and Bob like a, b, c in that order and Cat b, c, a; in a draw where Ann's and Bob's first pair has c in it
        // and Cat's has a, a takes 2 + 2 + 0 points, b 1 + 1 + 2, c 0 + 0 + 1: a and b tie, a winning two brackets.
        let seed = try #require((0..<UInt64(500)).first { seed in
            guard let round = try? FinalRound(candidates: [a, b, c], members: [ann, bob, cat], seed: seed) else { return false }
            return round.duel(for: ann)!.contains(c) && round.duel(for: bob)!.contains(c) && round.duel(for: cat)!.contains(a)
        })
        var round = try FinalRound(candidates: [b, a, c], members: [ann, bob, cat], seed: seed)
        try play(&round, ann, taste: [a, b, c])
        try play(&round, bob, taste: [a, b, c])
        try play(&round, cat, taste: [b, c, a])
        let outcome = round.outcome
        #expect(outcome.standings.map(\.points) == [4, 4, 1])
        #expect(outcome.order == [a, b, c], "a before b, though b was given first")
        #expect(outcome.decidedBy == .moreFirsts)
        #expect(outcome.standings.map(\.firsts) == [2, 1, 0])
    }

    // MARK: Answers

    @Test("an answer sent again changes nothing; a different one to a pair answered, one out of turn, or a film not in the pair is refused")
    func answersChecked() throws {
        var round = try FinalRound(candidates: films(4), members: [ann], seed: 6)
        let duel = try #require(round.duel(for: ann))
        let answer = FinalAnswer(duel: 1, choice: .prefer(duel.left))
        let changed = try round.answer(answer, by: ann)
        let after = round
        let again = try round.answer(answer, by: ann)
        #expect(changed && !again)
        #expect(round == after)
        #expect(throws: FinalRoundError.alreadyAnswered(duel: 1)) { try round.answer(FinalAnswer(duel: 1, choice: .prefer(duel.right)), by: ann) }
        #expect(throws: FinalRoundError.notYetProposed(duel: 3)) { try round.answer(FinalAnswer(duel: 3, choice: .prefer(duel.left)), by: ann) }
        let second = try #require(round.duel(for: ann))
        let outsider = try #require(films(4).first { !second.contains($0) })
        #expect(throws: FinalRoundError.notInDuel(outsider)) { try round.answer(FinalAnswer(duel: 2, choice: .prefer(outsider)), by: ann) }
        #expect(throws: FinalRoundError.unknownMember(bob)) { try round.answer(answer, by: bob) }
        #expect(round == after)
        try play(&round, ann, taste: films(4))
        #expect(throws: FinalRoundError.finished(ann)) { try round.answer(FinalAnswer(duel: 4, choice: .prefer(duel.left)), by: ann) }
    }

    @Test("taking an answer back proposes its pair again, and the bracket goes on as if it had not been given")
    func takeBack() throws {
        var round = try FinalRound(candidates: films(5), members: [ann], seed: 12)
        try play(&round, ann, taste: films(5), limit: 2)
        let second = try #require(FinalRound(candidates: films(5), members: [ann], seed: 12, answers: Array(round.answers.prefix(1))).duel(for: ann))
        let tookBack = round.takeBack(by: ann)
        #expect(tookBack)
        #expect(round.duel(for: ann) == second)
        #expect(round.answered(by: ann) == 1)
        let once = round.takeBack(by: ann), twice = round.takeBack(by: ann)
        #expect(once && !twice)
        #expect(round == (try FinalRound(candidates: films(5), members: [ann], seed: 12)))
    }

    @Test("a round rebuilt from its stored answers is the same round; answers it would refuse are dropped")
    func rebuilt() throws {
        var round = try FinalRound(candidates: films(7), members: [ann, bob], seed: 31)
        try play(&round, ann, taste: films(7))
        try play(&round, bob, taste: Array(films(7).reversed()), knockOut: [film(2)], limit: 3)
        let stray = [
            FinalRoundAnswer(member: cat, answer: FinalAnswer(duel: 1, choice: .prefer(film(1)))),
            FinalRoundAnswer(member: bob, answer: FinalAnswer(duel: 9, choice: .prefer(film(1)))),
        ]
        let rebuilt = try FinalRound(candidates: films(7), members: [ann, bob], seed: 31, answers: stray + round.answers)
        #expect(rebuilt == round)
        #expect(rebuilt.answers == round.answers)
        #expect(rebuilt.outcome == round.outcome)
    }

    @Test("a member who joins mid-round gets a bracket of their own; one already in keeps theirs")
    func lateJoiner() throws {
        var round = try FinalRound(candidates: films(4), members: [ann], seed: 1)
        try play(&round, ann, taste: films(4), limit: 1)
        round.add(ann)
        #expect(round.answered(by: ann) == 1)
        round.add(bob)
        #expect(round.members == [ann, bob])
        #expect(round.duel(for: bob)?.number == 1)
    }

    @Test("no film, or more than the limit, cannot start a round; a film given twice counts once")
    func candidatesChecked() throws {
        #expect(throws: FinalRoundError.noCandidates) { try FinalRound(candidates: [], members: [ann], seed: 0) }
        #expect(throws: FinalRoundError.tooManyCandidates(17)) { try FinalRound(candidates: films(17), members: [ann], seed: 0) }
        let round = try FinalRound(candidates: [film(1), film(2), film(1)], members: [ann], seed: 0)
        #expect(round.candidates == [film(1), film(2)] && round.duelCount == 1)
        #expect(FinalRoundError.tooManyCandidates(17).errorDescription?.contains("at most 16") == true)
    }
}
