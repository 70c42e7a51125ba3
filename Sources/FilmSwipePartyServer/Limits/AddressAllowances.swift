import Foundation

/// A `PartyRate` for each address, kept only while the address has spent some of it: an address whose allowance is
/// whole again is forgotten, so addresses seen once cost nothing for long.
struct AddressAllowances: Sendable {
    /// What each address is allowed.
    let rate: PartyRate
    private var byAddress: [ClientAddress: Allowance] = [:]

    /// Allowances of `rate` per address.
    init(_ rate: PartyRate) {
        self.rate = rate
    }

    /// Whether `address` has one left at `now`.
    mutating func hasOne(_ address: ClientAddress, at now: Date) -> Bool {
        guard var allowance = byAddress[address] else { return true }
        let has = allowance.hasOne(of: rate, at: now)
        byAddress[address] = allowance
        return has
    }

    /// Spends one of `address`'s if it has one left at `now`; whether it did.
    mutating func spend(_ address: ClientAddress, at now: Date) -> Bool {
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
