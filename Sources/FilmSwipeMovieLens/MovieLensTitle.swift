import Foundation

/// A MovieLens title ("Shawshank Redemption, The (1994)") taken apart as the bundled catalogue's were by
/// `Scripts/build_fixtures.py`: the year from the last brackets, an article at the end moved to the front, alternative
/// titles in brackets dropped.
struct MovieLensTitle {
    /// What the game shows.
    let display: String
    /// MovieLens' own, without the year.
    let original: String
    /// The year, when the title ends with one.
    let year: Int?

    private static let articles: Set<String> = ["The", "A", "An", "La", "Le", "Les", "L'", "Il", "El", "Los", "Las", "Der", "Die", "Das", "Un", "Une"]

    init(_ raw: String) {
        var rest = raw.trimmingCharacters(in: .whitespaces)
        var year: Int?
        // "(1994)", "(1994 )" or "(2007-2009)": the first four digits are the year.
        if rest.hasSuffix(")"), let open = rest.range(of: " (", options: .backwards) {
            let inside = rest[open.upperBound..<rest.index(before: rest.endIndex)].trimmingCharacters(in: .whitespaces)
            let digits = inside.prefix(4)
            if digits.count == 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let found = Int(digits),
               inside.count == 4 || inside.dropFirst(4).first == "-" || inside.dropFirst(4).first == "–" {
                year = found
                rest = String(rest[..<open.lowerBound])
            }
        }
        self.year = year
        original = rest
        var main = rest
        if let cut = rest.range(of: " (", range: rest.index(after: rest.startIndex)..<rest.endIndex) { main = String(rest[..<cut.lowerBound]) }
        if let comma = main.range(of: ", ", options: .backwards) {
            let article = String(main[comma.upperBound...])
            if Self.articles.contains(article) {
                main = article + (article.hasSuffix("'") ? "" : " ") + main[..<comma.lowerBound]
            }
        }
        display = main.trimmingCharacters(in: .whitespaces)
    }
}
