import Foundation
import NIOCore
import Synchronization

/// Every connection open on a server, from its accept to its close: the address it came from, when, and whether it is
/// joining or has joined a room. It keeps the cap per address and finds the connections past their deadline.
final class ConnectionRegistry: Sendable {
    private struct Entry {
        let channel: any Channel
        let address: ClientAddress
        let opened: Date
        var joining = false
        var seated = false
        /// The deadline of a watchlist upload under way, in place of the hello's.
        var uploadingUntil: Date?
    }

    /// What a test waits for.
    struct Counts: Sendable {
        /// Connections open.
        let connections: Int
        /// Connections sending a watchlist.
        let uploads: Int
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var perAddress: [ClientAddress: Int] = [:]
        var watchers: [(condition: @Sendable (Counts) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

        var counts: Counts { Counts(connections: entries.count, uploads: entries.values.count { $0.uploadingUntil != nil }) }
    }

    private let perAddressLimit: Int
    private let state = Mutex(State())

    /// A registry admitting `perAddressLimit` connections from one address.
    init(perAddressLimit: Int) {
        self.perAddressLimit = perAddressLimit
    }

    /// Counts `channel` in, opened at `now`. When its address has its most connections, the oldest of them not in a
    /// room nor joining one is closed to make room: a member coming back from an address where someone holds idle
    /// sockets still gets in. False, counting nothing, when every one of the address's is in a room or joining one.
    func admit(_ channel: any Channel, at now: Date) -> Bool {
        let address = ClientAddress(channel.remoteAddress)
        let (admitted, evicted): (Bool, (any Channel)?) = state.withLock { state in
            var evicted: (any Channel)?
            if state.perAddress[address, default: 0] >= perAddressLimit {
                let idle = state.entries.filter { $0.value.address == address && !$0.value.seated && !$0.value.joining }
                guard let oldest = idle.min(by: { $0.value.opened < $1.value.opened }) else { return (false, nil) }
                state.entries[oldest.key] = nil
                state.perAddress[address, default: 1] -= 1
                evicted = oldest.value.channel
            }
            state.perAddress[address, default: 0] += 1
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, address: address, opened: now)
            Self.tell(&state)
            return (true, evicted)
        }
        evicted?.close(promise: nil)
        return admitted
    }

    /// `channel` has closed: it no longer counts.
    func remove(_ channel: any Channel) {
        state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            let left = state.perAddress[entry.address, default: 1] - 1
            state.perAddress[entry.address] = left > 0 ? left : nil
            Self.tell(&state)
        }
    }

    /// `channel` sent a hello or a create, being answered (a room's first deck can take long to rank): no deadline
    /// while it is; when the answer is no, `joining` false puts it back under its deadline.
    func joining(_ channel: any Channel, _ joining: Bool) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.joining = joining }
    }

    /// `channel` joined a room: its hello deadline no longer applies.
    func seated(_ channel: any Channel) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.seated = true }
    }

    /// The address `channel` came from, as counted at its accept (a closed channel no longer tells its own).
    func address(of channel: any Channel) -> ClientAddress {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.address } ?? ClientAddress(channel.remoteAddress)
    }

    /// `channel` is sending a watchlist: it has until `deadline` instead of its hello deadline; nil when the upload is
    /// answered (the hello's deadline, long past, then closes a connection the page keeps open).
    func uploading(_ channel: any Channel, until deadline: Date?) {
        state.withLock { state in
            state.entries[ObjectIdentifier(channel)]?.uploadingUntil = deadline
            Self.tell(&state)
        }
    }

    /// The connections past their deadline at `now`: those not in a room and not joining one, opened `helloDeadline` ago,
    /// or sending a watchlist past the upload's own deadline.
    func overdue(at now: Date, helloDeadline: Duration) -> [any Channel] {
        let cutoff = now.addingTimeInterval(-helloDeadline.seconds)
        return state.withLock { state in
            state.entries.values.filter { entry in
                guard !entry.seated, !entry.joining else { return false }
                if let until = entry.uploadingUntil { return until < now }
                return entry.opened < cutoff
            }.map(\.channel)
        }
    }

    /// How many connections are open.
    var count: Int { state.withLock { $0.entries.count } }

    /// How many addresses have a connection open.
    var addresses: Int { state.withLock { $0.perAddress.count } }

    /// Returns once the counts meet `condition`: for tests, which must know the server has counted a connection (or
    /// started reading an upload) before they move its clock.
    func wait(until condition: @escaping @Sendable (Counts) -> Bool) async {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                if condition(state.counts) {
                    continuation.resume()
                } else {
                    state.watchers.append((condition, continuation))
                }
            }
        }
    }

    private static func tell(_ state: inout State) {
        guard !state.watchers.isEmpty else { return }
        let counts = state.counts
        var waiting: [(condition: @Sendable (Counts) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        for watcher in state.watchers {
            if watcher.condition(counts) { watcher.continuation.resume() } else { waiting.append(watcher) }
        }
        state.watchers = waiting
    }
}
