import FilmSwipeDomain

/// The truth of one party room: its deck, members, votes and matches, and the rules that turn votes into matches.
///
/// The server keeps one per room and persists what `init(code:deck:members:votes:matches:suggestions:rules:pick:)` takes.
/// Every operation takes the acting member's id from the connection, never from a message, and changes that member's
/// votes only. A film is a match when the room's `MatchRule` says so of the yes votes of the members present (by
/// default: at least two, and every member present); a match is final.
/// Repeating a vote or undoing a vote that is not there changes nothing, so a client's outbox can safely send again.
public struct PartyRoom: Hashable, Sendable {
    /// The most members present at once.
    public static let memberLimit = 8
    /// The most members a room remembers, present or gone: a join beyond it forgets the member who joined first among
    /// those gone, with their votes and suggestions (which no longer counted). Friends coming and going never reach it;
    /// a client joining and leaving in a loop cannot grow a room without end.
    public static let rememberedLimit = 64
    /// The most films one member can suggest in a room: enough to bring the evening's favourites in, too few to bury
    /// the group's deck under one member's picks.
    public static let suggestionLimit = 5

    /// The room's code.
    public let code: RoomCode
    /// The films every member swipes, in the group ranking's order with suggestions on top; the same for all, late
    /// joiners included.
    public private(set) var deck: [FilmID]
    /// Everyone who joined and is remembered (see `rememberedLimit`), in joining order, present or not.
    public private(set) var members: [PartyMember]
    /// The matches, in the order they happened.
    public private(set) var matches: [PartyMatch]
    /// Who suggested each suggested film.
    public private(set) var suggestions: [FilmID: MemberID]
    /// How the room decides: its match rule and its cap on likes.
    public let rules: RoomRules
    /// The film the room last picked at random ("decide for us"), if it did.
    public private(set) var pick: PartyPick?

    private var ballots: [FilmID: [MemberID: Bool]]
    private var deckIndex: [FilmID: Int]
    private var matched: Set<FilmID>

    /// A new, empty room dealing `deck` under `rules`.
    public init(code: RoomCode, deck: [FilmID], rules: RoomRules = .standard) {
        self.init(code: code, deck: deck, members: [], votes: [], matches: [], rules: rules)
    }

    /// A room rebuilt from what the server stored. Matches are taken as stored, not recomputed: a match stays one
    /// even if the members present now would not make it. Votes by unknown members or on films outside the deck
    /// could never count and are dropped; of two votes by one member on one film, the later in `votes` wins.
    /// Suggestions of films outside the deck or by unknown members are dropped too, and a pick of a film outside it.
    public init(
        code: RoomCode, deck: [FilmID], members: [PartyMember], votes: [PartyVote], matches: [PartyMatch],
        suggestions: [FilmID: MemberID] = [:], rules: RoomRules = .standard, pick: PartyPick? = nil
    ) {
        var index: [FilmID: Int] = [:]
        var uniqueDeck: [FilmID] = []
        for film in deck where index[film] == nil {
            index[film] = uniqueDeck.count
            uniqueDeck.append(film)
        }
        self.code = code
        self.deck = uniqueDeck
        deckIndex = index
        var byID: [MemberID: PartyMember] = [:]
        for member in members { byID[member.id] = member }
        self.members = byID.values.sorted { $0.id < $1.id }
        ballots = [:]
        for vote in votes where byID[vote.member] != nil && index[vote.film] != nil {
            ballots[vote.film, default: [:]][vote.member] = vote.yes
        }
        self.matches = []
        matched = []
        for match in matches.sorted(by: { $0.sequence < $1.sequence }) where index[match.film] != nil && !matched.contains(match.film) {
            self.matches.append(match)
            matched.insert(match.film)
        }
        self.suggestions = suggestions.filter { index[$0.key] != nil && byID[$0.value] != nil }
        self.rules = rules
        self.pick = pick.flatMap { index[$0.film] == nil ? nil : $0 }
    }

    /// The same room dealing `order` instead: every vote, match, suggestion and pick kept (those on films `order`
    /// leaves out dropped, as the stored room's would be).
    public func dealing(_ order: [FilmID]) -> PartyRoom {
        PartyRoom(code: code, deck: order, members: members, votes: storedVotes, matches: matches, suggestions: suggestions, rules: rules, pick: pick)
    }

    // MARK: Operations

