import FilmSwipeDomain

/// The server's answer to a hello or a create: everything a client needs to draw the room.
public struct PartyWelcome: Hashable, Sendable, Codable {
    /// The room's code, for the header and the join line.
    public let code: RoomCode
    /// The id the server gave this member.
    public let member: MemberID
    /// This member's secret for coming back; sent to them alone.
    public let resume: ResumeToken
    /// Everyone in the room, present or not.
    public let members: [PartyMemberInfo]
    /// The cards, in deck order.
    public let deck: [PartyCard]
    /// The matches so far, in the order they happened.
    public let matches: [PartyMatch]
    /// How many members present have swiped each film; films nobody swiped are left out.
    public let swiped: [FilmID: Int]
    /// This member's own votes, so a client coming back resumes where it was.
    public let yourVotes: [FilmID: Bool]
    /// The closest film while there is no match.
    public let closest: PartyClosest?

    /// A welcome from its parts.
    public init(
        code: RoomCode, member: MemberID, resume: ResumeToken, members: [PartyMemberInfo], deck: [PartyCard],
        matches: [PartyMatch], swiped: [FilmID: Int], yourVotes: [FilmID: Bool], closest: PartyClosest?
    ) {
        self.code = code
        self.member = member
        self.resume = resume
        self.members = members
        self.deck = deck
        self.matches = matches
        self.swiped = swiped
        self.yourVotes = yourVotes
        self.closest = closest
    }

    /// The welcome for `member` of `room`, its cards made from `films` (deck films missing from it are skipped).
    public init(room: PartyRoom, member: PartyMember, films: [FilmID: Film]) {
        let counts = room.deck.map { ($0, room.swipedCount(of: $0)) }.filter { $0.1 > 0 }
        self.init(
            code: room.code, member: member.id, resume: member.resumeToken, members: room.members.map(PartyMemberInfo.init),
            deck: room.deck.compactMap { films[$0].map(PartyCard.init(film:)) }, matches: room.matches,
            swiped: Dictionary(uniqueKeysWithValues: counts), yourVotes: room.votes(of: member.id), closest: room.closest
        )
    }

    private enum CodingKeys: String, CodingKey {
        case code, member, resume, members, deck, matches, swiped, yourVotes, closest
    }

    /// Decodes the protocol's form; film-keyed maps are objects keyed by "catalogue:603".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(RoomCode.self, forKey: .code)
        member = try container.decode(MemberID.self, forKey: .member)
        resume = try container.decode(ResumeToken.self, forKey: .resume)
        members = try container.decode([PartyMemberInfo].self, forKey: .members)
        deck = try container.decode([PartyCard].self, forKey: .deck)
        matches = try container.decode([PartyMatch].self, forKey: .matches)
        swiped = try container.decodeFilmMap(Int.self, forKey: .swiped)
        yourVotes = try container.decodeFilmMap(Bool.self, forKey: .yourVotes)
        closest = try container.decodeIfPresent(PartyClosest.self, forKey: .closest)
    }

    /// Encodes the protocol's form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(member, forKey: .member)
        try container.encode(resume, forKey: .resume)
        try container.encode(members, forKey: .members)
        try container.encode(deck, forKey: .deck)
        try container.encode(matches, forKey: .matches)
        try container.encodeFilmMap(swiped, forKey: .swiped)
        try container.encodeFilmMap(yourVotes, forKey: .yourVotes)
        try container.encodeIfPresent(closest, forKey: .closest)
    }
}
