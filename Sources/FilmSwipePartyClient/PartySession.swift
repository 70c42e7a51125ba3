import FilmSwipeDomain
import FilmSwipeParty
import Foundation

/// One player's side of a party room: the link to the server, the room as the server said it is (`PartyClientRoom`),
/// and the player's votes on their way (`PartyVoteOutbox`). Each message from the server changes the room and what
/// the screen shows; what the room did is written to the player's side store, and every write that fails is told.
public actor PartySession {
    /// The server, as `HOST:PORT`.
    public let server: String
    /// The server as friends reach it, for the join line (the host may listen on every address).
    private let joinAddress: String
    private let start: PartyStart
    /// What the player says of themselves on entering, each time the link opens.
    private let intro: PartyMemberIntro
    private let store: any PartySessionStore
    private let trust: PartyTrust
    private let outbox: PartyVoteOutbox
    private let recorder: PartyRecorder
    private var link: PartyLink?
    /// The room as the server said it is, with the player's votes.
    public private(set) var room: PartyClientRoom
    private var token: ResumeToken?
    private var connected = false
    /// Where the screen's updates go; until the screen asks for them, what it is to be told waits here.
    private var screen: (@Sendable (PartyUpdate) -> Void)?
    private var untold: [PartyUpdate] = []
    private var firstWelcome: CheckedContinuation<PartyWelcome, any Error>?
    /// Who waits for the room to end (`end()`): given the ending, or the refusal.
    private var endWaiter: CheckedContinuation<PartyEnding, any Error>?
    /// Votes made here while a welcome is being taken (its store reads under way), laid over the welcome's after.
    private var votesDuringEntry: [FilmID: Bool?]?

    /// A session entering by `start` on `server` as `name` with `taste`, `services` and `watchlist`, keeping its side in `store`.
    public init(
        server: String, start: PartyStart, name: MemberName, taste: PartyTaste?, services: [Int] = [], store: any PartySessionStore,
        joinAddress: String? = nil, trust: PartyTrust = .system, watchlist: PartyWatchlist? = nil
    ) {
        self.server = server
        self.trust = trust
        self.joinAddress = joinAddress ?? server
        self.start = start
        intro = PartyMemberIntro(name: name, taste: taste, services: services, memberChanges: true, watchlist: watchlist)
        self.store = store
        outbox = PartyVoteOutbox(store: store, server: server, name: name.text)
        recorder = PartyRecorder(store: store, server: server)
        if case let .join(code) = start { room = PartyClientRoom(code: code) } else { room = PartyClientRoom() }
    }

    /// Connects and waits for the welcome (throwing a refusal, or why the server cannot be reached); reconnects from then on.
    public func connect(backoff: PartyBackoff = PartyBackoff(), upgradeWait: Duration = UpgradeDeadline.wait) async throws -> PartyWelcome {
        if let code = room.code { token = try await store.resumeToken(code: code, server: server, name: intro.name.text) }
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
        screen = handler
        untold.forEach(handler)
        untold = []
        show(overview)
    }

    /// Offers `film` to the room, which deals it on top to everyone (`PartyUpdate.suggested`); what stops it is told.
    public func suggest(_ film: Film) async {
        guard room.isWelcomed else { return }
        guard room.suggestionsLeft != nil else { return tell(.suggestionsUnsupported) }
        room.suggest(film.id)
        guard await link?.send(.suggest(film: film.id)) == true else {
            room.suggest(nil)
            return tell(.suggestionNotSent(title: film.title))
        }
    }

    /// Votes yes or no on `film`: stored, then sent (sent too when the store fails, which throws); a yes over the cap throws.
    public func vote(_ film: FilmID, yes: Bool) async throws {
        if yes { try checkLike(film) }
        try await keep(PartyVoteIntent(yes: yes), on: film, sending: .vote(film: film, yes: yes))
    }

    /// Throws `noLikesLeft` when a yes on `film` would pass the room's cap, as the server would refuse it.
    public func checkLike(_ film: FilmID) throws { try room.checkLike(film) }

    /// Takes the player's vote on `film` back, kept as `vote` keeps a vote.
    public func undo(_ film: FilmID) async throws {
        try await keep(.undo, on: film, sending: .undo(film: film))
    }

    private func keep(_ intent: PartyVoteIntent, on film: FilmID, sending message: ClientMessage) async throws {
        guard let code = room.code else { return }
        if room.isMatch(film) { throw PartySessionError.alreadyMatched(title: room.card(film)?.title ?? film.description) }
        room.vote(intent.vote, on: film)
        votesDuringEntry?[film] = .some(intent.vote)
        var failure: (any Error)?
        do { try await outbox.keep(intent, on: film, code: code) } catch { failure = error }
        await link?.send(message)
        if let failure { throw failure }
    }

    /// Asks the server to pick a film for the room at random; a refusal comes as a notice.
    public func decide() async {
        guard room.isWelcomed, room.ending == nil else { return }
        guard room.rules != nil else { return tell(.rulesUnsupported) }
        guard await link?.send(.decide) == true else { return tell(.notConnected(asking: "decide for the room")) }
    }

    /// Closes the room for everyone (the host alone may); returns how it ended, or throws the refusal or why it could not ask.
    public func end() async throws -> PartyEnding {
        if let ending = room.ending { return ending }
        guard room.rules != nil else { throw PartySessionError.rulesUnsupported }
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

    /// Says goodbye and closes the connection once it is written: the others see the player go at once.
    public func leave() async {
        let link = link
        self.link = nil
        await link?.finish(with: .leave)
    }

    private func opening() -> ClientMessage {
        if let code = room.code { return .hello(PartyHello(code: code, resume: token, member: intro)) }
        if case let .create(options, rules) = start { return .create(PartyCreate(options: options, rules: rules, member: intro)) }
        return .ping
    }

    private func handle(_ event: PartyLinkEvent) async {
        switch event {
        case .connected:
            connected = true
        case let .disconnected(reason, _):
            connected = false
            guard room.isWelcomed else { return failToEnter(PartySessionError.unreachable(server: server, reason: reason)) }
            show(overview)
        case let .message(message):
            await receive(message)
        }
    }

    private func receive(_ message: ServerMessage) async {
        if case let .welcome(welcome) = message { return await enter(welcome) }
        if case let .refused(refusal) = message {
            if !room.isWelcomed { return failToEnter(.refused(refusal)) }
            if let waiter = endWaiter, refusal.reason == .notHost || refusal.reason == .other {
                endWaiter = nil
                return waiter.resume(throwing: PartySessionError.refused(refusal))
            }
            // A yes over the room's cap would be sent for ever: the outbox forgets it.
            if refusal.reason == .likeLimit, let film = refusal.film, let code = room.code {
                do { try await outbox.drop(film, code: code) } catch { tell(error as? PartySessionError ?? .voteNotSaved(reason: "\(error)")) }
            }
        }
        let wasOver = room.ending != nil
        show(room.apply(message))
        switch message {
        case let .match(match): await settle(match)
        case let .decided(pick): await recordPick(pick)
        case .members, .joined: await see()
        default: break
        }
        if !wasOver, let ending = room.ending { await ended(ending) }
        show(overview)
    }

    // Every wait comes first (the store), then the room takes the welcome in one step, the outbox's votes over the
    // server's: a vote made while a welcome is being processed is never overwritten.
    private func enter(_ welcome: PartyWelcome) async {
        votesDuringEntry = [:]
        let matched = Set(welcome.matches.map(\.film))
        let entry = await outbox.enter(code: welcome.code, token: welcome.resume, confirmed: welcome.yourVotes, matched: matched)
        token = welcome.resume
        show(room.apply(.welcome(welcome)))
        for (film, vote) in entry.votes { room.vote(vote, on: film) }
        for (film, vote) in votesDuringEntry ?? [:] { room.vote(vote, on: film) }
        votesDuringEntry = nil
        entry.trouble.forEach(tell)
        for message in entry.lacking { await link?.send(message) }
        for match in welcome.matches { await settle(match) }
        if let pick = welcome.pick { await recordPick(pick) }
        await see()
        show(overview)
        firstWelcome?.resume(returning: welcome)
        firstWelcome = nil
    }

    // The room is over: what it ended with is kept on this machine, the link stops for good, and who waits is told.
    private func ended(_ ending: PartyEnding) async {
        for match in ending.matches { await settle(match) }
        await recorder.recordEnding(ending, of: room).forEach(tell)
        stopLink()
        endWaiter?.resume(returning: ending)
        endWaiter = nil
    }

    private func settle(_ match: PartyMatch) async { (await outbox.settle(match, in: room)).map(tell) }
    private func recordPick(_ pick: PartyPick) async { (await recorder.record(pick, in: room)).map(tell) }
    private func see() async { (await recorder.see(room)).map(tell) }

    private func failToEnter(_ error: PartySessionError) {
        guard firstWelcome != nil else { return }
        firstWelcome?.resume(throwing: error)
        firstWelcome = nil
        stopLink()
    }

    // Not awaited: this runs inside the link's own report, and the link's stop waits for that report to finish.
    private func stopLink() {
        let link = link
        self.link = nil
        Task { await link?.stop() }
    }

    private var overview: [PartyUpdate] {
        room.overview(connected: connected, server: server, joinAddress: joinAddress)
    }

    /// Shows `failure` to the player, or keeps it until the screen asks for updates.
    private func tell(_ failure: PartySessionError) {
        show([.notice(PlayerMessage(describing: failure))])
    }

    private func show(_ updates: [PartyUpdate]) {
        guard let screen else { return untold += updates.filter { if case .notice = $0 { true } else { false } } }
        updates.forEach(screen)
    }
}