    /// Adds a new member named `name`, present, with a fresh resume token from `generator`. A member who joins late
    /// starts at the top of the deck: films not yet matched now need their yes too. A name that looks like one the room
    /// already remembers, once case and look-alike letters are folded (Unicode TR39's confusable skeleton: "ann",
    /// "Аnn" with a Cyrillic А), is given the first number that tells it apart: "Ann 2", "Ann 3".
    public mutating func join(name: MemberName, using generator: inout some RandomNumberGenerator) throws(PartyRoomError) -> PartyJoin {
        guard presentCount < Self.memberLimit else { throw .roomFull }
        var token = ResumeToken.random(using: &generator)
        while members.contains(where: { $0.resumeToken == token }) { token = .random(using: &generator) }
        let id = MemberID((members.map(\.id.value).max() ?? 0) + 1)
        // Never a member present: at most `memberLimit` are, far fewer than the room remembers. Nor the host, who alone may end the room, whoever comes and goes while they are away.
        let host = host?.id
        let forgotten = members.count >= Self.rememberedLimit ? members.first(where: { !$0.isPresent && $0.id != host })?.id : nil
        if let forgotten { forget(forgotten) }
        let member = PartyMember(id: id, name: distinct(name), isPresent: true, resumeToken: token)
        let closestBefore = closest
        members.append(member)
        let events = settle(after: [.memberJoined(member.id, name)], touching: [], closestBefore: closestBefore)
        return PartyJoin(member: member, events: events, forgotten: forgotten)
    }

    // `name`, or the first of "name 2", "name 3"… that looks like no name the room remembers.
    private func distinct(_ name: MemberName) -> MemberName {
        let taken = Set(members.map { NameSkeleton.of($0.name.text) })
        guard taken.contains(NameSkeleton.of(name.text)) else { return name }
        var number = 2
        while taken.contains(NameSkeleton.of(name.numbered(number).text)) { number += 1 }
        return name.numbered(number)
    }

    // An absent member's votes count for nothing, so forgetting them changes no count, match or closest film.
    private mutating func forget(_ member: MemberID) {
        members.removeAll { $0.id == member }
        for film in Array(ballots.keys) {
            ballots[film]?[member] = nil
            if ballots[film]?.isEmpty == true { ballots[film] = nil }
        }
        suggestions = suggestions.filter { $0.value != member }
    }

    /// Brings back the member holding `token`, with their votes. Coming back can complete a match: two members'
    /// yes votes count again once both are present.
    public mutating func resume(token: ResumeToken) throws(PartyRoomError) -> PartyJoin {
        guard let position = members.firstIndex(where: { $0.resumeToken == token }) else { throw .unknownResumeToken }
        // Already present: a reconnect the server saw before it noticed the old connection drop.
        guard !members[position].isPresent else { return PartyJoin(member: members[position], events: []) }
        guard presentCount < Self.memberLimit else { throw .roomFull }
        let closestBefore = closest
        members[position].isPresent = true
        let id = members[position].id
        let events = settle(after: [.memberReturned(id)], touching: films(votedBy: id), closestBefore: closestBefore)
        return PartyJoin(member: members[position], events: events)
    }

    /// Marks `member` absent: their votes stay but no longer count, so a leave can complete a match.
    public mutating func leave(_ member: MemberID) throws(PartyRoomError) -> [PartyEvent] {
        guard let position = members.firstIndex(where: { $0.id == member }) else { throw .unknownMember(member) }
        guard members[position].isPresent else { return [] }
        let closestBefore = closest
        members[position].isPresent = false
        return settle(after: [.memberLeft(member)], touching: films(votedBy: member), closestBefore: closestBefore)
    }

    /// Records `member`'s vote on `film`, replacing their earlier one; refused on films outside the deck, on
    /// matches (except the same vote again, which changes nothing), and for a yes once the member has used every like
    /// the room's cap gives.
    public mutating func vote(_ member: MemberID, film: FilmID, yes: Bool) throws(PartyRoomError) -> [PartyEvent] {
        try requirePresent(member)
        guard deckIndex[film] != nil else { throw .unknownFilm(film) }
        if ballots[film]?[member] == yes { return [] }
        guard !matched.contains(film) else { throw .alreadyMatched(film) }
        if yes, let limit = rules.likes, likesUsed(by: member) >= limit { throw .likeLimit(film, limit: limit) }
        let closestBefore = closest
        let countBefore = swipedCount(of: film)
        ballots[film, default: [:]][member] = yes
        // A changed vote leaves the count alone; saying nothing then keeps the change private too.
        let touched = swipedCount(of: film) == countBefore ? [] : [film]
        return settle(after: [], touching: touched, closestBefore: closestBefore, onlyFilm: film)
    }

