import FilmSwipeDomain
import Foundation

/// A message from the server to a client: a JSON object whose `"type"` says which.
public enum ServerMessage: Hashable, Sendable, Codable {
    /// The room as it is, to the member who just joined or came back (`"type": "welcome"`, with `"version"`).
    case welcome(PartyWelcome)
    /// Who is in the room, after anyone joins, comes back or leaves: to a client that did not ask for `joined` and
    /// `left` (an older one). Only members present are listed.
    case members([PartyMemberInfo])
    /// A member joined or came back: to a client whose hello or create set `memberChanges`.
    case joined(PartyMemberInfo)
    /// A member left, by choice or by losing the connection past the grace: to a client whose hello or create set
    /// `memberChanges`.
    case left(MemberID)
    /// How many members present have swiped a film; never who, never which way.
    case votes(film: FilmID, count: Int)
    /// A film became a match.
    case match(PartyMatch)
    /// The closest film changed; nil (no fields) once there is a match or no film has a yes.
    case closest(PartyClosest?)
    /// The last message was refused; after a `badMessage` or `wrongVersion` the server closes the connection.
    case refused(PartyRefusal)
    /// The answer to `ping`.
    case pong
    /// The deck in its new order after the group ranking changed (a member with a taste joined): every card, in deck
    /// order, in the welcome's `deck` form; films a member already swiped keep their votes. Replaces the whole deck.
    case deck([PartyCard])
    /// A member suggested a film: its card (whose `suggestedBy` says who) goes on top of every member's deck. A client
    /// from before suggestions skips the message, as it skips every type it does not know, and finds the film on top
    /// of the deck of its next welcome.
    case suggested(PartyCard)
    /// How many more films this member may say yes to, under the room's cap on likes; to that member alone, when it
    /// changes.
    case likes(left: Int)
    /// Films others have said yes to that this member has still to swipe, in deck order: to be dealt before the rest
    /// ("force overlap"). To that member alone, each film once; never who said yes.
    case overlap([FilmID])
    /// A member asked the server to decide: it shows its pick in `seconds` (3, 2, 1), to everyone at once.
    case deciding(seconds: Int)
    /// The film the server picked for the room, once the countdown is over.
    case decided(PartyPick)
    /// The host closed the room, which the server has forgotten: how it ended. The server then closes the connection.
    case ended(PartyEnding)

    private enum CodingKeys: String, CodingKey {
        case type, version, members, film, count, deck, card, member, left, films, seconds
    }

    /// The message read from `data`, checked against `PartyProtocol.maxServerMessageBytes`.
    public static func decode(_ data: Data) throws(PartyProtocolError) -> ServerMessage {
        try PartyProtocol.decode(ServerMessage.self, from: data, limit: PartyProtocol.maxServerMessageBytes)
    }

    /// The message read from a WebSocket text frame.
    public static func decode(_ text: String) throws(PartyProtocolError) -> ServerMessage {
        try decode(Data(text.utf8))
    }

    /// The message as JSON text, for a WebSocket text frame.
    public var json: String { PartyProtocol.encode(self) }

    /// The message telling every member about `event` in `room`; a member joining, coming back or leaving as the list of
    /// members present, for a client that reads no `joined` or `left` (see `change(_:in:)`).
    public init(_ event: PartyEvent, in room: PartyRoom) {
        switch event {
        case .memberJoined, .memberReturned, .memberLeft:
            self = .members(room.presentMembers.map(PartyMemberInfo.init))
        case .votesChanged(let film, let swiped):
            self = .votes(film: film, count: swiped)
        case .match(let match):
            self = .match(match)
        case .closest(let closest):
            self = .closest(closest)
        }
    }

    /// The message telling a client that reads `joined` and `left` about `event` in `room`: a member's change alone, so
    /// what a join costs does not grow with the room.
    public static func change(_ event: PartyEvent, in room: PartyRoom) -> ServerMessage {
        switch event {
        case .memberJoined(let id, _), .memberReturned(let id):
            guard let member = room.members.first(where: { $0.id == id }) else { return ServerMessage(event, in: room) }
            return .joined(PartyMemberInfo(member))
        case .memberLeft(let id):
            return .left(id)
        default:
            return ServerMessage(event, in: room)
        }
    }

