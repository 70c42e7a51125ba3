import Foundation

/// A party the player was in, as `filmswipe party matches` lists it: the room, when they joined, who was there, and
/// its matches.
public struct PartyRecord: Sendable, Hashable, Encodable {
    /// The room's code and its server, as `HOST:PORT`.
    public let code: String
    public let server: String
    /// When the player first joined; nil when their membership could not be saved.
    public let joinedAt: Date?
    /// Every name seen present in the room while the player was in it, in the order first seen; nil when that was not
    /// recorded (a party played before FilmSwipe recorded it).
    public let members: [String]?
    /// The room's matches, in the order they happened.
    public let matches: [PartyMatchRecord]
    /// The film the room last picked at random, if it decided.
    public let pick: PartyPickRecord?
    /// When the player saw the room end; nil while it goes on (or ended unseen).
    public let endedAt: Date?

    /// Creates a record.
    public init(
        code: String, server: String, joinedAt: Date?, members: [String]?, matches: [PartyMatchRecord], pick: PartyPickRecord? = nil,
        endedAt: Date? = nil
    ) {
        self.code = code
        self.server = server
        self.joinedAt = joinedAt
        self.members = members
        self.matches = matches
        self.pick = pick
        self.endedAt = endedAt
    }

    private enum CodingKeys: String, CodingKey {
        case code, server, joinedAt = "joined_at", members, matches, pick, endedAt = "ended_at"
    }

    // What is not known is written as null, so a reader sees the field either way.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(server, forKey: .server)
        try container.encode(joinedAt.map { $0.formatted(.iso8601) }, forKey: .joinedAt)
        try container.encode(members, forKey: .members)
        try container.encode(matches, forKey: .matches)
        try container.encode(pick, forKey: .pick)
        try container.encode(endedAt.map { $0.formatted(.iso8601) }, forKey: .endedAt)
    }
}
