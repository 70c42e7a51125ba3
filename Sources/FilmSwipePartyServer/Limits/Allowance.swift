import Foundation

/// What is left of a `PartyRate` at a moment: spent one at a time, earned back steadily.
struct Allowance: Sendable {
    private var left: Double
    private var counted: Date

    /// A full allowance at `now`.
    init(_ rate: PartyRate, at now: Date) {
        left = Double(rate.count)
        counted = now
    }

    /// Whether one is left at `now`.
    mutating func hasOne(of rate: PartyRate, at now: Date) -> Bool {
        earn(rate, until: now)
        return left >= 1
    }

    /// Spends one if one is left at `now`; whether it did.
    mutating func spend(of rate: PartyRate, at now: Date) -> Bool {
        guard hasOne(of: rate, at: now) else { return false }
        left -= 1
        return true
    }

    /// Whether the whole rate is back at `now`: the allowance is then no different from a new one.
    mutating func isFull(of rate: PartyRate, at now: Date) -> Bool {
        earn(rate, until: now)
        return left >= Double(rate.count)
    }

    private mutating func earn(_ rate: PartyRate, until now: Date) {
        let elapsed = now.timeIntervalSince(counted)
        guard elapsed > 0 else { return }
        left = min(Double(rate.count), left + elapsed * Double(rate.count) / rate.window.seconds)
        counted = now
    }
}
