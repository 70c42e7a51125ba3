/// SplitMix64: a tiny random number generator whose sequence depends only on its seed, so a `--seed` replays the same
/// deck and a test the same "random" input on every run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator for `seed` mixed with `stream`, so per-user and per-card sequences do not overlap.
    public init(seed: UInt64, stream: UInt64 = 0) {
        state = seed ^ (stream &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    /// The plain SplitMix64 sequence that starts from `state`, unmixed.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