    /// Decodes by `"type"`; a message carrying another version is refused before anything else is read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try PartyProtocol.checkVersion(in: container, key: .version)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "welcome":
            try PartyProtocol.requireVersion(in: container, key: .version)
            self = .welcome(try PartyWelcome(from: decoder))
        case "members":
            self = .members(try container.decode([PartyMemberInfo].self, forKey: .members))
        case "joined":
            self = .joined(try container.decode(PartyMemberInfo.self, forKey: .member))
        case "left":
            self = .left(try container.decode(MemberID.self, forKey: .member))
        case "votes":
            self = .votes(film: try container.decodeFilm(forKey: .film), count: try container.decode(Int.self, forKey: .count))
        case "match":
            self = .match(try PartyMatch(from: decoder))
        case "closest":
            self = .closest(container.contains(.film) ? try PartyClosest(from: decoder) : nil)
        case "refused":
            self = .refused(try PartyRefusal(from: decoder))
        case "pong":
            self = .pong
        case "deck":
            self = .deck(try container.decode([PartyCard].self, forKey: .deck))
        case "suggested":
            self = .suggested(try container.decode(PartyCard.self, forKey: .card))
        case "likes":
            self = .likes(left: try container.decode(Int.self, forKey: .left))
        case "overlap":
            self = .overlap(try container.decodeFilms(forKey: .films))
        case "deciding":
            self = .deciding(seconds: try container.decode(Int.self, forKey: .seconds))
        case "decided":
            self = .decided(try PartyPick(from: decoder))
        case "ended":
            self = .ended(try PartyEnding(from: decoder))
        default:
            throw PartyProtocolError.unknownType(type)
        }
    }

    /// Encodes the `"type"` and the case's fields side by side in one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .welcome(let welcome):
            try container.encode("welcome", forKey: .type)
            try container.encode(PartyProtocol.version, forKey: .version)
            try welcome.encode(to: encoder)
        case .members(let members):
            try container.encode("members", forKey: .type)
            try container.encode(members, forKey: .members)
        case .joined(let member):
            try container.encode("joined", forKey: .type)
            try container.encode(member, forKey: .member)
        case .left(let member):
            try container.encode("left", forKey: .type)
            try container.encode(member, forKey: .member)
        case .votes(let film, let count):
            try container.encode("votes", forKey: .type)
            try container.encodeFilm(film, forKey: .film)
            try container.encode(count, forKey: .count)
        case .match(let match):
            try container.encode("match", forKey: .type)
            try match.encode(to: encoder)
        case .closest(let closest):
            try container.encode("closest", forKey: .type)
            try closest?.encode(to: encoder)
        case .refused(let refusal):
            try container.encode("refused", forKey: .type)
            try refusal.encode(to: encoder)
        case .pong:
            try container.encode("pong", forKey: .type)
        case .deck(let cards):
            try container.encode("deck", forKey: .type)
            try container.encode(cards, forKey: .deck)
        case .suggested(let card):
            try container.encode("suggested", forKey: .type)
            try container.encode(card, forKey: .card)
        case .likes(let left):
            try container.encode("likes", forKey: .type)
            try container.encode(left, forKey: .left)
        case .overlap(let films):
            try container.encode("overlap", forKey: .type)
            try container.encode(films.map(\.partyText), forKey: .films)
        case .deciding(let seconds):
            try container.encode("deciding", forKey: .type)
            try container.encode(seconds, forKey: .seconds)
        case .decided(let pick):
            try container.encode("decided", forKey: .type)
            try pick.encode(to: encoder)
        case .ended(let ending):
            try container.encode("ended", forKey: .type)
            try ending.encode(to: encoder)
        }
    }
}
