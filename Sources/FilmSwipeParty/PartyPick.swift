import FilmSwipeDomain

/// A film the server picked for the room at random ("decide for us"): among the matches, or among the closest films
/// while there is none.
public struct PartyPick: Hashable, Sendable, Codable {
    /// The seconds the server counts down (`deciding`) before it shows a pick to everyone at once.
    public static let countdown = 3

    /// The film picked.
    public let film: FilmID
    /// 1 for the room's first pick, 2 for the next: a room may decide again.
    public let sequence: Int
    /// How many films it was picked from, each as likely as the others.
    public let among: Int
    /// Whether it was picked from the matches (false: from the films closest to one).
    public let fromMatches: Bool

    /// A pick from its parts.
    public init(film: FilmID, sequence: Int, among: Int, fromMatches: Bool) {
        self.film = film
        self.sequence = sequence
        self.among = among
        self.fromMatches = fromMatches
    }

    /// Where it was picked from, for a player: "among your 3 matches", "the only match", "among the 2 closest films".
    public var source: String {
        switch (fromMatches, among) {
        case (true, 1): "your only match"
        case (true, _): "at random among your \(among) matches"
        case (false, 1): "the closest film, with no match yet"
        case (false, _): "at random among the \(among) closest films, with no match yet"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case film, sequence, among, from
    }

    /// Decodes the protocol's form: the film as "catalogue:603", `from` "matches" or "closest".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        film = try container.decodeFilm(forKey: .film)
        sequence = try container.decode(Int.self, forKey: .sequence)
        among = try container.decode(Int.self, forKey: .among)
        fromMatches = try container.decode(String.self, forKey: .from) == "matches"
    }

    /// Encodes the protocol's form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeFilm(film, forKey: .film)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(among, forKey: .among)
        try container.encode(fromMatches ? "matches" : "closest", forKey: .from)
    }
}
