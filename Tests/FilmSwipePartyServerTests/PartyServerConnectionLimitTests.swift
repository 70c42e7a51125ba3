import FilmSwipeDomain
import FilmSwipeParty
@testable import FilmSwipePartyServer
import Foundation
import Testing

/// Connections that take a server's descriptors and memory without playing: sockets that never speak, connections
/// that never join, many from one address, clients that do not read.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerConnectionLimitTests {
    @Test func aSocketThatNeverSpeaksIsClosedAtTheHelloDeadline() async throws {
        let clock = ManualPartyClock()
        try await withPartyServer(clock: clock) { server in
            let silent = try await SilentConnection.open(port: server.port)
            await server.waitForConnections { $0 == 1 }
            clock.advance(by: PartyServerLimits.forTests.helloDeadline + .seconds(1))
            await server.sweep()
            await silent.closedByServer()
            await server.waitForConnections { $0 == 0 }
        }
    }

    @Test func aConnectionThatUpgradesButNeverJoinsIsClosedWhileOneInARoomStays() async throws {
        let clock = ManualPartyClock()
        try await withPartyServer(clock: clock) { server in
            var (ann, _) = try await PartyTestClient.create(port: server.port)
            var idle = try await RawPartyConnection.open(port: server.port)
            await server.waitForConnections { $0 == 2 }
            clock.advance(by: PartyServerLimits.forTests.helloDeadline + .seconds(1))
            await server.sweep()
            guard case .closed = try await idle.next() else {
                Issue.record("the server said something to a connection that never joined")
                return
            }
            await server.waitForConnections { $0 == 1 }
            #expect(try await ann.drain().isEmpty, "Ann, in a room, is still served")
        }
    }

    @Test func aFullAddressMakesRoomByClosingItsOldestIdleConnectionAndRefusesOnlyWhenAllPlay() async throws {
        var limits = PartyServerLimits.forTests
        limits.connectionsPerAddress = 3
        try await withPartyServer(limits: limits) { server in
            var held: [SilentConnection] = []
            for _ in 0..<3 { held.append(try await SilentConnection.open(port: server.port)) }
            await server.waitForConnections { $0 == 3 }
            // A member coming back from an address where someone holds idle sockets still gets in: the oldest idle goes.
            let (ann, welcome) = try await PartyTestClient.create(port: server.port)
            #expect(welcome.members.map(\.name.text) == ["Ann"])
            await held.removeFirst().closedByServer()
            #expect(server.openConnections == 3)
            for connection in held { await connection.close() }
            await server.waitForConnections { $0 == 1 }
            // Once every connection of the address is in a room, one more is refused.
            let (bob, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            let (cat, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Cat")
            await server.waitForConnections { $0 == 3 }
            let fourth = try await SilentConnection.open(port: server.port)
            await fourth.closedByServer()
            #expect(server.openConnections == 3)
            _ = (ann, bob, cat)
        }
    }

    @Test func theServerTakesItsConnectionsFromTheDescriptorLimitRaisedToTheHardOne() async throws {
        var limits = PartyServerLimits.forTests
        limits.connections = nil
        try await withPartyServer(limits: limits) { server in
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            #expect(limit.rlim_cur == limit.rlim_max)
            let descriptors = try #require(server.descriptorLimit)
            #expect(descriptors == Int(min(limit.rlim_cur, 1 << 20)))
            #expect(server.connectionLimit == descriptors - PartyServerLimits.reservedDescriptors)
        }
    }

    @Test func aClientThatDoesNotReadIsDroppedBeforeItsQueueHoldsMuch() async throws {
        var limits = PartyServerLimits.forTests
        limits.outboxBytes = 256 << 10
        try await withPartyServer(grace: .zero, limits: limits) { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port)
            var reader = try await RawPartyConnection.open(port: server.port, receiveBuffer: 4_096)
            try await reader.send(.hello(PartyHello(code: welcome.code, name: MemberName("Sloth"))))
            let sloth = try #require(try await reader.welcome()).member
            _ = try await ann.joined()
            // Each member joining with a taste re-ranks the deck, and everyone is sent the whole new deck (about 80 KB):
            // the sloth, reading nothing, falls behind by that much each time.
            let tastes = [PartyTaste([welcome.deck[5].id: .dislike]), PartyTaste([welcome.deck[6].id: .dislike])]
            var dropped = false
            var failure: (any Error)?
            do {
                for round in 0..<120 where !dropped {
                    var (guest, _) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Guest", taste: tastes[round % 2])
                    try await guest.send(.leave)
                    _ = await guest.closed()
                    dropped = try await ann.drain().contains(.left(sloth))
                }
            } catch {
                failure = error
            }
            // A sloth still connected (the test cut short) would hold the server's stop for its grace.
            await reader.drop()
            if let failure { throw failure }
            #expect(dropped, "the sloth was never dropped")
        }
    }
}
