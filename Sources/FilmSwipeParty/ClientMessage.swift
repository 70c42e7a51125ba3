import FilmSwipeDomain
import Foundation

/// A message from a client to the server: a JSON object whose `"type"` says which.
public enum ClientMessage: Hashable, Sendable, Codable {
    /// Join a room, or come back to it (`"type": "hello"`, with `"version"`).
    case hello(PartyHello)
    /// Make a room and join it (`"type": "create"`, with `"version"`).
    case create(PartyCreate)
    /// Swipe a film: right or up is yes, left is no; again to change one's vote.
    case vote(film: FilmID, yes: Bool)
    /// Take back one's vote on a film.
    case undo(film: FilmID)
    /// Offer a film of the catalogue to the room: it goes on top of every member's deck. Only sent to a server whose
    /// welcome says it takes suggestions (`PartyWelcome.suggestionsLeft`): an older one would refuse the unknown type.
    case suggest(film: FilmID)
    /// Ask the server to pick a film for the room at random ("decide for us"): it counts down, then tells every member.
    /// Like `end`, only sent to a server whose welcome has `rules`: an older one would refuse the unknown type.
    case decide
    /// Close the room for everyone (its host alone may): every member is told how it ended, and the server forgets it.
    case end
    /// Leave the room for good.
    case leave
    /// Check the connection; the server answers `pong`.
    case ping

    private enum CodingKeys: String, CodingKey {
        case type, version, film, yes
    }

    /// The message read from `data`, checked against `PartyProtocol.maxMessageBytes`.
    public static func decode(_ data: Data) throws(PartyProtocolError) -> ClientMessage {
        try PartyProtocol.decode(ClientMessage.self, from: data, limit: PartyProtocol.maxMessageBytes)
    }

    /// The message read from a WebSocket text frame.
    public static func decode(_ text: String) throws(PartyProtocolError) -> ClientMessage {
        try decode(Data(text.utf8))
    }

    /// The message as JSON text, for a WebSocket text frame.
    public var json: String { PartyProtocol.encode(self) }

    /// Decodes by `"type"`; a message carrying another version is refused before anything else is read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try PartyProtocol.checkVersion(in: container, key: .version)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "hello":
            try PartyProtocol.requireVersion(in: container, key: .version)
            self = .hello(try PartyHello(from: decoder))
        case "create":
            try PartyProtocol.requireVersion(in: container, key: .version)
            self = .create(try PartyCreate(from: decoder))
        case "vote":
            self = .vote(film: try container.decodeFilm(forKey: .film), yes: try container.decode(Bool.self, forKey: .yes))
        case "undo":
            self = .undo(film: try container.decodeFilm(forKey: .film))
        case "suggest":
            self = .suggest(film: try container.decodeFilm(forKey: .film))
        case "decide":
            self = .decide
        case "end":
            self = .end
        case "leave":
            self = .leave
        case "ping":
            self = .ping
        default:
            throw PartyProtocolError.unknownType(type)
        }
    }

    /// Encodes the `"type"` and the case's fields side by side in one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .hello(let hello):
            try container.encode("hello", forKey: .type)
            try container.encode(PartyProtocol.version, forKey: .version)
            try hello.encode(to: encoder)
        case .create(let create):
            try container.encode("create", forKey: .type)
            try container.encode(PartyProtocol.version, forKey: .version)
            try create.encode(to: encoder)
        case .vote(let film, let yes):
            try container.encode("vote", forKey: .type)
            try container.encodeFilm(film, forKey: .film)
            try container.encode(yes, forKey: .yes)
        case .undo(let film):
            try container.encode("undo", forKey: .type)
            try container.encodeFilm(film, forKey: .film)
        case .suggest(let film):
            try container.encode("suggest", forKey: .type)
            try container.encodeFilm(film, forKey: .film)
        case .decide:
            try container.encode("decide", forKey: .type)
        case .end:
            try container.encode("end", forKey: .type)
        case .leave:
            try container.encode("leave", forKey: .type)
        case .ping:
            try container.encode("ping", forKey: .type)
        }
    }
}
