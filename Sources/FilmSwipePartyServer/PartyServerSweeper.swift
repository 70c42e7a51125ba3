import Foundation
import Logging
import ServiceLifecycle

/// The server's rounds, once a second on its clock: closes the connections that have not joined a room by their
/// hello deadline, closes the rooms nobody has touched for the room lifetime, forgets the addresses whose allowances
/// are whole again, and logs the TLS handshakes that failed (at most once a minute).
struct PartyServerSweeper: Service {
    /// How often the rounds come.
    static let interval: Duration = .seconds(1)

    let registry: ConnectionRegistry
    let allowances: ClientAllowances
    let rooms: PartyRooms
    let limits: PartyServerLimits
    let clock: any PartyClock
    /// When the first round is due, fixed when the server starts: a test that moves the clock at once finds the rounds
    /// already waiting for that time.
    let firstRound: Date
    /// The TLS handshakes that failed, logged at most once a minute.
    let handshakeFailures: TLSHandshakeFailures
    let logger: Logger

    func run() async throws {
        await cancelWhenGracefulShutdown {
            var due = firstRound
            while !Task.isCancelled {
                do {
                    try await clock.sleep(until: due)
                } catch {
                    return
                }
                let now = clock.now
                await sweep(at: now)
                due = now + Self.interval
            }
        }
    }

    /// One round at `now`.
    func sweep(at now: Date) async {
        for channel in registry.overdue(at: now, helloDeadline: limits.helloDeadline) {
            channel.close(promise: nil)
        }
        // A room holds some 100 KB, mostly its cards; the allocator keeps what they freed for later unless told.
        if rooms.closeIdleRooms(at: now) > 0 { FreedMemory.giveBack() }
        allowances.forgetWhole()
        handshakeFailures.log(to: logger, at: now)
    }
}