    /// Removes `member`'s vote on `film`; refused once the film is a match.
    public mutating func undo(_ member: MemberID, film: FilmID) throws(PartyRoomError) -> [PartyEvent] {
        try requirePresent(member)
        guard deckIndex[film] != nil else { throw .unknownFilm(film) }
        guard ballots[film]?[member] != nil else { return [] }
        guard !matched.contains(film) else { throw .alreadyMatched(film) }
        let closestBefore = closest
        ballots[film]?[member] = nil
        if ballots[film]?.isEmpty == true { ballots[film] = nil }
        return settle(after: [], touching: [film], closestBefore: closestBefore, onlyFilm: film)
    }

    /// Puts `film`, suggested by `member`, on top of the deck (moving it there if the deck holds it), to be voted on
    /// like any film. Refused for a film the room has decided (a match, or one every member present has swiped), one
    /// already suggested, and once the member has made `suggestionLimit` suggestions. A member's dislike in their
    /// taste does not refuse it: that would tell the others what the member dislikes.
    public mutating func suggest(_ member: MemberID, film: FilmID) throws(PartyRoomError) -> [PartyEvent] {
        try requirePresent(member)
        if matched.contains(film) { throw .alreadyDecided(film, isMatch: true) }
        if let earlier = suggestions[film] {
            throw .alreadySuggested(film, by: earlier == member ? nil : members.first { $0.id == earlier }?.name ?? MemberName(MemberName.fallback))
        }
        let present = presentIDs
        if let ballot = ballots[film], present.allSatisfy({ ballot[$0] != nil }) { throw .alreadyDecided(film, isMatch: false) }
        guard suggestions.values.count(where: { $0 == member }) < Self.suggestionLimit else { throw .suggestionLimit }
        let closestBefore = closest
        deck.removeAll { $0 == film }
        deck.insert(film, at: 0)
        deckIndex = Dictionary(uniqueKeysWithValues: deck.enumerated().map { ($0.element, $0.offset) })
        suggestions[film] = member
        // Moving a film can change which of two equally close films comes first; nothing else changes.
        return settle(after: [], touching: [], closestBefore: closestBefore, onlyFilm: film)
    }

    /// The film picked at random for the room, every candidate as likely: a match when there is one, else one of
    /// the films with the most yes votes from members present (the closest films). Refused when there is neither.
    /// It changes nothing: the server counts down before it shows the pick, and `record`s it then.
    public func decide(using generator: inout some RandomNumberGenerator) throws(PartyRoomError) -> PartyPick {
        let (candidates, fromMatches) = decisionCandidates
        guard !candidates.isEmpty else { throw .nothingToDecide }
        let film = candidates[Int.random(in: 0..<candidates.count, using: &generator)]
        return PartyPick(film: film, sequence: (pick?.sequence ?? 0) + 1, among: candidates.count, fromMatches: fromMatches)
    }

    /// Keeps `pick` as the room's pick, in place of any earlier one; a pick of a film outside the deck is ignored.
    public mutating func record(_ pick: PartyPick) {
        guard deckIndex[pick.film] != nil else { return }
        self.pick = pick
    }

    /// Refused unless `member` is the room's host, who alone may end it.
    public func requireHost(_ member: MemberID) throws(PartyRoomError) {
        guard let host else { throw .unknownMember(member) }
        guard host.id == member else { throw .notHost(host: host.name) }
    }

    // MARK: Queries

    /// The member who made the room (the first to join), who alone may end it.
    public var host: PartyMember? { members.min { $0.id < $1.id } }

    /// The films "decide for us" picks among, in deck order: the matches while there are any, else the films with the
    /// most yes votes from members present (none while no film has one).
    public var decisionCandidates: (films: [FilmID], fromMatches: Bool) {
        if !matches.isEmpty { return (deck.filter(matched.contains), true) }
        let present = presentIDs
        let counts = ballots.mapValues { ballot in present.count { ballot[$0] == true } }
        guard let most = counts.values.max(), most > 0 else { return ([], false) }
        return (deck.filter { counts[$0] == most }, false)
    }

    /// How many more films `member` may say yes to under the room's cap on likes; nil when there is no cap.
    public func likesLeft(for member: MemberID) -> Int? {
        rules.likes.map { max(0, $0 - likesUsed(by: member)) }
    }

