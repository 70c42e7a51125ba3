/// Which films belong to one series, found from the data: a collection the source names (TMDB's
/// `belongs_to_collection`), else the title with its sequel marks taken off ("Friday the 13th Part VII: Jason Lives"
/// and "Friday the 13th" are both "friday the 13th"). Titles that come to the same name make a series only when
/// one of them is marked as a sequel (a number, "Part", a subtitle), so two films that merely share a title do not.
enum FilmSeries {
    /// Each film's series number (from 0), or -1 when it is in no series; `collections[i]`, when given, is film `i`'s.
    static func detect(titles: [String], collections: [String?] = []) -> [Int32] {
        var groups: [String: [Int]] = [:]
        var marked: Set<String> = []
        for (film, title) in titles.enumerated() {
            let key: String
            if film < collections.count, let collection = collections[film], !collection.isEmpty {
                key = "collection:" + collection.lowercased()
                marked.insert(key)
            } else {
                let name = seriesName(of: title)
                guard !name.name.isEmpty else { continue }
                key = name.name
                if name.isSequel { marked.insert(key) }
            }
            groups[key, default: []].append(film)
        }
        var series = [Int32](repeating: -1, count: titles.count)
        var next: Int32 = 0
        for key in groups.keys.sorted() where marked.contains(key) {
            let films = groups[key]!
            guard films.count > 1 else { continue }
            for film in films { series[film] = next }
            next += 1
        }
        return series
    }

    /// The name a title's series goes by, and whether the title marks a sequel: "The Karate Kid, Part III" is
    /// ("karate kid", true), "Alien" ("alien", false), "2001: A Space Odyssey" ("", true) (a number is no name).
    static func seriesName(of title: String) -> (name: String, isSequel: Bool) {
        // Scalars, not Characters nor Foundation's searches: this runs for every film of the catalogue at each build.
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var depth = 0
        var isSequel = false
        var previous: Unicode.Scalar = " "
        func endWord() {
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        scan: for scalar in title.lowercased().unicodeScalars {
            switch scalar {
            // "(a.k.a. …)" and other asides are no part of the name.
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            // A subtitle ("Alien: Resurrection", "Star Wars: Episode V - The Empire Strikes Back") ends the name.
            case ":" where depth == 0, "-" where depth == 0 && previous == " ":
                isSequel = true
                break scan
            default:
                guard depth == 0 else { break }
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "'" || scalar == "&" {
                    word.append(scalar)
                } else {
                    endWord()
                }
            }
            previous = scalar
        }
        endWord()
        while let last = words.last, Self.numbers.contains(last) || last.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) || last == "3d" {
            words.removeLast()
            isSequel = true
            if words.last == "part" || words.last == "chapter" || words.last == "episode" { words.removeLast() }
        }
        if words.first == "the" || words.first == "a" || words.first == "an" { words.removeFirst() }
        return (words.joined(separator: " "), isSequel)
    }

    // Roman numerals and number words that end a sequel's title ("Rocky IV", "Ocean's Thirteen").
    private static let numbers: Set<String> = [
        "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv",
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "deux",
    ]
}
