import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// One player's side of a party room: what the server said (members, deck, counts, matches), the player's own votes
/// (kept in the store and in memory, and sent again on every welcome until the server has them), and what the screen
/// shows. A store that fails loses no vote: the player is told, and the vote waits in memory for the next welcome.
public actor PartySession {
    /// The server, as `HOST:PORT`.
    public let server: String
    /// The server as friends reach it, for the join line (the host may listen on every address).
    private let joinAddress: String
    private let start: PartyStart
    private let name: MemberName
    private let taste: PartyTaste?
    private let services: [Int]
    private let watchlist: PartyWatchlist?
    private let store: any PartySessionStore
    private let trust: PartyTrust
    private var link: PartyLink?
    private var update: @Sendable (PartyUpdate) -> Void = { _ in }

    private var code: RoomCode?
    private var token: ResumeToken?
    private var member: MemberID?
    /// The members present.
    private var members: [PartyMemberInfo] = []
    /// Every member's name seen in the room, those gone too: a card suggested by one who left still says by whom.
    private var names: [MemberID: MemberName] = [:]
    private var cards: [FilmID: PartyCard] = [:]
    private var deck: [FilmID] = []
    private var swiped: [FilmID: Int] = [:]
    private var matches: [PartyMatch] = []
    private var closest: PartyClosest?
    private var myVotes: [FilmID: Bool] = [:]
    /// The names recorded as seen in the room, so each is written once.
    private var seen: Set<String> = []
    /// Who suggested each suggested film, as the server said.
    private var suggestions: [FilmID: MemberID] = [:]
    /// How many more films the player may suggest; nil when the server takes no suggestions (an older release).
    private var suggestionsLeft: Int?
    /// The film the player suggested last, until the server deals it or refuses it.
    private var suggesting: FilmID?
    /// What the host chose the room's deck from, in a few words; nil when nothing was chosen.
    private var dealing: String?
    /// How the room decides, as the server said; nil from a server from before rules (no `decide`, no `end`).
    private var rules: RoomRules?
    /// The room's host, who alone may end it.
    private var host: MemberID?
    /// The room's last pick.
    private var pick: PartyPick?
    /// Films others have said yes to that the player has still to swipe, as the server told them: dealt first.
    private var ahead: [FilmID] = []
    /// Whether the countdown to a pick is showing.
    private var countingDown = false
    /// How the room ended, once it has.
    private var ending: PartyEnding?
    /// Who waits for the room to end (`end()`): given the ending, or the refusal.
    private var endWaiter: CheckedContinuation<PartyEnding, any Error>?
    /// The outbox: every intent read from the store or made here, the newest for each film, until the film is a match.
    /// Set before any wait, so a welcome being processed meanwhile sees it.
    private var intents: [FilmID: PartyVoteIntent] = [:]
    /// What the player is to be told before the screen has asked for updates.
    private var untold: [PartyUpdate] = []
    private var hasScreen = false
    private var connected = false
    private var firstWelcome: CheckedContinuation<PartyWelcome, any Error>?
    private var welcomed = false

    /// How many of the films on two or more watchlists a deck's change deals on top of the player's cards at once.
    static let sharedDealtAtOnce = 3

    /// A session entering by `start` on `server` as `name`, sending `taste` (nil: private), `services` (TMDB ids) and
    /// `watchlist` (nil: not brought), keeping its side in `store`; a `wss://` server must show a certificate `trust` accepts.
    public init(
        server: String, start: PartyStart, name: MemberName, taste: PartyTaste?, services: [Int] = [], store: any PartySessionStore,
        joinAddress: String? = nil, trust: PartyTrust = .system, watchlist: PartyWatchlist? = nil
    ) {
        self.watchlist = watchlist
        self.server = server
        self.trust = trust
        self.joinAddress = joinAddress ?? server
        self.start = start
        self.name = name
        self.taste = taste
        self.services = services
        self.store = store
        if case let .join(code) = start { self.code = code }
    }

    /// Connects and waits for the server's welcome; throws when the server refuses, cannot be reached, or does not
    /// answer the WebSocket upgrade within `upgradeWait`. From then on the session reconnects by itself whenever the
    /// connection is lost.
    public func connect(backoff: PartyBackoff = PartyBackoff(), upgradeWait: Duration = UpgradeDeadline.wait) async throws -> PartyWelcome {
        if let code { token = try await store.resumeToken(code: code, server: server, name: name.text) }
        let link = PartyLink(
            server: server, trust: trust, backoff: backoff, upgradeWait: upgradeWait,
            opening: { [weak self] in await self?.opening() ?? .ping },
            events: { [weak self] event in await self?.handle(event) }
        )
        self.link = link
        return try await withCheckedThrowingContinuation { continuation in
            firstWelcome = continuation
            Task { await link.start() }
        }
    }

    /// Where the screen's updates go.
    public func onUpdate(_ handler: @escaping @Sendable (PartyUpdate) -> Void) {
        update = handler
        hasScreen = true
        untold.forEach(handler)
        untold = []
        publish()
    }

    /// The room's code, once welcomed.
    public var roomCode: RoomCode? { code }

    /// The next films for the player: the deck's order, films others have said yes to first, without those they
    /// voted on, matches, and `excluding`.
    public func nextFilms(count: Int, excluding: Set<FilmID>) -> [Film] {
        let matched = Set(matches.map(\.film))
        let here = max(1, members.filter(\.present).count)
        let first = Set(ahead)
        return (ahead + deck.filter { !first.contains($0) }).lazy
            .filter { self.myVotes[$0] == nil && !matched.contains($0) && !excluding.contains($0) }
            .prefix(count)
            .compactMap { id in
                guard var film = self.cards[id]?.film else { return nil }
                film.reason = self.swipedText(id, here: here)
                return film
            }
    }

    /// What a card says of who suggested its film, if anyone did, on how many watchlists it is, and how many members
    /// have swiped it: counts, never who.
    private func swipedText(_ film: FilmID, here: Int) -> String {
        let count = swiped[film] ?? 0
        let swipes = count == 0 ? "nobody has swiped it yet" : "\(count) of \(here) have swiped it"
        let watchlists = cards[film]?.watchlists.map { "on \($0) watchlists" }
        guard let by = suggestions[film] else { return [watchlists, swipes].compactMap { $0 }.joined(separator: " · ") }
        let suggested = "suggested by \(by == member ? "you" : names[by]?.text ?? "a member")"
        return [suggested, watchlists, count == 0 ? nil : swipes].compactMap { $0 }.joined(separator: " · ")
    }

    /// Offers `film`, found in the catalogue, to the room. The server puts it on top of every member's deck and says
    /// so to all, this player included, whose game then deals it (`PartyUpdate.suggested`); a refusal, a server that
    /// takes no suggestions or a connection that is down is told as a notice.
    public func suggest(_ film: Film) async {
        guard welcomed else { return }
        guard suggestionsLeft != nil else { return tell(.suggestionsUnsupported) }
        suggesting = film.id
        guard await link?.send(.suggest(film: film.id)) == true else {
            suggesting = nil
            return tell(.suggestionNotSent(title: film.title))
        }
    }

    /// The player's vote on `film`: yes (right or up) or no (left); stored, then sent. Throws
    /// `PartySessionError.voteNotSaved` when the store fails: the vote is sent all the same and waits in memory; and
    /// `noLikesLeft` for a yes over the room's cap, which is neither stored nor sent.
    public func vote(_ film: FilmID, yes: Bool) async throws {
        if yes { try checkLike(film) }
        try await keep(PartyVoteIntent(yes: yes), on: film, sending: .vote(film: film, yes: yes))
    }

    /// Throws `PartySessionError.noLikesLeft` when a yes on `film` would pass the room's cap on likes, as the server
    /// would refuse it: the game checks before it keeps the swipe, so the card stays.
    public func checkLike(_ film: FilmID) throws {
        guard myVotes[film] != true, let limit = rules?.likes, likesLeft == 0 else { return }
        throw PartySessionError.noLikesLeft(limit: limit)
    }

    /// How many more films the player may say yes to: the room's cap less their yes votes; nil without a cap.
    private var likesLeft: Int? {
        rules?.likes.map { max(0, $0 - myVotes.values.count { $0 }) }
    }

    /// Asks the server to pick a film for the room at random: everyone sees its countdown, then the pick
    /// (`PartyUpdate.countdown`, then a notice). A refusal (nothing to decide yet) comes as a notice.
    public func decide() async {
        guard welcomed, ending == nil else { return }
        guard rules != nil else { return tell(.rulesUnsupported) }
        guard await link?.send(.decide) == true else { return tell(.notConnected(asking: "decide for the room")) }
    }

    /// Whether the player is the room's host, who alone may end it, on a server that can end rooms.
    public var isHost: Bool { rules != nil && host != nil && host == member }

    /// Closes the room for everyone (the host alone may, which the server checks): returns once the server says how
    /// it ended, which every member is also told (`PartyUpdate.ended`). Throws the server's refusal (`notHost`, naming
    /// the host, whom a member may never have seen), or why it could not be asked.
    public func end() async throws -> PartyEnding {
        if let ending { return ending }
        guard rules != nil else { throw PartySessionError.rulesUnsupported }
        guard endWaiter == nil else { throw PartySessionError.notConnected(asking: "end the room twice at once") }
        guard await link?.send(.end) == true else { throw PartySessionError.notConnected(asking: "end the room") }
        return try await withCheckedThrowingContinuation { endWaiter = $0 }
    }

    /// Ends the room as `end()` does, in a game: what stops it is told to the player as a notice.
    public func endFromGame() async {
        do {
            _ = try await end()
        } catch {
            tell(error as? PartySessionError ?? .notConnected(asking: "end the room"))
        }
    }

    /// What the player is shown of how the room ended, once it has: the pick, then the matches, one a line.
    public var endingLines: [String]? {
        guard let ending else { return nil }
        return outcomeLines(matches: ending.matches, pick: ending.pick)
    }

    /// Takes the player's vote on `film` back; stored, then sent, and kept as `vote` keeps a vote.
    public func undo(_ film: FilmID) async throws {
        try await keep(.undo, on: film, sending: .undo(film: film))
    }

    private func keep(_ intent: PartyVoteIntent, on film: FilmID, sending message: ClientMessage) async throws {
        guard let code else { return }
        try refuseIfMatched(film)
        intents[film] = intent
        myVotes[film] = intent.vote
        var failure: (any Error)?
        do {
            try await store.setVote(intent, film: film, code: code, server: server, name: name.text)
        } catch {
            failure = error
        }
        await link?.send(message)
        if let failure { throw PartySessionError.voteNotSaved(reason: PlayerMessage.describing(failure)) }
    }

    /// Whether `film` is a match, as far as the server has said.
    public func isMatch(_ film: FilmID) -> Bool {
        matches.contains { $0.film == film }
    }

    private func refuseIfMatched(_ film: FilmID) throws {
        guard matches.contains(where: { $0.film == film }) else { return }
        throw PartySessionError.alreadyMatched(title: cards[film]?.title ?? film.description)
    }

    /// Says goodbye to the room and closes the connection once the goodbye is written: the others see the player go
    /// at once, and the player no longer blocks matches. (A connection that merely drops keeps the member present
    /// for the server's grace period.)
    public func leave() async {
        let link = link
        self.link = nil
        await link?.finish(with: .leave)
    }

    // MARK: The connection

    private func opening() -> ClientMessage {
        if let code {
            return .hello(PartyHello(code: code, name: name, resume: token, taste: taste, services: services, memberChanges: true, watchlist: watchlist))
        }
        if case let .create(options, rules) = start {
            return .create(PartyCreate(
                options: options, name: name, taste: taste, services: services, memberChanges: true, rules: rules, watchlist: watchlist
            ))
        }
        return .ping
    }

    private func handle(_ event: PartyLinkEvent) async {
        switch event {
        case .connected:
            connected = true
        case let .disconnected(reason, retryIn):
            connected = false
            if !welcomed {
                let error = PartySessionError.unreachable(server: server, reason: reason)
                if let firstWelcome {
                    self.firstWelcome = nil
                    firstWelcome.resume(throwing: error)
                    stopLink()
                }
                return
            }
            _ = retryIn
            publish()
        case let .message(message):
            await receive(message)
        }
    }

    // Not awaited: this runs inside the link's own report, and the link's stop waits for that report to finish.
    private func stopLink() {
        let link = link
        self.link = nil
        Task { await link?.stop() }
    }

    private func receive(_ message: ServerMessage) async {
        switch message {
        case let .welcome(welcome):
            await enter(welcome)
        case let .members(list):
            await changedMembers(to: list.filter(\.present))
        case let .joined(joiner):
            await changedMembers(to: members.filter { $0.id != joiner.id } + [joiner])
        case let .left(id):
            await changedMembers(to: members.filter { $0.id != id })
        case let .votes(film, count):
            swiped[film] = count
            update(.reason(film, swipedText(film, here: max(1, members.filter(\.present).count))))
        case let .match(match):
            await matched(match)
        case let .closest(found):
            closest = found
        case let .refused(refusal):
            if !welcomed, let firstWelcome {
                self.firstWelcome = nil
                firstWelcome.resume(throwing: PartySessionError.refused(refusal))
                stopLink()
            } else if welcomed {
                await refused(refusal)
            }
        case let .deck(newDeck):
            deck = newDeck.map(\.id)
            // A member coming or going with a watchlist changes what the cards already dealt say.
            let recounted = newDeck.filter { cards[$0.id] != nil && cards[$0.id]?.watchlists != $0.watchlists }.map(\.id)
            let shared = newDeck.filter { $0.watchlists != nil && myVotes[$0.id] == nil && !isMatch($0.id) }.prefix(Self.sharedDealtAtOnce)
            let sharingChanged = shared.contains { cards[$0.id]?.watchlists != $0.watchlists }
            for card in newDeck { keep(card) }
            let here = max(1, members.filter(\.present).count)
            for film in recounted { update(.reason(film, swipedText(film, here: here))) }
            // Films on more watchlists than before are what the room wants most: the first few shared films are dealt
            // at once, in the deck's order (most watchlists first) on top, as a suggestion is; the rest follow in the
            // deck's order.
            for card in sharingChanged ? shared.reversed() : [] {
                var film = card.film
                film.reason = swipedText(card.id, here: here)
                update(.dealAgain(film))
            }
        case let .suggested(card):
            suggested(card)
        case let .overlap(films):
            let known = Set(ahead)
            ahead += films.filter { !known.contains($0) }
        case .likes:
            // The cap is the server's (`rules`); the count, the player's own votes, which the screen knows first.
            break
        case let .deciding(seconds):
            countingDown = true
            update(.countdown("Deciding for you… \(seconds)"))
        case let .decided(pick):
            await picked(pick)
        case let .ended(ending):
            await ended(ending)
        case .pong:
            break
        }
        publish()
    }

    private func changedMembers(to present: [PartyMemberInfo]) async {
        members = present.sorted { $0.id < $1.id }
        for member in present { names[member.id] = member.name }
        await see(members, in: code)
        // "N of M have swiped it": M is who is here now.
        let here = max(1, members.count)
        for film in swiped.keys { update(.reason(film, swipedText(film, here: here))) }
    }

    // Refusals of votes need no word: the outbox sends them again. One of a suggestion is the answer to it, and so is
    // one of deciding or ending; a yes over the cap is dropped from the outbox, which would send it for ever.
    private func refused(_ refusal: PartyRefusal) async {
        switch refusal.reason {
        case _ where PartyRefusal.suggestionReasons.contains(refusal.reason) || (refusal.reason == .other && suggesting != nil):
            suggesting = nil
            update(.notice(PlayerMessage(title: "Suggestion", body: refusal.message, severity: .notice)))
        case .nothingToDecide, .deciding:
            if countingDown {
                countingDown = false
                update(.countdown(nil))
            }
            update(.notice(PlayerMessage(title: "Decide for us", body: refusal.message, severity: .notice)))
        case _ where endWaiter != nil && (refusal.reason == .notHost || refusal.reason == .other):
            let waiter = endWaiter
            endWaiter = nil
            waiter?.resume(throwing: PartySessionError.refused(refusal))
        case .likeLimit:
            guard let film = refusal.film else { return }
            intents[film] = nil
            myVotes[film] = nil
            if let code { try? await store.clearVote(film: film, code: code, server: server, name: name.text) }
            update(.notice(PlayerMessage(title: "No likes left", body: refusal.message, severity: .notice)))
            if let card = cards[film], !isMatch(film) {
                var again = card.film
                again.reason = swipedText(film, here: max(1, members.filter(\.present).count))
                update(.dealAgain(again))
            }
        case .wrongCode:
            // The room this session was in is gone from its server (ended while away, or expired): nothing to come back to.
            await ended(nil)
        default:
            break
        }
    }

    private func picked(_ pick: PartyPick) async {
        countingDown = false
        update(.countdown(nil))
        self.pick = pick
        if let failure = await record(pick) { tell(failure) }
        let named = title(of: pick.film)
        update(.notice(PlayerMessage(title: "Picked for you", body: "\(named): \(pick.source). Press m to see it again.", severity: .celebration)))
    }

    // The room is over: what it ended with is kept on this machine, the link stops for good, and the player is told.
    // `ending` is nil when the server no longer had the room, so only what this side knew is told.
    private func ended(_ said: PartyEnding?) async {
        guard self.ending == nil else { return }
        let ending = said ?? PartyEnding(matches: matches, pick: pick)
        self.ending = ending
        if countingDown {
            countingDown = false
            update(.countdown(nil))
        }
        for match in ending.matches {
            note(match)
            if let failure = await record(match) { tell(failure) }
        }
        if let pick = ending.pick, pick != self.pick {
            self.pick = pick
            if let failure = await record(pick) { tell(failure) }
        }
        if let code { try? await store.recordEnded(code: code, server: server) }
        stopLink()
        let waiter = endWaiter
        endWaiter = nil
        waiter?.resume(returning: ending)
        let lead = said == nil
            ? "The room is no longer on its server: its host ended it, or it expired."
            : "\(host.flatMap { names[$0] }?.text ?? "The host") ended the room for everyone."
        let outcome = outcomeLines(matches: ending.matches, pick: ending.pick)
        update(.ended(PlayerMessage(
            title: "Party \(code?.text ?? "") is over", body: ([lead, ""] + (outcome.isEmpty ? ["No match."] : outcome)).joined(separator: "\n"),
            severity: .notice
        )))
    }

    /// The pick, then the matches, one `Title (Year)` a line.
    private func outcomeLines(matches: [PartyMatch], pick: PartyPick?) -> [String] {
        let picked = pick.map { ["Picked: \(title(of: $0.film))"] } ?? []
        return picked + matches.sorted { $0.sequence < $1.sequence }.map { title(of: $0.film) }
    }

    /// `Title (Year)` of a film the server dealt.
    private func title(of film: FilmID) -> String {
        let card = cards[film]
        let title = card?.title ?? film.description
        return card?.year.map { "\(title) (\($0))" } ?? title
    }

    // Every wait comes first (the store), then the state is set in one step that merges the server's votes with the
    // outbox as it is then: a vote the player makes while a welcome is being processed is never overwritten.
    private func enter(_ welcome: PartyWelcome) async {
        var trouble: [PartySessionError] = []
        do {
            try await store.saveParty(code: welcome.code, server: server, name: name.text, token: welcome.resume)
        } catch {
            trouble.append(.partyNotSaved(code: welcome.code.text, reason: PlayerMessage.describing(error)))
        }
        do {
            let saved = try await store.votes(code: welcome.code, server: server, name: name.text)
            // Those made here are the newest: the store may not have them if writing them failed.
            intents = saved.merging(intents) { _, mine in mine }
        } catch {
            trouble.append(.votesNotRead(reason: PlayerMessage.describing(error)))
        }

        code = welcome.code
        token = welcome.resume
        member = welcome.member
        // An older server lists those gone too, marked so.
        members = welcome.members.filter(\.present)
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
        for match in welcome.matches { note(match) }
        let lacking = outboxLacking(confirmed: welcome.yourVotes)
        welcomed = true
        trouble.forEach(tell)

        for message in lacking { await link?.send(message) }
        for match in welcome.matches {
            if let failure = await record(match) { tell(failure) }
        }
        if let pick = welcome.pick, let failure = await record(pick) { tell(failure) }
        await see(welcome.members, in: welcome.code)
        if let firstWelcome {
            self.firstWelcome = nil
            firstWelcome.resume(returning: welcome)
        }
    }

    // The outbox against what the server holds: the player's votes become the server's, with every intent here over
    // them (those it holds that were not made here, in another run of the game, are taken as they are); what differs
    // is to be sent again.
    private func outboxLacking(confirmed: [FilmID: Bool]) -> [ClientMessage] {
        myVotes = confirmed
        var lacking: [ClientMessage] = []
        for (film, intent) in intents {
            myVotes[film] = intent.vote
            guard confirmed[film] != intent.vote else { continue }
            lacking.append(intent.vote.map { .vote(film: film, yes: $0) } ?? .undo(film: film))
        }
        return lacking
    }

    private func keep(_ card: PartyCard) {
        cards[card.id] = card
        if let by = card.suggestedBy { suggestions[card.id] = by }
    }

    // On top of the deck, and on top of the game's cards unless the player has voted on it: their vote stands, so the
    // suggester who has is told where it went instead.
    private func suggested(_ card: PartyCard) {
        keep(card)
        deck.removeAll { $0 == card.id }
        deck.insert(card.id, at: 0)
        let isMine = card.suggestedBy != nil && card.suggestedBy == member
        if isMine {
            if suggesting == card.id { suggesting = nil }
            suggestionsLeft = suggestionsLeft.map { max(0, $0 - 1) }
        }
        guard myVotes[card.id] == nil, !isMatch(card.id) else {
            if isMine {
                update(.notice(PlayerMessage(
                    title: "Suggestion", body: "\(card.title) is on top of the others' decks; you have swiped it already.", severity: .notice
                )))
            }
            return
        }
        var film = card.film
        film.reason = swipedText(card.id, here: max(1, members.filter(\.present).count))
        update(.suggested(film))
    }

    private func matched(_ match: PartyMatch) async {
        let isNew = note(match)
        if let failure = await record(match) { tell(failure) }
        guard isNew else { return }
        let card = cards[match.film]
        let title = card?.title ?? match.film.description
        let named = card?.year.map { "\(title) (\($0))" } ?? title
        let everyone = match.yesCount < match.memberCount ? "\(match.yesCount) of the \(match.memberCount) of you"
            : match.memberCount == 2 ? "both of you" : "all \(match.memberCount) of you"
        update(.notice(PlayerMessage(title: "It's a match!", body: "\(named): \(everyone) said yes. Press m for every match.", severity: .celebration)))
    }

    /// Adds `match` to those known; true when it is new. A match settles the film: a vote on it waiting here would
    /// only be refused.
    @discardableResult
    private func note(_ match: PartyMatch) -> Bool {
        intents[match.film] = nil
        guard !matches.contains(where: { $0.film == match.film }) else { return false }
        matches.append(match)
        return true
    }

    /// Writes `match` to the player's list of matches, and forgets the vote on its film; what failed, if anything.
    private func record(_ match: PartyMatch) async -> PartySessionError? {
        guard let code else { return nil }
        let card = cards[match.film]
        let title = card?.title ?? match.film.description
        let record = PartyMatchRecord(code: code.text, film: match.film, title: title, year: card?.year, sequence: match.sequence,
                                      yes: match.yesCount, members: match.memberCount)
        do {
            try await store.clearVote(film: match.film, code: code, server: server, name: name.text)
            try await store.recordMatch(record, server: server)
            return nil
        } catch {
            return .matchNotRecorded(title: title, reason: PlayerMessage.describing(error))
        }
    }

    /// Writes `pick` as the room's pick on the player's side, for `party matches`; what failed, if anything.
    private func record(_ pick: PartyPick) async -> PartySessionError? {
        guard let code else { return nil }
        let card = cards[pick.film]
        let title = card?.title ?? pick.film.description
        do {
            try await store.recordPick(PartyPickRecord(code: code.text, film: pick.film, title: title, year: card?.year, sequence: pick.sequence), server: server)
            return nil
        } catch {
            return .matchNotRecorded(title: title, reason: PlayerMessage.describing(error))
        }
    }

    /// Records the names present in `list` not recorded yet, for `party matches`' who was there. A write that fails is
    /// tried again with the next list: who was there is a footnote, and a folder that cannot be written is told of
    /// already by the votes and matches it cannot keep.
    private func see(_ list: [PartyMemberInfo], in code: RoomCode?) async {
        guard let code else { return }
        var names: [String] = []
        for member in list where member.present && !seen.contains(member.name.text) && !names.contains(member.name.text) {
            names.append(member.name.text)
        }
        guard !names.isEmpty else { return }
        seen.formUnion(names)
        do {
            try await store.recordMembers(names, code: code, server: server)
        } catch {
            seen.subtract(names)
        }
    }

    /// Shows `failure` to the player, or keeps it until the screen asks for updates.
    private func tell(_ failure: PartySessionError) {
        let notice = PartyUpdate.notice(PlayerMessage(describing: failure))
        if hasScreen { update(notice) } else { untold.append(notice) }
    }

    private func publish() {
        guard let code else { return }
        let here = members.filter(\.present)
        // Likes left come before the names, which a narrow screen cuts.
        let likes = likesLeft.map { " · \($0) \($0 == 1 ? "like" : "likes") left" } ?? ""
        var first = "Party \(code.text)\(likes) · \(here.count) here: \(here.map(\.name.text).joined(separator: ", "))"
        if !connected, welcomed { first = "Party \(code.text) · reconnecting to \(server)…" }
        if ending != nil {
            // Nobody can join a room that is over, and its closest film is history: `m` keeps the outcome.
            update(.status(["Party \(code.text) · ended"]))
            update(.matches(outcomeLines(matches: matches, pick: pick)))
            return
        }
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
        update(.status(lines))
        var matchLines = outcomeLines(matches: matches, pick: pick)
        // With no film everyone likes yet, the nearest thing to one.
        if let closest, let card = cards[closest.film] {
            let named = card.year.map { "\(card.title) (\($0))" } ?? card.title
            let none = (rules?.match ?? .everyone) == .everyone ? "No film everyone likes yet" : "No match yet"
            matchLines.append(matches.isEmpty ? "\(none). Closest: \(named), \(closest)." : "Closest next: \(named), \(closest).")
        }
        update(.matches(matchLines))
    }
}