    /// The films another member present has said yes to that `member` has still to swipe, in deck order: the group's
    /// deck deals them to `member` first ("force overlap"), so matches come sooner. Never who said yes, nor how many.
    /// With `films`, only those are looked at (a vote changes its own film only).
    public func overlap(for member: MemberID, among films: [FilmID]? = nil) -> [FilmID] {
        let others = presentIDs.filter { $0 != member }
        let looked = films ?? deck
        return looked.filter { film in
            guard !matched.contains(film), let ballot = ballots[film], ballot[member] == nil else { return false }
            return others.contains { ballot[$0] == true }
        }
    }

    /// How many more films `member` may suggest.
    public func suggestionsLeft(for member: MemberID) -> Int {
        max(0, Self.suggestionLimit - suggestions.values.count(where: { $0 == member }))
    }

    /// How many members present have swiped `film`, yes or no; never who.
    public func swipedCount(of film: FilmID) -> Int {
        guard let ballot = ballots[film] else { return 0 }
        return members.filter { $0.isPresent && ballot[$0.id] != nil }.count
    }

    /// Whether `film` is a match.
    public func isMatch(_ film: FilmID) -> Bool { matched.contains(film) }

    /// The film with the most yes votes from members present among those not matched (ties: deck order), while
    /// there is no match; nil once there is one or while no film has a yes.
    public var closest: PartyClosest? {
        guard matches.isEmpty else { return nil }
        let present = presentIDs
        var best: (film: FilmID, yes: Int, index: Int)?
        for (film, ballot) in ballots {
            let yes = present.filter { ballot[$0] == true }.count
            let index = deckIndex[film]!
            if yes > 0, best == nil || yes > best!.yes || (yes == best!.yes && index < best!.index) {
                best = (film, yes, index)
            }
        }
        return best.map { PartyClosest(film: $0.film, yes: $0.yes, of: present.count) }
    }

    /// The members in the room now.
    public var presentMembers: [PartyMember] { members.filter(\.isPresent) }

    /// `member`'s own votes, for their client alone (to restore its cards on coming back).
    public func votes(of member: MemberID) -> [FilmID: Bool] {
        ballots.compactMapValues { $0[member] }
    }

    /// The films `member` has still to swipe, in deck order: not voted by them and not matched.
    public func unswiped(by member: MemberID) -> [FilmID] {
        deck.filter { !matched.contains($0) && ballots[$0]?[member] == nil }
    }

    /// Every vote, in deck order then member order, for the server's store; never to be sent to clients.
    public var storedVotes: [PartyVote] {
        deck.flatMap { film in
            (ballots[film] ?? [:]).sorted { $0.key < $1.key }.map { PartyVote(member: $0.key, film: film, yes: $0.value) }
        }
    }

    // MARK: Rules

    private var presentIDs: [MemberID] { members.filter(\.isPresent).map(\.id) }

    private var presentCount: Int { members.count(where: \.isPresent) }

    private func likesUsed(by member: MemberID) -> Int {
        ballots.values.count { $0[member] == true }
    }

    private func requirePresent(_ member: MemberID) throws(PartyRoomError) {
        guard let found = members.first(where: { $0.id == member }) else { throw .unknownMember(member) }
        guard found.isPresent else { throw .notPresent(member) }
    }

    private func films(votedBy member: MemberID) -> [FilmID] {
        ballots.compactMap { $0.value[member] == nil ? nil : $0.key }
    }

    // After any change: the counts that moved, the matches it made and the closest film if it changed, in that
    // order. A vote can only complete its own film; a join or leave changes who counts and can complete any.
    private mutating func settle(
        after lead: [PartyEvent], touching films: [FilmID], closestBefore: PartyClosest?, onlyFilm: FilmID? = nil
    ) -> [PartyEvent] {
        var events = lead
        for film in films.sorted(by: { deckIndex[$0]! < deckIndex[$1]! }) {
            events.append(.votesChanged(film: film, swiped: swipedCount(of: film)))
        }
        let present = presentIDs
        let candidates = onlyFilm.map { [$0] } ?? ballots.keys.sorted { deckIndex[$0]! < deckIndex[$1]! }
        for film in candidates where !matched.contains(film) {
            let yes = present.filter { ballots[film]?[$0] == true }.count
            guard rules.match.isMatch(yes: yes, present: present.count) else { continue }
            let match = PartyMatch(film: film, sequence: matches.count + 1, yesCount: yes, memberCount: present.count)
            matches.append(match)
            matched.insert(film)
            events.append(.match(match))
        }
        let closestAfter = closest
        if closestAfter != closestBefore { events.append(.closest(closestAfter)) }
        return events
    }
}
