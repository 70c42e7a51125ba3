import FilmSwipeDomain

/// One member's knockout bracket over the round's films: films meet in pairs, the one the member prefers goes on, until
/// one is left. With a count that is not a power of two the first films of the seeding sit the first round out (a bye),
/// so every later round is whole: `n` films always take `n − 1` duels in `⌈log₂ n⌉` rounds.
///
/// What a bracket says of the member's taste is a ranking in tiers: the films they knocked out last, then the films
/// that went out in round 1, round 2, …, and the films still in on top. Films in one tier are tied: the bracket did not
/// tell them apart.
struct FinalBracket: Hashable, Sendable {
    /// The films in the member's order: byes first, then pairs side by side.
    let seeding: [FilmID]
    /// How many rounds the bracket has.
    let rounds: Int
    /// The choices made, oldest first.
    private(set) var choices: [FinalChoice] = []
    /// The films of the round under way, in bracket order.
    private var entrants: [FilmID]
    /// The films through to the next round so far: the byes, then each duel's winner.
    private var advancing: [FilmID]
    private var round = 1
    private var duelsInRound = 0
    /// The round each film went out in.
    private var eliminatedIn: [FilmID: Int] = [:]
    private var knockedOut: Set<FilmID> = []

    /// A bracket over `seeding`, nothing answered.
    init(seeding: [FilmID]) {
        self.seeding = seeding
        var rounds = 0
        while 1 << rounds < seeding.count { rounds += 1 }
        self.rounds = rounds
        entrants = seeding
        advancing = Array(seeding.prefix(Self.byes(films: seeding.count, rounds: rounds)))
    }

    /// The films that sit out the first round so that the second is a power of two.
    private static func byes(films: Int, rounds: Int) -> Int {
        guard rounds > 0 else { return films }
        let firstRoundDuels = films - (1 << (rounds - 1))
        return films - 2 * firstRoundDuels
    }

    /// How many duels the bracket has.
    var duelCount: Int { max(0, seeding.count - 1) }

    /// Whether every duel is answered.
    var isFinished: Bool { choices.count == duelCount }

    /// The duel to answer now; nil once finished.
    var current: FinalDuel? {
        guard !isFinished else { return nil }
        let start = round == 1 ? Self.byes(films: seeding.count, rounds: rounds) : 0
        let index = start + 2 * duelsInRound
        return FinalDuel(number: choices.count + 1, count: duelCount, round: round, rounds: rounds, left: entrants[index], right: entrants[index + 1])
    }

    /// The film that won the bracket, once finished.
    var champion: FilmID? { isFinished ? entrants.first : nil }

    /// Applies `choice` to the current duel, which it must name a film of.
    mutating func apply(_ choice: FinalChoice) {
        guard let duel = current, duel.contains(choice.film) else { return }
        let winner = choice.isKnockOut ? duel.other(than: choice.film) : choice.film
        let loser = duel.other(than: winner)
        choices.append(choice)
        eliminatedIn[loser] = round
        if choice.isKnockOut { knockedOut.insert(loser) }
        advancing.append(winner)
        duelsInRound += 1
        let start = round == 1 ? Self.byes(films: seeding.count, rounds: rounds) : 0
        if start + 2 * duelsInRound >= entrants.count {
            entrants = advancing
            advancing = []
            round += 1
            duelsInRound = 0
        }
    }

    /// The same bracket without its newest choice.
    func withoutLatestChoice() -> FinalBracket {
        var bracket = FinalBracket(seeding: seeding)
        for choice in choices.dropLast() { bracket.apply(choice) }
        return bracket
    }

    /// `film`'s tier in the member's ranking: 0 knocked out, `r` out in round `r`, `rounds + 1` still in (or the winner).
    func tier(of film: FilmID) -> Int {
        if knockedOut.contains(film) { return 0 }
        return eliminatedIn[film] ?? rounds + 1
    }

    /// Whether the member knocked `film` out.
    func knockedOut(_ film: FilmID) -> Bool { knockedOut.contains(film) }
}
