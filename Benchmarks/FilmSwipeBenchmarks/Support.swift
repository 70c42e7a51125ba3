import Glibc

/// Seconds on the monotonic clock, the one every figure here is measured with.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}

/// Why a measurement could not be taken, said so that the reader knows what to do.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Repeated timings of one thing, in seconds.
struct Samples {
    private(set) var values: [Double] = []

    /// Adds one timing.
    mutating func add(_ seconds: Double) {
        values.append(seconds)
    }

    /// Times `body` once and adds the timing.
    mutating func time(_ body: () throws -> Void) rethrows {
        let start = monotonicSeconds()
        try body()
        values.append(monotonicSeconds() - start)
    }

    /// The arithmetic mean.
    var mean: Double { values.reduce(0, +) / Double(max(1, values.count)) }
    /// The smallest timing.
    var min: Double { values.min() ?? 0 }
    /// The middle timing.
    var median: Double { percentile(50) }
    /// The 99th percentile: what one frame in a hundred is slower than.
    var p99: Double { percentile(99) }

    // Nearest-rank percentile: a timing that was actually measured.
    private func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
    }
}

/// Milliseconds with three decimals.
func milliseconds(_ seconds: Double) -> String {
    formatted(seconds * 1000, decimals: 3) + " ms"
}

/// `value` with a fixed number of decimals (no Foundation needed for one format).
func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = Int((abs(value) * scale).rounded())
    let whole = rounded / Int(scale), fraction = rounded % Int(scale)
    let sign = value < 0 && rounded != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
}
