import Foundation
import Synchronization

/// What clients may still do that costs the server or guesses at its rooms, shared by every connection: rooms created
/// per address, and wrong room codes per address and from everyone together.
final class ClientAllowances: Sendable {
    private struct State {
        var roomCreations: AddressAllowances
        var wrongCodes: AddressAllowances
        var wrongCodesInAll: Allowance
    }

    private let limits: PartyServerLimits
    private let clock: any PartyClock
    private let state: Mutex<State>

    /// Whole allowances under `limits`, on `clock`.
    init(limits: PartyServerLimits, clock: any PartyClock) {
        self.limits = limits
        self.clock = clock
        state = Mutex(State(
            roomCreations: AddressAllowances(limits.roomCreations), wrongCodes: AddressAllowances(limits.wrongCodesPerAddress),
            wrongCodesInAll: Allowance(limits.wrongCodesInAll, at: clock.now)
        ))
    }

    /// Spends one of `address`'s room creations; false when it has none left.
    func createsRoom(from address: ClientAddress) -> Bool {
        let now = clock.now
        return state.withLock { $0.roomCreations.spend(address, at: now) }
    }

    /// Whether a code from `address` may be checked now: not once it, or everyone together, has sent as many wrong
    /// codes as allowed. Checking none then, right or wrong, tells a guesser nothing.
    func codeCheck(from address: ClientAddress) -> CodeCheck {
        let now = clock.now
        return state.withLock { state in
            guard state.wrongCodes.hasOne(address, at: now) else { return .addressLimited }
            guard state.wrongCodesInAll.hasOne(of: limits.wrongCodesInAll, at: now) else { return .serverLimited }
            return .allowed
        }
    }

    /// `address` sent a code no room has.
    func wrongCode(from address: ClientAddress) {
        let now = clock.now
        state.withLock { state in
            _ = state.wrongCodes.spend(address, at: now)
            _ = state.wrongCodesInAll.spend(of: limits.wrongCodesInAll, at: now)
        }
    }

    /// Forgets the addresses whose allowances are whole again.
    func forgetWhole() {
        let now = clock.now
        state.withLock { state in
            state.roomCreations.forgetWhole(at: now)
            state.wrongCodes.forgetWhole(at: now)
        }
    }

    /// How many addresses are remembered, for the tests of memory.
    var rememberedAddresses: Int {
        state.withLock { $0.roomCreations.count + $0.wrongCodes.count }
    }
}
