import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation
import Synchronization
import Testing

/// The player's parties as `party matches` reads them: grouped, newest first, with who was there; and memberships and
/// votes kept apart by name.
struct PartyClientStoreTests {
    static let server = "127.0.0.1:7420"
    static let token = ResumeToken(text: String(repeating: "ab", count: 16))!
    static let otherToken = ResumeToken(text: String(repeating: "cd", count: 16))!

    /// A clock the test moves.
    final class TestClock: Sendable {
        private let date = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
        var now: @Sendable () -> Date { { [self] in date.withLock { $0 } } }
        func advance(days: Double) { date.withLock { $0 += days * 86_400 } }
    }

    private func match(_ code: String, _ film: Int, _ title: String, _ year: Int?, sequence: Int) -> PartyMatchRecord {
        PartyMatchRecord(code: code, film: FilmID(source: .catalogue, value: film), title: title, year: year, sequence: sequence, yes: 2, members: 2)
    }

    @Test func partiesComeNewestFirstWithWhoWasThereAndTheirMatchesInOrder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = TestClock()
        let store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"), now: clock.now)
        let older = try RoomCode(parsing: "K7QX3PM"), newer = try RoomCode(parsing: "LB73F24"), quiet = try RoomCode(parsing: "Q2WH9ZD")
        let olderJoined = clock.now()
        try await store.saveParty(code: older, server: Self.server, name: "Ann", token: Self.token)
        try await store.recordMembers(["Ann"], code: older, server: Self.server)
        try await store.recordMembers(["Ann", "Bob"], code: older, server: Self.server)
        try await store.recordMatch(match("K7QX3PM", 1_995_001, "Braveheart", 1995, sequence: 1), server: Self.server)
        clock.advance(days: 1)
        try await store.saveParty(code: quiet, server: Self.server, name: "Ann", token: Self.token)
        try await store.recordMembers(["Ann"], code: quiet, server: Self.server)
        clock.advance(days: 1)
        let newerJoined = clock.now()
        try await store.saveParty(code: newer, server: Self.server, name: "Ann", token: Self.otherToken)
        try await store.recordMembers(["Cy", "Ann", "Bob"], code: newer, server: Self.server)
        try await store.recordMatch(match("LB73F24", 318, "The Shawshank Redemption", 1994, sequence: 2), server: Self.server)
        try await store.recordMatch(match("LB73F24", 1_995_001, "Braveheart", 1995, sequence: 1), server: Self.server)
        try await store.recordMatch(match("LB73F24", 1_995_001, "Braveheart", 1995, sequence: 1), server: Self.server)
        clock.advance(days: 1)
        // A reconnect saves the membership again: the party keeps the day it was joined.
        try await store.saveParty(code: older, server: Self.server, name: "Ann", token: Self.token)

        let parties = try await store.parties()
        #expect(parties.map(\.code) == ["LB73F24", "Q2WH9ZD", "K7QX3PM"])
        #expect(parties.map(\.server) == [Self.server, Self.server, Self.server])
        #expect(parties[0].joinedAt == newerJoined && parties[2].joinedAt == olderJoined)
        #expect(parties[0].members == ["Cy", "Ann", "Bob"], "in the order first seen")
        #expect(parties[2].members == ["Ann", "Bob"], "Bob, seen once, stays")
        #expect(parties[0].matches.map(\.line) == ["Braveheart (1995)", "The Shawshank Redemption (1994)"])
        #expect(parties[1].matches.isEmpty, "a party without a match is listed")
        #expect(parties[2].matches.map(\.line) == ["Braveheart (1995)"])
    }

    @Test func aMatchWhoseMembershipWasNeverSavedIsListedLastWithoutADate() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"))
        try await store.recordMatch(match("ZZZZZZZ", 318, "The Shawshank Redemption", 1994, sequence: 1), server: Self.server)
        try await store.saveParty(code: try RoomCode(parsing: "K7QX3PM"), server: Self.server, name: "Ann", token: Self.token)
        let parties = try await store.parties()
        #expect(parties.map(\.code) == ["K7QX3PM", "ZZZZZZZ"])
        #expect(parties[1].joinedAt == nil && parties[1].members == nil)
        #expect(parties[1].matches.map(\.line) == ["The Shawshank Redemption (1994)"])
    }

    @Test func aMembershipAndItsVotesAreTheNamesOwn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"))
        let code = try RoomCode(parsing: "K7QX3PM")
        let gump = FilmID(source: .catalogue, value: 356)
        try await store.saveParty(code: code, server: Self.server, name: "Ann", token: Self.token)
        try await store.setVote(.yes, film: gump, code: code, server: Self.server, name: "Ann")
        #expect(try await store.resumeToken(code: code, server: Self.server, name: "Ann") == Self.token)
        #expect(try await store.resumeToken(code: code, server: Self.server, name: "Bob") == nil, "Bob never comes back as Ann")
        #expect(try await store.votes(code: code, server: Self.server, name: "Bob").isEmpty, "nor sends her votes")

        try await store.saveParty(code: code, server: Self.server, name: "Bob", token: Self.otherToken)
        try await store.setVote(.no, film: gump, code: code, server: Self.server, name: "Bob")
        #expect(try await store.resumeToken(code: code, server: Self.server, name: "Ann") == Self.token, "Bob's join leaves Ann's alone")
        #expect(try await store.votes(code: code, server: Self.server, name: "Ann") == [gump: .yes])
        try await store.clearVote(film: gump, code: code, server: Self.server, name: "Bob")
        #expect(try await store.votes(code: code, server: Self.server, name: "Ann") == [gump: .yes])
        #expect(try await store.parties().count == 1, "one room, whoever played it here")
    }
}
