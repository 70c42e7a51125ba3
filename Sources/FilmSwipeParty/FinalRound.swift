import FilmSwipeDomain

/// The final round: films head to head until the room has one to watch tonight, with the runner-up.
///
/// Each member plays a knockout bracket of their own over the films (`n` films, `n − 1` pairs, fewer than the
/// `n(n − 1)/2` of every pair), in a seeding drawn for them from the round's seed, so nobody waits for anybody and the
/// luck of the draw differs from member to member. An answer prefers one film of a pair, or knocks one out (it ranks
/// below every film the member did not knock out). A bracket ranks the films in tiers (still in, out in a later round,
/// out in an earlier one, knocked out); the room's order is a Borda count over those rankings, pair by pair: for each
/// member and each two films, the one ranked higher gets a point, and half a point each when the bracket did not tell
/// them apart. So an answer not given (a member who left mid-round, or answered nothing) moves no film against another,
/// and a member alone ends with their bracket's winner on top. Ties go to fewer knock-outs, then more brackets won,
/// then the films' order as given. docs/tonight.md says why.
///
/// A value with no I/O: the server keeps one per room and stores `answers` to rebuild it; the solo game keeps one for
/// its single member.
public struct FinalRound: Hashable, Sendable {
    /// The most films a round takes: each member then answers at most 15 pairs.
    public static let candidateLimit = 16

    /// The films, in the order given (duplicates dropped); the last tie-break.
    public let candidates: [FilmID]
    /// The seed each member's seeding is drawn from.
    public let seed: UInt64
    private var brackets: [MemberID: FinalBracket]

    /// A round over `candidates` (the room's matches, a player's shortlist: best first, as it breaks the last ties) for
    /// `members`, each member's bracket drawn from `seed`.
    public init(candidates: [FilmID], members: [MemberID], seed: UInt64) throws(FinalRoundError) {
        var seen = Set<FilmID>()
        let unique = candidates.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { throw .noCandidates }
        guard unique.count <= Self.candidateLimit else { throw .tooManyCandidates(unique.count) }
        self.candidates = unique
        self.seed = seed
        brackets = [:]
        for member in members { add(member) }
    }

    /// A round rebuilt from what a server stored: the answers replayed in order, those that would be refused (an
    /// unknown member, a duel out of turn, a film not in the pair) dropped.
    public init(candidates: [FilmID], members: [MemberID], seed: UInt64, answers: [FinalRoundAnswer]) throws(FinalRoundError) {
        try self.init(candidates: candidates, members: members, seed: seed)
        for stored in answers {
            _ = try? answer(stored.answer, by: stored.member)
        }
    }

    /// How many pairs a member answers over `films` films.
    public static func duels(among films: Int) -> Int { max(0, films - 1) }

    /// The members in the round, in order of their ids.
    public var members: [MemberID] { brackets.keys.sorted() }

    /// How many pairs each member answers.
    public var duelCount: Int { Self.duels(among: candidates.count) }

    /// Brings `member` into the round (a member who joined the room after it started) with a bracket of their own;
    /// nothing changes for a member already in it.
    public mutating func add(_ member: MemberID) {
        guard brackets[member] == nil else { return }
        brackets[member] = FinalBracket(seeding: seeding(for: member))
    }

    /// The pair `member` answers now; nil once they answered every one, or when they are not in the round.
    public func duel(for member: MemberID) -> FinalDuel? {
        brackets[member]?.current
    }

    /// How many pairs `member` has answered.
    public func answered(by member: MemberID) -> Int {
        brackets[member]?.choices.count ?? 0
    }

    /// Whether `member` has answered every pair.
    public func hasFinished(_ member: MemberID) -> Bool {
        brackets[member]?.isFinished ?? false
    }

    /// The film `member`'s own bracket ended with, once they finished.
    public func champion(of member: MemberID) -> FilmID? {
        brackets[member]?.champion
    }

    /// The members of `present` in the round who have pairs left: the round is over for the room when none is.
    public func unfinished(among present: some Sequence<MemberID>) -> [MemberID] {
        Set(present).filter { brackets[$0].map { !$0.isFinished } ?? false }.sorted()
    }

    /// Takes `answer` from `member`. Returns false when it changed nothing: the same answer to a pair already answered
    /// (sent again). Throws, changing nothing, for a member not in the round, a pair not yet shown, a different answer
    /// to a pair already answered, or a film not in the pair.
    @discardableResult
    public mutating func answer(_ answer: FinalAnswer, by member: MemberID) throws(FinalRoundError) -> Bool {
        guard var bracket = brackets[member] else { throw .unknownMember(member) }
        if answer.duel <= bracket.choices.count, answer.duel >= 1 {
            guard bracket.choices[answer.duel - 1] == answer.choice else { throw .alreadyAnswered(duel: answer.duel) }
            return false
        }
        guard let duel = bracket.current else { throw .finished(member) }
        guard answer.duel == duel.number else { throw .notYetProposed(duel: answer.duel) }
        guard duel.contains(answer.choice.film) else { throw .notInDuel(answer.choice.film) }
        bracket.apply(answer.choice)
        brackets[member] = bracket
        return true
    }

    /// Takes `member`'s newest answer back, so its pair is proposed again; false when there was none.
    @discardableResult
    public mutating func takeBack(by member: MemberID) -> Bool {
        guard let bracket = brackets[member], !bracket.choices.isEmpty else { return false }
        brackets[member] = bracket.withoutLatestChoice()
        return true
    }

    /// Every answer, member by member in order of their ids, each member's oldest first: what a server stores.
    public var answers: [FinalRoundAnswer] {
        members.flatMap { member in
            brackets[member]!.choices.enumerated().map { index, choice in
                FinalRoundAnswer(member: member, answer: FinalAnswer(duel: index + 1, choice: choice))
            }
        }
    }

    /// The room's order from every answer so far (a member who left counts with what they answered); it is final once
    /// `unfinished(among:)` the members present is empty.
    public var outcome: FinalOutcome {
        let brackets = members.map { self.brackets[$0]! }
        var standings = candidates.enumerated().map { given, film in
            var halfPoints = 0
            for bracket in brackets {
                let tier = bracket.tier(of: film)
                for other in candidates where other != film {
                    let otherTier = bracket.tier(of: other)
                    halfPoints += tier > otherTier ? 2 : tier == otherTier ? 1 : 0
                }
            }
            return FinalStanding(
                film: film, halfPoints: halfPoints, knockOuts: brackets.filter { $0.knockedOut(film) }.count,
                firsts: brackets.filter { $0.champion == film }.count, given: given
            )
        }
        standings.sort { $0.ranksAbove($1).above }
        let decidedBy = standings.count > 1 ? standings[0].ranksAbove(standings[1]).by : .onlyFilm
        return FinalOutcome(standings: standings, decidedBy: decidedBy, members: brackets.count, finished: brackets.filter(\.isFinished).count)
    }

    /// `member`'s seeding: the films shuffled (Fisher–Yates) by a generator of the round's seed and the member's id,
    /// written out here rather than `shuffled(using:)`, whose algorithm the standard library may change, so a stored
    /// round rebuilds the same brackets on any build.
    private func seeding(for member: MemberID) -> [FilmID] {
        var generator = SeededRandom(seed: seed, stream: UInt64(bitPattern: Int64(member.value)))
        var films = candidates
        for index in stride(from: films.count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            films.swapAt(index, other)
        }
        return films
    }
}
