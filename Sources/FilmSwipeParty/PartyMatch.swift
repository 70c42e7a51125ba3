import FilmSwipeDomain

/// A film every member present said yes to, with its place among the room's matches.
public struct PartyMatch: Hashable, Sendable, Codable {
    /// The film.
    public let film: FilmID
    /// 1 for the room's first match, 2 for the next…: the order they happened in, without a clock.
    public let sequence: Int
    /// Members who said yes when it matched.
    public let yesCount: Int
    /// Members present when it matched ("all 3 of you").
    public let memberCount: Int

    /// A match from its parts.
    public init(film: FilmID, sequence: Int, yesCount: Int, memberCount: Int) {
        self.film = film
        self.sequence = sequence
        self.yesCount = yesCount
        self.memberCount = memberCount
    }

    private enum CodingKeys: String, CodingKey {
        case film
        case sequence
        case yesCount = "yes"
        case memberCount = "of"
    }

    /// Decodes the protocol's form, the film as "catalogue:603".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        film = try container.decodeFilm(forKey: .film)
        sequence = try container.decode(Int.self, forKey: .sequence)
        yesCount = try container.decode(Int.self, forKey: .yesCount)
        memberCount = try container.decode(Int.self, forKey: .memberCount)
    }

    /// Encodes the protocol's form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeFilm(film, forKey: .film)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(yesCount, forKey: .yesCount)
        try container.encode(memberCount, forKey: .memberCount)
    }
}
