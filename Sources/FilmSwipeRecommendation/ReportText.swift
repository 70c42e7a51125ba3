import Foundation

/// How both evaluations print their figures: intervals, padded columns, and a paired difference with its verdict.
enum ReportText {
    /// `value (low–high)` with `digits` decimals.
    static func interval(_ estimate: Estimate, digits: Int = 4) -> String {
        let format = "%.\(digits)f"
        return "\(String(format: format, estimate.value)) (\(String(format: format, estimate.low))–\(String(format: format, estimate.high)))"
    }

    /// `text` padded with spaces to `width` characters, or followed by one space when it is as long.
    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// "+12.6% (difference 0.0240, 95% interval 0.0155 to 0.0324: ahead)".
    static func relative(_ paired: PairedDifference, digits: Int = 4) -> String {
        let sign = paired.relative >= 0 ? "+" : ""
        let verdict = paired.difference.low > 0 ? "ahead" : paired.difference.high < 0 ? "behind" : "not told apart"
        return "\(sign)\(String(format: "%.1f", paired.relative * 100))% (difference \(number(paired.difference.value, digits: digits)), "
            + "95% interval \(number(paired.difference.low, digits: digits)) to \(number(paired.difference.high, digits: digits)): \(verdict))"
    }

    /// `value` with `digits` decimals.
    static func number(_ value: Double, digits: Int = 4) -> String {
        String(format: "%.\(digits)f", value)
    }
}
