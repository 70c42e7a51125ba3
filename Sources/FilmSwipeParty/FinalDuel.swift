import FilmSwipeDomain

/// Two films head to head, proposed to one member: which would they rather watch tonight?
public struct FinalDuel: Hashable, Sendable {
    /// The duel's number in the member's bracket, from 1; answers name it (`FinalAnswer.duel`).
    public let number: Int
    /// How many duels the member's bracket has in all (one fewer than the films).
    public let count: Int
    /// The bracket's round the duel is in, from 1; the last round is the final.
    public let round: Int
    /// How many rounds the bracket has.
    public let rounds: Int
    /// The film shown on the left.
    public let left: FilmID
    /// The film shown on the right.
    public let right: FilmID

    /// A duel from its parts.
    public init(number: Int, count: Int, round: Int, rounds: Int, left: FilmID, right: FilmID) {
        self.number = number
        self.count = count
        self.round = round
        self.rounds = rounds
        self.left = left
        self.right = right
    }

    /// Whether it is the member's last duel, their bracket's final.
    public var isFinal: Bool { number == count }

    /// Whether `film` is one of the two.
    public func contains(_ film: FilmID) -> Bool { film == left || film == right }

    /// The other film of the two.
    public func other(than film: FilmID) -> FilmID { film == left ? right : left }
}
