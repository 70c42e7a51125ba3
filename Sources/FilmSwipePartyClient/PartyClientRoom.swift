import FilmSwipeDomain
import FilmSwipeParty

/// A party room as one member's client knows it: what the server said (members, deck, counts, matches, the pick, the
/// countdown, the ending) and the member's own votes. A plain value, the client's mirror of the server's `PartyRoom`:
/// each message from the server changes it and says what the screen is to show.
public struct PartyClientRoom: Sendable {
    /// How many of the films on two or more watchlists a deck's change deals on top of the player's cards at once.
    static let sharedDealtAtOnce = 3

    /// The room's code, once welcomed (or known from the start, joining).
    public internal(set) var code: RoomCode?
    /// The member this client is.
    public private(set) var member: MemberID?
    /// The room's host, who alone may end it.
    private(set) var host: MemberID?
    /// The members present, by id.
    private(set) var members: [PartyMemberInfo] = []
    /// Every member's name seen in the room, those gone too: a card suggested by one who left still says by whom.
    private var names: [MemberID: MemberName] = [:]
    private var cards: [FilmID: PartyCard] = [:]
    private var deck: [FilmID] = []
    private var swiped: [FilmID: Int] = [:]
    /// The matches so far, oldest first.
    public private(set) var matches: [PartyMatch] = []
    private var closest: PartyClosest?
    /// The member's votes as they stand: the server's, with every vote made here over them.
    private(set) var myVotes: [FilmID: Bool] = [:]
    /// Who suggested each suggested film, as the server said.
    private var suggestions: [FilmID: MemberID] = [:]
    /// How many more films the member may suggest; nil when the server takes no suggestions (an older release).
    private(set) var suggestionsLeft: Int?
    /// The film the member suggested last, until the server deals it or refuses it.
    private(set) var suggesting: FilmID?
    /// What the host chose the room's deck from, in a few words; nil when nothing was chosen.
    private var dealing: String?
    /// How the room decides, as the server said; nil from a server from before rules (no `decide`, no `end`).
    private(set) var rules: RoomRules?
    /// The room's last pick.
    public private(set) var pick: PartyPick?
    /// Films others have said yes to that the member has still to swipe, as the server told them: dealt first.
    private var ahead: [FilmID] = []
    /// The seconds left before the room's pick while a countdown runs; nil otherwise.
    private(set) var countdown: Int?
    /// How the room ended, once it has.
    public private(set) var ending: PartyEnding?

    /// A room not yet entered; `code` when joining one.
    public init(code: RoomCode? = nil) {
        self.code = code
    }

    /// Whether the server has welcomed the member.
    public var isWelcomed: Bool { member != nil }

    /// Whether the member is the room's host, on a server that can end rooms.
    public var isHost: Bool { rules != nil && host != nil && host == member }

    /// How many more films the member may say yes to: the room's cap less their yes votes; nil without a cap.
    var likesLeft: Int? {
        rules?.likes.map { max(0, $0 - myVotes.values.count { $0 }) }
    }

    /// Throws `noLikesLeft` when a yes on `film` would pass the room's cap on likes, as the server would refuse it.
    public func checkLike(_ film: FilmID) throws(PartySessionError) {
        guard myVotes[film] != true, let limit = rules?.likes, likesLeft == 0 else { return }
        throw .noLikesLeft(limit: limit)
    }

    /// Whether `film` is a match, as far as the server has said.
    public func isMatch(_ film: FilmID) -> Bool {
        matches.contains { $0.film == film }
    }

    /// The card the server dealt for `film`, if any.
    func card(_ film: FilmID) -> PartyCard? { cards[film] }

