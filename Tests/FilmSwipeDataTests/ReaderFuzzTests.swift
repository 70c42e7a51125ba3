import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

/// Generated film objects with hostile numbers and strings in every field the reader knows.
struct HostileFilmGenerator {
    var random: SeededRandom

    private static let numbers = [
        "0", "-0", "1", "-1", "7.5", "10", "10.0000001", "-0.0", "1e308", "-1e309", "1e999999", "1E-400", "0.1e1",
        "12345678901234567890", "-9223372036854775808", "9223372036854775807", "9223372036854775808", "2147483647",
        "2147483648", "1000000000", "1000000001", "00", "01", "1.", ".5", "NaN", "Infinity", "-", "1e", "\"7\"", "true",
        "null", "[]", "{}", "[1,2,3]", "[0,0,0,0,0,0,0,0,0,1]",
    ]
    private static let strings = [
        "", "Heat", "\\u001b[2J\\u001b[H", "\\u009b31m", "\\ud800", "\\udc00\\ud800", "e\\u0301\\u0301\\u0301", "東京物語",
        "🎬\\u200d🍿", "\\t\\n\\r", "\\u202eevil", "\\\\", "\\\"", "\\u0000", "a\\u0007b",
    ]
    private static let numericFields = ["runtime", "vote_average", "vote_count", "budget", "imdb_rating", "imdb_votes"]
    private static let textFields = ["overview", "release_date", "poster_path", "certificate"]

    /// One film object: an id and a title most of the time, each other field present or not, usually of its own type
    /// (with extreme or hostile contents), sometimes of any type at all.
    mutating func next() -> String {
        var members: [String] = []
        if chance(9) { members.append("\"id\":" + (chance(8) ? String(Int.random(in: 1...500_000, using: &random)) : value())) }
        if chance(9) { members.append("\"title\":" + (chance(8) ? text() : value())) }
        for field in Self.numericFields where chance(4) {
            members.append("\"\(field)\":" + (chance(8) ? number() : value()))
        }
        for field in Self.textFields where chance(5) {
            members.append("\"\(field)\":" + (chance(8) ? text() : value()))
        }
        if chance(5) { members.append("\"genre_ids\":" + (chance(8) ? "[18]" : value())) }
        if chance(5) {
            let counts = (0..<10).map { _ in String(Int.random(in: 0...1_000, using: &random)) }.joined(separator: ",")
            members.append("\"rating_histogram\":" + (chance(8) ? "[\(counts)]" : value()))
        }
        return "{" + members.shuffled(using: &random).joined(separator: ",") + "}"
    }

    // True `tenths` times in ten.
    private mutating func chance(_ tenths: Int) -> Bool {
        Int.random(in: 0..<10, using: &random) < tenths
    }

    // A number of any size, sign and exponent that JSON allows.
    private mutating func number() -> String {
        // Mostly a value any field takes (0–10, a whole number), so whole films get through to be drawn.
        if chance(7) { return chance(5) ? String(Int.random(in: 1...10, using: &random)) : "\(Int.random(in: 0...9, using: &random)).\(Int.random(in: 0...99, using: &random))" }
        if chance(5) {
            return ["0", "1", "7.5", "10", "-0", "1e308", "-1e309", "1e999999", "12345678901234567890", "2147483648", "1000000001", "-1"]
                .randomElement(using: &random) ?? "0"
        }
        let digits = (0..<Int.random(in: 1...40, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        let sign = chance(3) ? "-" : ""
        let fraction = chance(4) ? ".\(Int.random(in: 0...999, using: &random))" : ""
        let exponent = chance(3) ? "e\(Int.random(in: -400...400, using: &random))" : ""
        return sign + (digits.hasPrefix("0") && digits.count > 1 ? "1" + digits : digits) + fraction + exponent
    }

    // A string, often hostile, sometimes far past every limit.
    private mutating func text() -> String {
        let piece = Self.strings.randomElement(using: &random) ?? "x"
        let count = chance(1) ? Int.random(in: 500...5_000, using: &random) : Int.random(in: 1...3, using: &random)
        return "\"" + String(repeating: piece.isEmpty ? "x" : piece, count: count) + "\""
    }

    private mutating func value() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...3: return Self.numbers.randomElement(using: &random) ?? "0"
        case 4...7:
            let piece = Self.strings.randomElement(using: &random) ?? ""
            return "\"" + String(repeating: piece, count: Int.random(in: 1...3, using: &random)) + "\""
        case 8:
            // Long strings, well past every limit (the game reads megabytes the same way, only slower).
            let piece = Self.strings.randomElement(using: &random) ?? "x"
            return "\"" + String(repeating: piece.isEmpty ? "x" : piece, count: Int.random(in: 500...5_000, using: &random)) + "\""
        default:
            let digits = (0..<Int.random(in: 1...40, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            let sign = Bool.random(using: &random) ? "-" : ""
            return sign + (digits.hasPrefix("0") && digits.count > 1 ? "1" + digits : digits)
                + (Bool.random(using: &random) ? "e\(Int.random(in: -400...400, using: &random))" : "")
        }
    }
}

@Suite("Reader fuzz: hostile numbers and strings")
struct ReaderFuzzTests {
    @Test("2,000 generated films: each is read within its fields' ranges with cleaned, bounded text, or refused naming a field; none traps downstream")
    @MainActor
    func fuzz() throws {
        var generator = HostileFilmGenerator(random: SeededRandom(state: 20261124))
        var read = 0, refused = 0
        for _ in 0..<2_000 {
            let object = generator.next()
            switch HostilePage.strict(object) {
            case let .success(films):
                guard let film = films.first else { continue }
                read += 1
                #expect((1...Int(Int32.max)).contains(film.id.value), "\(object)")
                #expect(film.rating.isFinite && (0...10).contains(film.rating), "\(object)")
                #expect((0...1_000_000_000).contains(film.ratingCount), "\(object)")
                #expect(film.runtime.map { (1...10_000).contains($0) } ?? true, "\(object)")
                #expect(film.imdb.map { $0.score.isFinite && (0...10).contains($0.score) } ?? true, "\(object)")
                #expect(film.ratingSpread.isEmpty || film.ratingSpread.count == 10, "\(object)")
                #expect(film.title.count <= SafeText.titleLimit && film.overview.count <= SafeText.overviewLimit, "\(object)")
                for text in [film.title, film.overview] + film.genres {
                    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E }, "\(object)")
                }
                HostilePage.draw(film)
            case let .failure(error):
                refused += 1
                switch error as? MoviePageReadError {
                case let .badEntry(_, _, field, problem)?:
                    #expect(!field.isEmpty && !problem.isEmpty, "\(object)")
                case let .malformed(line, column, reason)?:
                    // Values that are not JSON at all ("NaN", "01", "1e") make the page invalid, said with its place.
                    #expect(line >= 1 && column >= 1 && !reason.isEmpty, "\(object)")
                default:
                    Issue.record("\(object): \(error)")
                }
            }
        }
        // Both paths were taken many times, or the generator tests nothing.
        #expect(read > 100)
        #expect(refused > 100)
    }
}
