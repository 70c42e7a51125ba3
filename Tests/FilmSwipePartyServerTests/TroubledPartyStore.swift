import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation
import Synchronization

/// A real `PartyClientStore` in a temporary folder that fails on demand (its reads of the votes, or its writes), and
/// can hold a read of the votes until the test lets it go, so that a test can make a vote while a welcome is being
/// processed.
final class TroubledPartyStore: PartySessionStore {
    struct Failure: Error {}

    let store: PartyClientStore
    private let trouble = Mutex(Trouble())

    private struct Trouble {
        var readsFail = false
        var writesFail = false
        var heldRead: (reading: AsyncStream<Void>.Continuation, release: AsyncStream<Void>)?
    }

    /// A store in `folder`.
    init(folder: TemporaryFolder) throws {
        store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"))
    }

    /// Whether reading the votes fails.
    func failReads(_ fails: Bool) { trouble.withLock { $0.readsFail = fails } }

    /// Whether every write fails.
    func failWrites(_ fails: Bool) { trouble.withLock { $0.writesFail = fails } }

    /// Makes the next read of the votes wait, once it has read them, until `release` is called: the stream yields
    /// when the read is under way.
    func holdNextRead() -> (reading: AsyncStream<Void>, release: @Sendable () -> Void) {
        let (reading, readingContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        trouble.withLock { $0.heldRead = (readingContinuation, release) }
        return (reading, { releaseContinuation.finish() })
    }

    func resumeToken(code: RoomCode, server: String, name: String) async throws -> ResumeToken? {
        try await store.resumeToken(code: code, server: server, name: name)
    }

    func saveParty(code: RoomCode, server: String, name: String, token: ResumeToken) async throws {
        try checkWrite()
        try await store.saveParty(code: code, server: server, name: name, token: token)
    }

    func setVote(_ intent: PartyVoteIntent, film: FilmID, code: RoomCode, server: String, name: String) async throws {
        try checkWrite()
        try await store.setVote(intent, film: film, code: code, server: server, name: name)
    }

    func clearVote(film: FilmID, code: RoomCode, server: String, name: String) async throws {
        try checkWrite()
        try await store.clearVote(film: film, code: code, server: server, name: name)
    }

    func votes(code: RoomCode, server: String, name: String) async throws -> [FilmID: PartyVoteIntent] {
        if trouble.withLock({ $0.readsFail }) { throw Failure() }
        let votes = try await store.votes(code: code, server: server, name: name)
        if let held = trouble.withLock({ trouble in defer { trouble.heldRead = nil }; return trouble.heldRead }) {
            held.reading.yield()
            for await _ in held.release {}
        }
        return votes
    }

    func recordMatch(_ match: PartyMatchRecord, server: String) async throws {
        try checkWrite()
        try await store.recordMatch(match, server: server)
    }

    func recordMembers(_ names: [String], code: RoomCode, server: String) async throws {
        try checkWrite()
        try await store.recordMembers(names, code: code, server: server)
    }

    func recordPick(_ pick: PartyPickRecord, server: String) async throws {
        try checkWrite()
        try await store.recordPick(pick, server: server)
    }

    func recordEnded(code: RoomCode, server: String) async throws {
        try checkWrite()
        try await store.recordEnded(code: code, server: server)
    }

    private func checkWrite() throws {
        if trouble.withLock({ $0.writesFail }) { throw Failure() }
    }
}
