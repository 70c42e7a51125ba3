import Foundation

/// The characters views draw frames and marks with: Unicode, or ASCII when the locale is not UTF-8.
public struct Glyphs: Sendable, Equatable {
    public let topLeft: String, topRight: String, bottomLeft: String, bottomRight: String
    public let horizontal: String, vertical: String
    public let ellipsis: String
    public let separator: String
    public let star: String
    public let arrowLeft: String, arrowRight: String, arrowUp: String, arrowDown: String, enter: String
    public let spinner: [String]
    /// Bars from lowest to highest, for one-line charts.
    public let bars: [String]
    /// A chart's empty place: a mark, so an empty place shows where it is instead of closing up.
    public let emptyBar: String

    /// Box drawing, "…", "·", "★", arrows and a braille spinner.
    public static let unicode = Glyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
        ellipsis: "…", separator: "·", star: "★", arrowLeft: "←", arrowRight: "→", arrowUp: "↑", arrowDown: "↓", enter: "⏎",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
        bars: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], emptyBar: "·"
    )

    /// Plain ASCII for terminals without UTF-8.
    public static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        ellipsis: "...", separator: "-", star: "*", arrowLeft: "<-", arrowRight: "->", arrowUp: "^", arrowDown: "v", enter: "Enter",
        spinner: ["|", "/", "-", "\\"],
        bars: [".", ":", "-", "=", "+", "*", "#", "@"], emptyBar: "_"
    )

    /// `counts` as a row of bars, one a count at its own place, the largest full height; an empty count is `emptyBar`.
    public func sparkline(_ counts: [Int]) -> String {
        let largest = counts.max() ?? 0
        guard largest > 0 else { return String(repeating: emptyBar, count: counts.count) }
        return counts.map { count in
            guard count > 0 else { return emptyBar }
            // Any count shows at least the lowest bar; the largest shows the highest.
            let level = Int((Double(count) / Double(largest) * Double(bars.count)).rounded(.up)) - 1
            return bars[min(bars.count - 1, max(0, level))]
        }.joined()
    }

    /// `text` with the Unicode marks views put in prose ("·", "★", "…") swapped for these glyphs.
    public func adapt(_ text: String) -> String {
        guard self != .unicode else { return text }
        return text.replacingOccurrences(of: "·", with: separator)
            .replacingOccurrences(of: "★", with: star)
            .replacingOccurrences(of: "…", with: ellipsis)
    }
}
