import Foundation

/// A measure over users with its 95% interval.
public struct Estimate: Sendable, Hashable {
    /// The measure (a mean over users, or a catalogue-wide figure).
    public let value: Double
    /// The interval's lower end.
    public let low: Double
    /// The interval's upper end.
    public let high: Double

    /// An estimate of `value` within `low`…`high`.
    public init(value: Double, low: Double, high: Double) {
        self.value = value
        self.low = low
        self.high = high
    }

    /// The mean of `values` with its normal 95% interval (±1.96 standard errors); 0 and no width for no values.
    static func mean(_ values: [Double]) -> Estimate {
        guard !values.isEmpty else { return Estimate(value: 0, low: 0, high: 0) }
        let count = Double(values.count)
        let mean = values.reduce(0, +) / count
        guard values.count > 1 else { return Estimate(value: mean, low: mean, high: mean) }
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (count - 1)
        let half = 1.96 * (variance / count).squareRoot()
        return Estimate(value: mean, low: mean - half, high: mean + half)
    }

    /// Whether the whole interval lies above 0.
    public var isPositive: Bool { low > 0 }
}
