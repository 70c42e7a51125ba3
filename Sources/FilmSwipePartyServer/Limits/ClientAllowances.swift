import FilmSwipeDomain
import FilmSwipeParty
import Foundation
import Synchronization

/// What clients may still do that costs the server or guesses at its rooms, shared by every connection: rooms created,
/// wrong room codes and watchlists sent, per address (an IPv6 address by its /64), and watchlists per member. There is
/// no limit on everyone together: a stranger with many addresses could spend it and keep everyone out. Codes are long
/// enough that guessing is useless at the rate one address may guess (`RoomCode`).
final class ClientAllowances: Sendable {
    private struct State {
        var roomCreations: AddressAllowances
        var wrongCodes: AddressAllowances
        var uploads: AddressAllowances
        var memberUploads: KeyedAllowances<MemberKey>
    }

    /// A member of a room, as uploads are counted.
    struct MemberKey: Hashable, Sendable {
        let code: RoomCode
        let member: MemberID
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
            uploads: AddressAllowances(limits.uploadsPerAddress),
            memberUploads: KeyedAllowances(limits.uploadsPerMember)
        ))
    }

    /// Spends one of `address`'s room creations; false when it has none left.
    func createsRoom(from address: ClientAddress) -> Bool {
        let now = clock.now
        return state.withLock { $0.roomCreations.spend(address, at: now) }
    }

    /// Whether a code from `address` may be checked now: not once it has sent as many wrong codes as allowed. Checking
    /// none then, right or wrong, tells a guesser nothing.
    func codeCheck(from address: ClientAddress) -> CodeCheck {
        let now = clock.now
        return state.withLock { $0.wrongCodes.hasOne(address, at: now) } ? .allowed : .addressLimited
    }

    /// `address` sent a code no room has.
    func wrongCode(from address: ClientAddress) {
        let now = clock.now
        state.withLock { _ = $0.wrongCodes.spend(address, at: now) }
    }

    /// Spends one of `member`'s watchlist uploads and one of `address`'s, if both have one left; whether it did.
    func uploads(from address: ClientAddress, member: MemberKey) -> Bool {
        let now = clock.now
        return state.withLock { state in
            guard state.uploads.hasOne(address, at: now), state.memberUploads.hasOne(member, at: now) else { return false }
            _ = state.uploads.spend(address, at: now)
            _ = state.memberUploads.spend(member, at: now)
            return true
        }
    }

    /// Forgets the addresses and members whose allowances are whole again.
    func forgetWhole() {
        let now = clock.now
        state.withLock { state in
            state.roomCreations.forgetWhole(at: now)
            state.wrongCodes.forgetWhole(at: now)
            state.uploads.forgetWhole(at: now)
            state.memberUploads.forgetWhole(at: now)
        }
    }

    /// How many addresses and members are remembered, for the tests of memory.
    var rememberedAddresses: Int {
        state.withLock { $0.roomCreations.count + $0.wrongCodes.count + $0.uploads.count + $0.memberUploads.count }
    }
}
