import Foundation

/// A `PartyRate` for each address (or member), kept only while it has spent some of it: one whose allowance is whole
/// again is forgotten, so addresses seen once cost nothing for long.
struct KeyedAllowances<Key: Hashable & Sendable>: Sendable {
    /// What each is allowed.
    let rate: PartyRate
    private var byAddress: [Key: Allowance] = [:]

    /// Allowances of `rate` each.
    init(_ rate: PartyRate) {
        self.rate = rate
    }

    /// Whether `address` has one left at `now`.
    mutating func hasOne(_ address: Key, at now: Date) -> Bool {
        guard var allowance = byAddress[address] else { return true }
        let has = allowance.hasOne(of: rate, at: now)
        byAddress[address] = allowance
        return has
    }

    /// Spends one of `address`'s if it has one left at `now`; whether it did.
    mutating func spend(_ address: Key, at now: Date) -> Bool {
        var allowance = byAddress[address] ?? Allowance(rate, at: now)
        let spent = allowance.spend(of: rate, at: now)
        byAddress[address] = allowance
        return spent
    }

    /// Forgets the addresses whose allowance is whole again at `now`.
    mutating func forgetWhole(at now: Date) {
        byAddress = byAddress.filter { _, allowance in
            var allowance = allowance
            return !allowance.isFull(of: rate, at: now)
        }
    }

    /// How many addresses are remembered.
    var count: Int { byAddress.count }
}

/// Allowances per address (an IPv6 address counted by its /64).
typealias AddressAllowances = KeyedAllowances<ClientAddress>