    /// What the server says now changes the room; returns what the screen is to show of it.
    public mutating func apply(_ message: ServerMessage) -> [PartyUpdate] {
        switch message {
        case let .welcome(welcome):
            enter(welcome)
            return []
        case let .members(list):
            return changedMembers(to: list.filter(\.present))
        case let .joined(joiner):
            return changedMembers(to: members.filter { $0.id != joiner.id } + [joiner])
        case let .left(id):
            return changedMembers(to: members.filter { $0.id != id })
        case let .votes(film, count):
            swiped[film] = count
            return [.reason(film, swipedText(film))]
        case let .match(match):
            return matched(match)
        case let .closest(found):
            closest = found
            return []
        case let .refused(refusal):
            return refused(refusal)
        case let .deck(newDeck):
            return changedDeck(to: newDeck)
        case let .suggested(card):
            return suggested(card)
        case let .overlap(films):
            let known = Set(ahead)
            ahead += films.filter { !known.contains($0) }
            return []
        case .likes, .pong:
            // The cap is the server's (`rules`); the count, the member's own votes, which the screen knows first.
            return []
        case let .deciding(seconds):
            countdown = seconds
            return [.countdown("Deciding for you… \(seconds)")]
        case let .decided(pick):
            return picked(pick)
        case let .ended(ending):
            return end(ending)
        }
    }

    /// The member voted `vote` on `film` here (nil: took it back).
    public mutating func vote(_ vote: Bool?, on film: FilmID) {
        myVotes[film] = vote
    }

    /// The member offered `film` to the room; the server's answer is awaited.
    mutating func suggest(_ film: FilmID?) {
        suggesting = film
    }

    /// The room is over: `said` is how the server said it ended, or nil when the server no longer had the room (only
    /// what this side knew is told). Returns what the screen is to show; nothing when it had ended already.
    public mutating func end(_ said: PartyEnding?) -> [PartyUpdate] {
        guard ending == nil else { return [] }
        let ending = said ?? PartyEnding(matches: matches, pick: pick)
        self.ending = ending
        for match in ending.matches where !isMatch(match.film) { matches.append(match) }
        if let pick = ending.pick { self.pick = pick }
        var updates = stopCountdown()
        let lead = said == nil
            ? "The room is no longer on its server: its host ended it, or it expired."
            : "\(host.flatMap { names[$0] }?.text ?? "The host") ended the room for everyone."
        let outcome = outcomeLines(matches: ending.matches, pick: ending.pick)
        updates.append(.ended(PlayerMessage(
            title: "Party \(code?.text ?? "") is over", body: ([lead, ""] + (outcome.isEmpty ? ["No match."] : outcome)).joined(separator: "\n"),
            severity: .notice
        )))
        return updates
    }

    /// How the room ended, once it has: the pick, then the matches, one a line.
    public var endingLines: [String]? {
        ending.map { outcomeLines(matches: $0.matches, pick: $0.pick) }
    }

    /// The next films for the member: the deck's order, films others have said yes to first, without those they voted
    /// on, matches, and `excluding`; each card's reason says who suggested it and how many have swiped it.
    public func nextFilms(count: Int, excluding: Set<FilmID>) -> [Film] {
        let matched = Set(matches.map(\.film))
        let first = Set(ahead)
        return (ahead + deck.filter { !first.contains($0) }).lazy
            .filter { self.myVotes[$0] == nil && !matched.contains($0) && !excluding.contains($0) }
            .prefix(count)
            .compactMap { id in dealt(id) }
    }

    // `id`'s film as the member's cards deal it, its reason saying what the room has done with it.
    private func dealt(_ id: FilmID) -> Film? {
        guard var film = cards[id]?.film else { return nil }
        film.reason = swipedText(id)
        return film
    }

    // MARK: What changes the room

    // Every state the welcome says is taken as it is; the member's votes are the server's until the outbox lays the
    // ones made here over them.
    private mutating func enter(_ welcome: PartyWelcome) {
        code = welcome.code
        member = welcome.member
        // An older server lists those gone too, marked so.
        members = welcome.members.filter(\.present).sorted { $0.id < $1.id }
        for listed in welcome.members { names[listed.id] = listed.name }
        deck = welcome.deck.map(\.id)
        for card in welcome.deck { keep(card) }
        suggestionsLeft = welcome.suggestionsLeft
        dealing = welcome.options?.summary
        rules = welcome.rules
        host = welcome.host
        pick = welcome.pick
        ahead = welcome.overlap
        swiped = welcome.swiped
        closest = welcome.closest
        for match in welcome.matches where !isMatch(match.film) { matches.append(match) }
        myVotes = welcome.yourVotes
    }

