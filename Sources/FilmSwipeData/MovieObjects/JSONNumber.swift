/// A number token read by `JSONCursor`, already checked against the JSON grammar.
///
/// `text` borrows the cursor's bytes: use the number before the `withUnsafeBytes` call that lent them returns.
package struct JSONNumber {
    // 10^0 … 10^22 are exact doubles, which is what makes the fast path below correctly rounded.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The token's bytes, sign and all.
    package let text: UnsafeBufferPointer<UInt8>
    /// Whether the token starts with '-'.
    package let isNegative: Bool
    /// The digits without the decimal point, when `isExact`.
    package let significand: UInt64
    /// The power of ten that scales `significand` to the value, when `isExact`.
    package let exponent: Int
    /// Whether `significand` and `exponent` hold every digit (at most 18 significant digits, a modest exponent).
    package let isExact: Bool
    /// Whether the token has a fraction or an exponent, which makes it no integer even when it is whole (7.0).
    package let hasFractionOrExponent: Bool

    /// The value as an Int; nil when written with a fraction or exponent, or outside Int's range.
    package var integer: Int? {
        guard !hasFractionOrExponent else { return nil }
        // Below 10^18 the significand always fits in an Int; longer ones need the range check Int(String) makes.
        guard isExact else { return Int(String(decoding: text, as: UTF8.self)) }
        let magnitude = Int(significand)
        return isNegative ? -magnitude : magnitude
    }

    /// The value exactly as `Double(String)` reads the same text (out-of-range values become ±infinity or ±0).
    package var double: Double? {
        // Clinger's fast path: an exact significand and an exact power of ten make one correctly rounded
        // operation, the same double strtod gives; everything else goes to the standard library.
        if isExact, significand <= 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(significand)
            if exponent < 0 {
                value /= Self.powersOfTen[-exponent]
            } else {
                value *= Self.powersOfTen[exponent]
            }
            return isNegative ? -value : value
        }
        return Double(String(decoding: text, as: UTF8.self))
    }
}
