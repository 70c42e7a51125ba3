import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// One player's side of a party room: what the server said (members, deck, counts, matches), the player's own votes
/// (kept in the store first, and sent again on every welcome until the server has them), and what the screen shows.
public actor PartySession {
    /// The server, as `HOST:PORT`.
    public let server: String
    /// The server as friends reach it, for the join line (the host may listen on every address).
    private let joinAddress: String
    private let start: PartyStart
    private let name: MemberName
    private let taste: PartyTaste?
    private let store: PartyClientStore
    private var link: PartyLink?
    private var update: @Sendable (PartyUpdate) -> Void = { _ in }

    private var code: RoomCode?
    private var token: ResumeToken?
    private var member: MemberID?
    private var members: [PartyMemberInfo] = []
    private var cards: [FilmID: PartyCard] = [:]
    private var deck: [FilmID] = []
    private var swiped: [FilmID: Int] = [:]
    private var matches: [PartyMatch] = []
    private var closest: PartyClosest?
    private var myVotes: [FilmID: Bool] = [:]
    private var connected = false
    private var firstWelcome: CheckedContinuation<PartyWelcome, any Error>?
    private var welcomed = false

    /// A session entering by `start` on `server` as `name`, sending `taste` (nil: private), keeping its side in `store`.
    public init(server: String, start: PartyStart, name: MemberName, taste: PartyTaste?, store: PartyClientStore, joinAddress: String? = nil) {
        self.server = server
        self.joinAddress = joinAddress ?? server
        self.start = start
        self.name = name
        self.taste = taste
        self.store = store
        if case let .join(code) = start { self.code = code }
    }

    /// Connects and waits for the server's welcome; throws when the server refuses or cannot be reached. From then on
    /// the session reconnects by itself whenever the connection is lost.
    public func connect(backoff: PartyBackoff = PartyBackoff()) async throws -> PartyWelcome {
        if let code { token = try await store.resumeToken(code: code, server: server) }
        let link = PartyLink(
            server: server, backoff: backoff,
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
        publish()
    }

    /// The room's code, once welcomed.
    public var roomCode: RoomCode? { code }

    /// The next films for the player: the deck's order, without those they voted on, matches, and `excluding`.
    public func nextFilms(count: Int, excluding: Set<FilmID>) -> [Film] {
        let matched = Set(matches.map(\.film))
        let here = max(1, members.filter(\.present).count)
        return deck.lazy
            .filter { self.myVotes[$0] == nil && !matched.contains($0) && !excluding.contains($0) }
            .prefix(count)
            .compactMap { id in
                guard var film = self.cards[id]?.film else { return nil }
                film.reason = self.swipedText(id, here: here)
                return film
            }
    }

    /// What a card says of how many members have swiped its film: a count, never who.
    private func swipedText(_ film: FilmID, here: Int) -> String {
        let count = swiped[film] ?? 0
        return count == 0 ? "nobody has swiped it yet" : "\(count) of \(here) have swiped it"
    }

    /// The player's vote on `film`: yes (right or up) or no (left); stored, then sent.
    public func vote(_ film: FilmID, yes: Bool) async throws {
        guard let code else { return }
        try refuseIfMatched(film)
        try await store.setVote(PartyVoteIntent(yes: yes), film: film, code: code, server: server)
        myVotes[film] = yes
        await link?.send(.vote(film: film, yes: yes))
    }

    /// Takes the player's vote on `film` back; stored, then sent.
    public func undo(_ film: FilmID) async throws {
        guard let code else { return }
        try refuseIfMatched(film)
        try await store.setVote(.undo, film: film, code: code, server: server)
        myVotes[film] = nil
        await link?.send(.undo(film: film))
    }

    /// Whether `film` is a match, as far as the server has said.
    public func isMatch(_ film: FilmID) -> Bool {
        matches.contains { $0.film == film }
    }

    private func refuseIfMatched(_ film: FilmID) throws {
        guard matches.contains(where: { $0.film == film }) else { return }
        throw PartySessionError.alreadyMatched(title: cards[film]?.title ?? film.description)
    }

    /// Says goodbye to the room (the player no longer blocks matches) and closes the connection.
    public func leave() async {
        await link?.send(.leave)
        await link?.stop()
        link = nil
    }

    // MARK: The connection

    private func opening() -> ClientMessage {
        if let code {
            return .hello(PartyHello(code: code, name: name, resume: token, taste: taste))
        }
        if case let .create(options) = start {
            return .create(PartyCreate(options: options, name: name, taste: taste))
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
            members = list
            // "N of M have swiped it": M is who is here now.
            let here = max(1, list.filter(\.present).count)
            for film in swiped.keys { update(.reason(film, swipedText(film, here: here))) }
        case let .votes(film, count):
            swiped[film] = count
            update(.reason(film, swipedText(film, here: max(1, members.filter(\.present).count))))
        case let .match(match):
            await matched(match, announce: true)
        case let .closest(found):
            closest = found
        case let .refused(refusal):
            if !welcomed, let firstWelcome {
                self.firstWelcome = nil
                firstWelcome.resume(throwing: PartySessionError.refused(refusal))
                stopLink()
            }
        case let .deck(newDeck):
            deck = newDeck.map(\.id)
            for card in newDeck { cards[card.id] = card }
        case .pong:
            break
        }
        publish()
    }

    private func enter(_ welcome: PartyWelcome) async {
        code = welcome.code
        token = welcome.resume
        member = welcome.member
        members = welcome.members
        deck = welcome.deck.map(\.id)
        for card in welcome.deck { cards[card.id] = card }
        swiped = welcome.swiped
        closest = welcome.closest
        try? await store.saveParty(code: welcome.code, server: server, name: name.text, token: welcome.resume)
        for match in welcome.matches { await matched(match, announce: false) }
        await sendWhatTheServerLacks(confirmed: welcome.yourVotes, code: welcome.code)
        welcomed = true
        if let firstWelcome {
            self.firstWelcome = nil
            firstWelcome.resume(returning: welcome)
        }
    }

    // The outbox: the votes stored here that the server does not hold are sent again, and those it holds that were
    // not made here (another run of the game) are taken as they are.
    private func sendWhatTheServerLacks(confirmed: [FilmID: Bool], code: RoomCode) async {
        let intents = (try? await store.votes(code: code, server: server)) ?? [:]
        myVotes = confirmed
        for (film, intent) in intents {
            switch intent {
            case .yes, .no:
                let yes = intent == .yes
                if confirmed[film] != yes { await link?.send(.vote(film: film, yes: yes)) }
                myVotes[film] = yes
            case .undo:
                if confirmed[film] != nil { await link?.send(.undo(film: film)) }
                myVotes[film] = nil
            }
        }
    }

    private func matched(_ match: PartyMatch, announce: Bool) async {
        let isNew = !matches.contains { $0.film == match.film }
        if isNew { matches.append(match) }
        // A match settles the film: a vote on it still waiting here would only be refused.
        if let code { try? await store.clearVote(film: match.film, code: code, server: server) }
        let card = cards[match.film]
        let title = card?.title ?? match.film.description
        if let code {
            let record = PartyMatchRecord(code: code.text, film: match.film, title: title, year: card?.year, sequence: match.sequence,
                                          yes: match.yesCount, members: match.memberCount)
            try? await store.recordMatch(record, server: server)
        }
        guard announce, isNew else { return }
        let named = card?.year.map { "\(title) (\($0))" } ?? title
        let everyone = match.memberCount == 2 ? "both of you" : "all \(match.memberCount) of you"
        update(.notice(title: "It's a match!", message: "\(named): \(everyone) said yes. Press m for every match."))
    }

    private func publish() {
        guard let code else { return }
        let here = members.filter(\.present)
        var first = "Party \(code.text) · \(here.count) here: \(here.map(\.name.text).joined(separator: ", "))"
        if !connected, welcomed { first = "Party \(code.text) · reconnecting to \(server)…" }
        var lines = [first]
        if let closest, let card = cards[closest.film] {
            lines.append("Closest: \(card.title), \(closest)")
        }
        lines.append("A friend joins with: filmswipe party join \(code.text)@\(joinAddress)")
        update(.status(lines))
        var matchLines = matches.sorted { $0.sequence < $1.sequence }.map { match in
            let card = cards[match.film]
            let title = card?.title ?? match.film.description
            return card?.year.map { "\(title) (\($0))" } ?? title
        }
        // With no film everyone likes yet, the nearest thing to one.
        if let closest, let card = cards[closest.film] {
            let named = card.year.map { "\(card.title) (\($0))" } ?? card.title
            matchLines.append(matchLines.isEmpty ? "No film everyone likes yet. Closest: \(named), \(closest)." : "Closest next: \(named), \(closest).")
        }
        update(.matches(matchLines))
    }
}
