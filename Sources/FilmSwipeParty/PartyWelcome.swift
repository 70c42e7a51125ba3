import FilmSwipeDomain

/// The server's answer to a hello or a create: everything a client needs to draw the room.
public struct PartyWelcome: Hashable, Sendable, Codable {
    /// The room's code, for the header and the join line.
    public let code: RoomCode
    /// The id the server gave this member.
    public let member: MemberID
    /// This member's secret for coming back; sent to them alone.
    public let resume: ResumeToken
    /// The members present (an older server listed those gone too, marked not present).
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
    /// How many more films this member may suggest; nil from a server that takes no suggestions (an older release),
    /// which a client must then not send.
    public let suggestionsLeft: Int?
    /// The filters the host chose for the room's deck; nil from an older server.
    public let options: RoomOptions?
    /// How the room decides; nil from a server from before rules, which takes neither `decide` nor `end`.
    public let rules: RoomRules?
    /// How many more films this member may say yes to; nil without a cap on likes.
    public let likesLeft: Int?
    /// The room's host, who alone may end it; nil from an older server.
    public let host: MemberID?
    /// The room's last pick, if it decided.
    public let pick: PartyPick?
    /// Films others have said yes to that this member has still to swipe, to be dealt first; empty for none.
    public let overlap: [FilmID]

    /// A welcome from its parts.
    public init(
        code: RoomCode, member: MemberID, resume: ResumeToken, members: [PartyMemberInfo], deck: [PartyCard],
        matches: [PartyMatch], swiped: [FilmID: Int], yourVotes: [FilmID: Bool], closest: PartyClosest?, suggestionsLeft: Int? = nil,
        options: RoomOptions? = nil, rules: RoomRules? = nil, likesLeft: Int? = nil, host: MemberID? = nil, pick: PartyPick? = nil,
        overlap: [FilmID] = []
    ) {
        self.rules = rules
        self.likesLeft = likesLeft
        self.host = host
        self.pick = pick
        self.overlap = overlap
        self.code = code
        self.member = member
        self.resume = resume
        self.members = members
        self.deck = deck
        self.matches = matches
        self.swiped = swiped
        self.yourVotes = yourVotes
        self.closest = closest
        self.suggestionsLeft = suggestionsLeft
        self.options = options
    }

    /// The welcome for `member` of `room` dealing by `options`, its cards made from `cards` (deck films missing from
    /// it are skipped) and marked with who suggested them.
    public init(room: PartyRoom, member: PartyMember, cards: [FilmID: PartyCard], options: RoomOptions? = nil) {
        let counts = room.deck.map { ($0, room.swipedCount(of: $0)) }.filter { $0.1 > 0 }
        let deck = room.deck.compactMap { film -> PartyCard? in
            guard var card = cards[film] else { return nil }
            card.suggestedBy = room.suggestions[film]
            return card
        }
        self.init(
            code: room.code, member: member.id, resume: member.resumeToken, members: room.presentMembers.map(PartyMemberInfo.init),
            deck: deck, matches: room.matches, swiped: Dictionary(uniqueKeysWithValues: counts), yourVotes: room.votes(of: member.id),
            closest: room.closest, suggestionsLeft: room.suggestionsLeft(for: member.id), options: options, rules: room.rules,
            likesLeft: room.likesLeft(for: member.id), host: room.host?.id, pick: room.pick, overlap: room.overlap(for: member.id)
        )
    }

    /// The welcome for `member` of `room`, its cards made from `films` (deck films missing from it are skipped).
    public init(room: PartyRoom, member: PartyMember, films: [FilmID: Film]) {
        self.init(room: room, member: member, cards: films.mapValues(PartyCard.init(film:)))
    }

    private enum CodingKeys: String, CodingKey {
        case code, member, resume, members, deck, matches, swiped, yourVotes, closest, suggestionsLeft, options, rules, likesLeft, host, pick, overlap
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
        suggestionsLeft = try container.decodeIfPresent(Int.self, forKey: .suggestionsLeft)
        options = try container.decodeIfPresent(RoomOptions.self, forKey: .options)
        rules = try container.decodeIfPresent(RoomRules.self, forKey: .rules)
        likesLeft = try container.decodeIfPresent(Int.self, forKey: .likesLeft)
        host = try container.decodeIfPresent(MemberID.self, forKey: .host)
        pick = try container.decodeIfPresent(PartyPick.self, forKey: .pick)
        overlap = container.contains(.overlap) ? try container.decodeFilms(forKey: .overlap) : []
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
        try container.encodeIfPresent(suggestionsLeft, forKey: .suggestionsLeft)
        try container.encodeIfPresent(options, forKey: .options)
        try container.encodeIfPresent(rules, forKey: .rules)
        try container.encodeIfPresent(likesLeft, forKey: .likesLeft)
        try container.encodeIfPresent(host, forKey: .host)
        try container.encodeIfPresent(pick, forKey: .pick)
        if !overlap.isEmpty { try container.encode(overlap.map(\.partyText), forKey: .overlap) }
    }
}
