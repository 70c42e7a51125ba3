import Foundation

/// The ASCII character a one-column grapheme is drawn as where the terminal cannot show it (a `LANG=C` locale):
/// its letter without the accent ("é" → "e", so "Léon" reads "Leon"), or a look-alike for common punctuation; one
/// column for one column, so the screen's layout holds.
public enum ASCIIFallback {
    /// Letters that decompose to nothing plain, and punctuation that is not a letter at all.
    private static let lookAlikes: [Character: Character] = [
        "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "p", "Þ": "P", "ı": "i",
        "æ": "a", "Æ": "A", "œ": "o", "Œ": "O", "ß": "s",
        "‘": "'", "’": "'", "‚": "'", "‹": "<", "›": ">", "“": "\"", "”": "\"", "„": "\"", "«": "\"", "»": "\"",
        "–": "-", "—": "-", "‐": "-", "−": "-", "…": ".", "·": "-", "•": "*", "★": "*", "×": "x", "¡": "!", "¿": "?",
        "\u{00A0}": " ",
    ]

    /// The ASCII stand-in for `grapheme`, or nil when there is none (a CJK character, an emoji).
    public static func character(for grapheme: String) -> String? {
        if grapheme.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }) {
            return grapheme.count == 1 && grapheme.unicodeScalars.count == 1 ? grapheme : nil
        }
        if let first = grapheme.first, grapheme.count == 1, let lookAlike = lookAlikes[first] { return String(lookAlike) }
        // Compatibility decomposition splits "é" into "e" and a combining accent, and "ﬀ" into "ff" (two: refused).
        let plain = grapheme.decomposedStringWithCompatibilityMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark && $0.properties.generalCategory != .enclosingMark
        }
        guard plain.count == 1, let scalar = plain.first, scalar.isASCII, scalar.value >= 0x20, scalar.value != 0x7F else { return nil }
        return String(Character(scalar))
    }
}
