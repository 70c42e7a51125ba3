import Foundation

/// The key two spellings of one film's title share, whichever service wrote it: "The Matrix", "Matrix, The" and
/// "matrix" are all "matrix"; "Amélie" is "amelie"; "M*A*S*H" is "mash". The same rule `Scripts/build_fixtures.py` joins
/// the catalogue's sources by.
public enum TitleKey {
    /// Articles dropped from either end, in the languages the catalogue's titles use.
    private static let articles: Set<String> = [
        "the", "a", "an", "la", "le", "les", "il", "lo", "gli", "el", "los", "las", "der", "die", "das", "un", "une", "una",
        "uno", "os", "as", "det", "den", "de", "het", "een", "ein", "eine",
    ]
    /// Articles that stand only at the end, after a comma ("Dolce vita, La" has one; "I" and "O" alone are words).
    private static let trailingOnly: Set<String> = ["l'", "i", "o"]

    /// `title`'s key; empty when it has nothing to match on.
    public static func key(_ title: String) -> String {
        var text = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespaces)
        if let comma = text.lastIndex(of: ",") {
            let tail = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            if articles.contains(tail) || trailingOnly.contains(tail) {
                text = String(text[..<comma]).trimmingCharacters(in: .whitespaces)
            }
        }
        if text.hasPrefix("l'") {
            text.removeFirst(2)
        } else if let space = text.firstIndex(of: " "), articles.contains(String(text[..<space])) {
            text = String(text[text.index(after: space)...])
        }
        text = text.replacingOccurrences(of: "&", with: " and ")
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
    }

    /// Every name a catalogue film goes by, as keys: its title, its MovieLens title, the part of that before " (", and
    /// each alternative in parentheses after it, "a.k.a." dropped ("Seven (a.k.a. Se7en)" gives "seven" and "se7en").
    public static func names(title: String, originalTitle: String?) -> Set<String> {
        var names: Set<String> = [title]
        if let original = originalTitle {
            names.insert(original)
            if let cut = original.range(of: " (", range: original.index(after: original.startIndex)..<original.endIndex) {
                names.insert(String(original[..<cut.lowerBound]))
                for alternative in parenthesised(original[cut.lowerBound...]) {
                    var name = alternative.trimmingCharacters(in: .whitespaces)
                    if name.lowercased().hasPrefix("a.k.a.") { name = String(name.dropFirst(6)).trimmingCharacters(in: .whitespaces) }
                    names.insert(name)
                }
            }
        }
        return Set(names.map(key).filter { !$0.isEmpty })
    }

    /// The texts inside innermost parentheses: "(a.k.a. The Professional) (Léon)" gives both.
    private static func parenthesised(_ text: Substring) -> [Substring] {
        var found: [Substring] = []
        var open: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(": open = index
            case ")":
                if let start = open { found.append(text[text.index(after: start)..<index]) }
                open = nil
            default: break
            }
        }
        return found
    }
}
