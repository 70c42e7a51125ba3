import FilmSwipeDomain
import FilmSwipeParty

/// The member's votes on their way to the server: each kept in the store as it is made, sent, and sent again on every
/// welcome until the server has it, and forgotten once its film is a match. A store that fails loses no vote: the
/// vote waits in memory, and every failure is given back to be told to the player.
actor PartyVoteOutbox {
    private let store: any PartySessionStore
    private let server: String
    private let name: String
    /// The newest intent for each film, until the server confirms it or the film is a match.
    private var intents: [FilmID: PartyVoteIntent] = [:]

    /// An outbox keeping `name`'s votes on `server` in `store`.
    init(store: any PartySessionStore, server: String, name: String) {
        self.store = store
        self.server = server
        self.name = name
    }

    /// The intents waiting, by film.
    var waiting: [FilmID: PartyVoteIntent] { intents }

    /// Keeps `intent` on `film` in room `code`; throws `PartySessionError.voteNotSaved` when the store fails (the intent
    /// waits in memory all the same, to be sent with the next welcome).
    func keep(_ intent: PartyVoteIntent, on film: FilmID, code: RoomCode) async throws {
        intents[film] = intent
        do {
            try await store.setVote(intent, film: film, code: code, server: server, name: name)
        } catch {
            throw PartySessionError.voteNotSaved(reason: PlayerMessage.describing(error))
        }
    }

    /// Forgets the vote on `film`, which the room refused (a yes over its cap on likes): it would be sent for ever.
    func drop(_ film: FilmID, code: RoomCode) async throws {
        intents[film] = nil
        do {
            try await store.clearVote(film: film, code: code, server: server, name: name)
        } catch {
            throw PartySessionError.voteNotSaved(reason: PlayerMessage.describing(error))
        }
    }

    /// The welcome to room `code`, resumable with `token`: saves the party, reads the votes kept by earlier runs, and
    /// returns the messages the server still lacks (every intent here over `confirmed`, those it holds) with what failed.
    func enter(code: RoomCode, token: ResumeToken, confirmed: [FilmID: Bool], matched: Set<FilmID>)
        async -> (lacking: [ClientMessage], votes: [FilmID: Bool], trouble: [PartySessionError])
    {
        var trouble: [PartySessionError] = []
        do {
            try await store.saveParty(code: code, server: server, name: name, token: token)
        } catch {
            trouble.append(.partyNotSaved(code: code.text, reason: PlayerMessage.describing(error)))
        }
        do {
            let saved = try await store.votes(code: code, server: server, name: name)
            // Those made here are the newest: the store may not have them if writing them failed.
            intents = saved.merging(intents) { _, mine in mine }
        } catch {
            trouble.append(.votesNotRead(reason: PlayerMessage.describing(error)))
        }
        for film in matched { intents[film] = nil }
        var votes = confirmed
        var lacking: [ClientMessage] = []
        for (film, intent) in intents {
            votes[film] = intent.vote
            guard confirmed[film] != intent.vote else { continue }
            lacking.append(intent.vote.map { .vote(film: film, yes: $0) } ?? .undo(film: film))
        }
        return (lacking, votes, trouble)
    }

    /// `match` settles its film: the vote waiting on it is forgotten, and the match written to the member's list of
    /// `room`'s matches; what failed, if anything.
    func settle(_ match: PartyMatch, in room: PartyClientRoom) async -> PartySessionError? {
        intents[match.film] = nil
        guard let code = room.code else { return nil }
        let title = room.card(match.film)?.title ?? match.film.description, year = room.card(match.film)?.year
        let record = PartyMatchRecord(code: code.text, film: match.film, title: title, year: year, sequence: match.sequence,
                                      yes: match.yesCount, members: match.memberCount)
        do {
            try await store.clearVote(film: match.film, code: code, server: server, name: name)
            try await store.recordMatch(record, server: server)
            return nil
        } catch {
            return .matchNotRecorded(title: title, reason: PlayerMessage.describing(error))
        }
    }
}
