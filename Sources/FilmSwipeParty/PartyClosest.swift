import FilmSwipeDomain

/// The film nearest to a match while none has matched: "2 of 3 said yes".
public struct PartyClosest: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The film.
    public let film: FilmID
    /// Members present who said yes.
    public let yes: Int
    /// Members present.
    public let of: Int

    /// A closest film from its parts.
    public init(film: FilmID, yes: Int, of: Int) {
        self.film = film
        self.yes = yes
        self.of = of
    }

    /// "2 of 3 said yes".
    public var description: String { "\(yes) of \(of) said yes" }

    private enum CodingKeys: String, CodingKey {
        case film
        case yes
        case of
    }

    /// Decodes the protocol's form, the film as "catalogue:603".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        film = try container.decodeFilm(forKey: .film)
        yes = try container.decode(Int.self, forKey: .yes)
        of = try container.decode(Int.self, forKey: .of)
    }

    /// Encodes the protocol's form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeFilm(film, forKey: .film)
        try container.encode(yes, forKey: .yes)
        try container.encode(of, forKey: .of)
    }
}
