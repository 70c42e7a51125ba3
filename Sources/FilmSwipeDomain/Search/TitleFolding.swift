import Foundation

/// Titles and queries as search compares them: lower case, without accents or punctuation, single spaces, so that
/// "amelie" finds "Amélie" and "leon the pro" finds "Léon: The Professional".
public enum TitleFolding {
    /// `text` folded for comparison ("Amélie!" → "amelie").
    public static func fold(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var folded = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in plain.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingSpace, !folded.isEmpty { folded.append(" ") }
                pendingSpace = false
                folded.append(scalar)
            } else if scalar.properties.isWhitespace || scalar.properties.generalCategory.isSeparatorOrDash {
                pendingSpace = true
            }
            // Other punctuation ("'", ":", "."), marks and controls are dropped: "Schindler's" matches "schindlers".
        }
        return String(folded)
    }
}

private extension Unicode.GeneralCategory {
    // Dashes and slashes part words as spaces do ("Spider-Man" finds "spider man").
    var isSeparatorOrDash: Bool {
        switch self {
        case .dashPunctuation, .spaceSeparator, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