    private mutating func changedMembers(to present: [PartyMemberInfo]) -> [PartyUpdate] {
        members = present.sorted { $0.id < $1.id }
        for member in present { names[member.id] = member.name }
        // "N of M have swiped it": M is who is here now.
        return swiped.keys.map { .reason($0, swipedText($0)) }
    }

    private mutating func matched(_ match: PartyMatch) -> [PartyUpdate] {
        guard !isMatch(match.film) else { return [] }
        matches.append(match)
        let everyone = match.yesCount < match.memberCount ? "\(match.yesCount) of the \(match.memberCount) of you"
            : match.memberCount == 2 ? "both of you" : "all \(match.memberCount) of you"
        return [.notice(PlayerMessage(
            title: "It's a match!", body: "\(title(of: match.film)): \(everyone) said yes. Press m for every match.", severity: .celebration
        ))]
    }

    // Refusals of votes need no word: the outbox sends them again. One of a suggestion is the answer to it, and so is
    // one of deciding; a yes over the cap is taken back here, and its film dealt again.
    private mutating func refused(_ refusal: PartyRefusal) -> [PartyUpdate] {
        switch refusal.reason {
        case _ where PartyRefusal.suggestionReasons.contains(refusal.reason) || (refusal.reason == .other && suggesting != nil):
            suggesting = nil
            return [.notice(PlayerMessage(title: "Suggestion", body: refusal.message, severity: .notice))]
        case .nothingToDecide, .deciding:
            return stopCountdown() + [.notice(PlayerMessage(title: "Decide for us", body: refusal.message, severity: .notice))]
        case .likeLimit:
            guard let film = refusal.film else { return [] }
            myVotes[film] = nil
            var updates: [PartyUpdate] = [.notice(PlayerMessage(title: "No likes left", body: refusal.message, severity: .notice))]
            if !isMatch(film), let again = dealt(film) { updates.append(.dealAgain(again)) }
            return updates
        case .wrongCode:
            // The room this member was in is gone from its server (ended while away, or expired): nothing to come back to.
            return end(nil)
        default:
            return []
        }
    }

    // A member coming or going with a watchlist changes what the cards already dealt say. Films on more watchlists than
    // before are what the room wants most: the first few shared films are dealt at once, in the deck's order (most
    // watchlists first) on top, as a suggestion is; the rest follow in the deck's order.
    private mutating func changedDeck(to newDeck: [PartyCard]) -> [PartyUpdate] {
        deck = newDeck.map(\.id)
        let recounted = newDeck.filter { cards[$0.id] != nil && cards[$0.id]?.watchlists != $0.watchlists }.map(\.id)
        let shared = newDeck.filter { $0.watchlists != nil && myVotes[$0.id] == nil && !isMatch($0.id) }.prefix(Self.sharedDealtAtOnce)
        let sharingChanged = shared.contains { cards[$0.id]?.watchlists != $0.watchlists }
        for card in newDeck { keep(card) }
        let reasons: [PartyUpdate] = recounted.map { .reason($0, swipedText($0)) }
        let dealtAgain: [PartyUpdate] = (sharingChanged ? Array(shared.reversed()) : []).compactMap { card in dealt(card.id).map(PartyUpdate.dealAgain) }
        return reasons + dealtAgain
    }

    // On top of the deck, and on top of the member's cards unless they have voted on it: their vote stands, so the
    // suggester who has is told where it went instead.
    private mutating func suggested(_ card: PartyCard) -> [PartyUpdate] {
        keep(card)
        deck.removeAll { $0 == card.id }
        deck.insert(card.id, at: 0)
        let isMine = card.suggestedBy != nil && card.suggestedBy == member
        if isMine {
            if suggesting == card.id { suggesting = nil }
            suggestionsLeft = suggestionsLeft.map { max(0, $0 - 1) }
        }
        guard myVotes[card.id] == nil, !isMatch(card.id) else {
            guard isMine else { return [] }
            return [.notice(PlayerMessage(
                title: "Suggestion", body: "\(card.title) is on top of the others' decks; you have swiped it already.", severity: .notice
            ))]
        }
        return dealt(card.id).map { [.suggested($0)] } ?? []
    }

    private mutating func picked(_ pick: PartyPick) -> [PartyUpdate] {
        self.pick = pick
        let said = PartyUpdate.notice(PlayerMessage(
            title: "Picked for you", body: "\(title(of: pick.film)): \(pick.source). Press m to see it again.", severity: .celebration
        ))
        return stopCountdown() + [said]
    }

    private mutating func stopCountdown() -> [PartyUpdate] {
        guard countdown != nil else { return [] }
        countdown = nil
        return [.countdown(nil)]
    }

    private mutating func keep(_ card: PartyCard) {
        cards[card.id] = card
        if let by = card.suggestedBy { suggestions[card.id] = by }
    }
}

extension PartyClientRoom {
    /// What a card says of who suggested its film, if anyone did, on how many watchlists it is, and how many members
    /// have swiped it: counts, never who.
    func swipedText(_ film: FilmID) -> String {
        let here = max(1, members.count)
        let count = swiped[film] ?? 0
        let swipes = count == 0 ? "nobody has swiped it yet" : "\(count) of \(here) have swiped it"
        let watchlists = cards[film]?.watchlists.map { "on \($0) watchlists" }
        guard let by = suggestions[film] else { return [watchlists, swipes].compactMap { $0 }.joined(separator: " · ") }
        let suggested = "suggested by \(by == member ? "you" : names[by]?.text ?? "a member")"
        return [suggested, watchlists, count == 0 ? nil : swipes].compactMap { $0 }.joined(separator: " · ")
    }

    /// The pick, then the matches, one `Title (Year)` a line.
    func outcomeLines(matches: [PartyMatch], pick: PartyPick?) -> [String] {
        let picked = pick.map { ["Picked: \(title(of: $0.film))"] } ?? []
        return picked + matches.sorted { $0.sequence < $1.sequence }.map { title(of: $0.film) }
    }

    /// `Title (Year)` of a film the server dealt.
    func title(of film: FilmID) -> String {
        let card = cards[film]
        let title = card?.title ?? film.description
        return card?.year.map { "\(title) (\($0))" } ?? title
    }

    /// What the screen shows of the room: the lines under the header and the matches `m` lists. `link` says whether
    /// the connection is up (nil: never up yet); friends join at `joinAddress`, the server being `server`.
    func overview(connected: Bool, server: String, joinAddress: String) -> [PartyUpdate] {
        guard let code else { return [] }
        if ending != nil {
            // Nobody can join a room that is over, and its closest film is history: `m` keeps the outcome.
            return [.status(["Party \(code.text) · ended"]), .matches(outcomeLines(matches: matches, pick: pick))]
        }
        // Likes left come before the names, which a narrow screen cuts.
        let likes = likesLeft.map { " · \($0) \($0 == 1 ? "like" : "likes") left" } ?? ""
        var first = "Party \(code.text)\(likes) · \(members.count) here: \(members.map(\.name.text).joined(separator: ", "))"
        if !connected, isWelcomed { first = "Party \(code.text) · reconnecting to \(server)…" }
        var lines = [first]
        switch (dealing, rules?.summary) {
        case let (dealing?, said): lines.append("Host's filters: \(dealing)\(said.map { " · \($0)" } ?? "")")
        case let (nil, said?): lines.append("Host's rules: \(said)")
        case (nil, nil): break
        }
        if let closest, let card = cards[closest.film] {
            lines.append("Closest: \(card.title), \(closest)")
        }
        lines.append("A friend joins with: filmswipe party join \(code.text)@\(joinAddress)")
        var matchLines = outcomeLines(matches: matches, pick: pick)
        // With no film everyone likes yet, the nearest thing to one.
        if let closest, let card = cards[closest.film] {
            let named = card.year.map { "\(card.title) (\($0))" } ?? card.title
            let none = (rules?.match ?? .everyone) == .everyone ? "No film everyone likes yet" : "No match yet"
            matchLines.append(matches.isEmpty ? "\(none). Closest: \(named), \(closest)." : "Closest next: \(named), \(closest).")
        }
        return [.status(lines), .matches(matchLines)]
    }
}
