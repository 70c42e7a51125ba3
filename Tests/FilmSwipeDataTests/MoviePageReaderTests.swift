@testable import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Movie page reader")
struct MoviePageReaderTests {
    func read(_ json: String) throws(MoviePageReadError) -> MoviePageObject {
        try MoviePageReader.read(Data(json.utf8))
    }

    func error(reading json: String) -> MoviePageReadError? {
        error(reading: Data(json.utf8))
    }

    func error(reading data: Data) -> MoviePageReadError? {
        do {
            _ = try MoviePageReader.read(data)
            return nil
        } catch {
            return error
        }
    }

    /// The page envelope around `results`.
    func page(_ results: String) -> String {
        #"{"page":1,"results":[\#(results)],"total_pages":1,"total_results":1}"#
    }

    /// The one film of a page holding `object`.
    func movie(_ object: String) throws -> MovieObject {
        let results = try read(page(object)).results
        return try #require(results.first)
    }

    /// The fields in which two films differ, named for the failure message.
    func differences(_ left: MovieObject, _ right: MovieObject) -> [String] {
        var fields: [String] = []
        if left.id != right.id { fields.append("id") }
        if left.title != right.title { fields.append("title") }
        if left.overview != right.overview { fields.append("overview") }
        if left.releaseDate != right.releaseDate { fields.append("release_date") }
        if left.posterPath != right.posterPath { fields.append("poster_path") }
        if left.genreIDs != right.genreIDs { fields.append("genre_ids") }
        if left.runtime != right.runtime { fields.append("runtime") }
        if left.voteAverage?.bitPattern != right.voteAverage?.bitPattern { fields.append("vote_average") }
        if left.voteCount != right.voteCount { fields.append("vote_count") }
        return fields
    }

    // A rich page: every kind of value, escapes, unknown keys at both levels, whitespace everywhere.
    static let sample = """
    {
      "page" : 2 ,
      "extra": {"nested": [1, -2.5e-3, true, false, null, {"deep": ["a\\"]}", {}]}], "empty": []},
      "results": [
        {
          "adult": false, "backdrop_path": null, "genre_ids": [ 18 , 80 ], "id": 278,
          "origin_country": ["US"], "media_type": "movie", "original_title": "The Shawshank Redemption",
          "overview": "Framed in the 1940s \\u2014 \\"Andy\\" \\\\ hope\\/ escape.\\n", "popularity": 1.5E+2,
          "poster_path": "/q6y0Go1tsGEsmtFryDOJo3dEmqu.jpg", "release_date": "1994-09-23",
          "title": "Amélie \\ud83c\\udfac", "video": false, "vote_average": 8.7, "vote_count": 26000,
          "runtime": 142, "belongs_to_collection": {"id": 1, "parts": [[], [{}]]}
        },
        {"id":2,"title":"","overview":null,"release_date":null,"poster_path":null,"genre_ids":null,
         "runtime":null,"vote_average":null,"vote_count":null}
      ],
      "total_pages": 3,
      "total_results": 41
    }
    """

    @Test("the bundled catalogue reads to the same 9,061 films as JSONDecoder gives, field by field")
    func sameAsJSONDecoder() throws {
        let data = try Data(contentsOf: fixturesFolder.appendingPathComponent("catalogue.json"))

        let page = try MoviePageReader.read(data)
        let expected = try JSONDecoder().decode(MoviePageObject.self, from: data)

        #expect(page.results.count == 9061)
        #expect(page.results.count == expected.results.count)
        #expect(page.page == expected.page)
        #expect(page.totalPages == expected.totalPages)
        #expect(page.totalResults == expected.totalResults)
        let mismatches = zip(page.results, expected.results).enumerated().compactMap { index, pair in
            let fields = differences(pair.0, pair.1)
            return fields.isEmpty ? nil : "film #\(index) (id \(pair.1.id)): \(fields.joined(separator: ", "))"
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("a rich page reads every field, skipping unknown keys and nested values whatever they hold")
    func richPage() throws {
        let page = try read(Self.sample)

        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 41)
        #expect(page.results.count == 2)
        let film = try #require(page.results.first)
        #expect(film.id == 278)
        #expect(film.title == "Amélie 🎬")
        #expect(film.overview == "Framed in the 1940s — \"Andy\" \\ hope/ escape.\n")
        #expect(film.releaseDate == "1994-09-23")
        #expect(film.posterPath == "/q6y0Go1tsGEsmtFryDOJo3dEmqu.jpg")
        #expect(film.genreIDs == [18, 80])
        #expect(film.runtime == 142)
        #expect(film.voteAverage == 8.7)
        #expect(film.voteCount == 26000)
    }

    @Test("the rich page reads as JSONDecoder reads it")
    func richPageSameAsJSONDecoder() throws {
        let data = Data(Self.sample.utf8)
        let page = try MoviePageReader.read(data)
        let expected = try JSONDecoder().decode(MoviePageObject.self, from: data)

        #expect(page.results.count == expected.results.count)
        for (film, expectedFilm) in zip(page.results, expected.results) {
            #expect(differences(film, expectedFilm).isEmpty)
        }
    }

    @Test("null and missing optional fields read as nil")
    func nulls() throws {
        let nulls = try movie(#"{"id":1,"title":"A","overview":null,"release_date":null,"poster_path":null,"genre_ids":null,"runtime":null,"vote_average":null,"vote_count":null}"#)
        let missing = try movie(#"{"id":1,"title":"A"}"#)

        for film in [nulls, missing] {
            #expect(film.overview == nil)
            #expect(film.releaseDate == nil)
            #expect(film.posterPath == nil)
            #expect(film.genreIDs == nil)
            #expect(film.runtime == nil)
            #expect(film.voteAverage == nil)
            #expect(film.voteCount == nil)
        }
    }

    @Test("vote_average accepts integers; ids go up to 32 bits")
    func numbers() throws {
        #expect(try movie(#"{"id":1,"title":"A","vote_average":7}"#).voteAverage == 7.0)
        #expect(try movie(#"{"id":1,"title":"A","vote_average":-0}"#).voteAverage?.sign == .minus)
        #expect(try movie(#"{"id":1,"title":"A","vote_average":1E1}"#).voteAverage == 10.0)
        #expect(try movie(#"{"id":2147483647,"title":"A"}"#).id == Int(Int32.max))
        #expect(try movie(#"{"id":1,"title":"A","genre_ids":[]}"#).genreIDs == [])
        #expect(try movie(#"{"id":1,"title":"A","runtime":0}"#).runtime == 0)
    }

    @Test("doubles read exactly as Double(String) reads them")
    func doublesMatchTheStandardLibrary() throws {
        var texts = [
            "0", "-0", "1", "-1", "8.11", "0.1", "0.3", "7.0", "1E+2", "1e-2", "0.1e1", "123.456e-7", "1e22", "1e23",
            "9007199254740993", "99999999999999999", "18446744073709551615", "18446744073709551616",
            "123456789012345678901234567890", "3.14159265358979323846264338327950288", "0.000000000000000000000000000001",
            "2.2250738585072011e-308", "2.2250738585072014E-308", "5e-324", "4.9e-324", "2e-324",
            "1.7976931348623157e308", "1.7976931348623159e308", "1e400", "-1e400", "1e-400", "1e0000000000000000000001",
        ]
        // Random decimals of every length and scale, from a fixed seed so a failure can be replayed.
        var generator = SeededRandom(state: 2024)
        for _ in 0..<3000 {
            let digits = String((0..<Int.random(in: 1...25, using: &generator)).map { _ in "0123456789".randomElement(using: &generator) ?? "0" })
            let integer = digits.drop { $0 == "0" }
            var text = Bool.random(using: &generator) ? "-" : ""
            text += integer.isEmpty ? "0" : String(integer)
            if Bool.random(using: &generator) { text += "." + String(digits.reversed()) }
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -330...330, using: &generator))" }
            texts.append(text)
        }

        var mismatches: [String] = []
        for text in texts {
            // The cursor itself, not a film: vote_average refuses most of these as outside 0–10.
            let read = Data(text.utf8).withUnsafeBytes { raw -> Double? in
                var cursor = JSONCursor(raw.assumingMemoryBound(to: UInt8.self))
                guard case let .value(value)? = try? cursor.readDoubleField() else { return nil }
                return value
            }
            let expected = try #require(Double(text))
            if read?.bitPattern != expected.bitPattern { mismatches.append("\(text): \(String(describing: read)) != \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("escapes, surrogate pairs and raw UTF-8 decode; unpaired surrogates and invalid UTF-8 become U+FFFD")
    func strings() throws {
        func title(_ json: String) throws -> String {
            try movie(#"{"id":1,"title":"\#(json)"}"#).title
        }

        #expect(try title(#"q\"b\\s\/b\bf\fn\nr\rt\t"#) == "q\"b\\s/b\u{8}f\u{C}n\nr\rt\t")
        #expect(try title(#"\u00e9\u00C9\u4e2d\u0000"#) == "éÉ中\u{0}")
        #expect(try title(#"\ud83c\udfac\uD83D\uDE00"#) == "🎬😀")
        #expect(try title(#"a\ud83cb"#) == "a\u{FFFD}b")
        #expect(try title(#"a\udfacb"#) == "a\u{FFFD}b")
        #expect(try title(#"\ud83c\u0041"#) == "\u{FFFD}A")
        #expect(try title(#"\ud83c\ud83c\udfac"#) == "\u{FFFD}🎬")
        #expect(try title("Amélie 🎬 中") == "Amélie 🎬 中")
        #expect(try title(#"mixed é \u00e9"#) == "mixed é é")

        var invalid = Data(#"{"results":[{"id":1,"title":"a"#.utf8)
        invalid.append(contentsOf: [0xFF, 0xC3])
        invalid.append(contentsOf: Data(#"b"}]}"#.utf8))
        #expect(try MoviePageReader.read(invalid).results.first?.title == "a\u{FFFD}\u{FFFD}b")
    }

    @Test("keys may be escaped, and a key that only starts like a known one is skipped")
    func keys() throws {
        #expect(try movie(#"{"\u0069d":5,"t\u0069tle":"Heat"}"#).id == 5)
        #expect(try movie(#"{"id":5,"title":"Heat","id\"x":"no","idx":7,"titles":3,"i":1}"#).id == 5)
        #expect(try movie(#"{"id":5,"title":"Heat","title\u0022":4}"#).title == "Heat")
        #expect(try movie(#"{"id":5,"title":"Heat","":1,"ü":2}"#).title == "Heat")
    }

    @Test("envelope keys come in any order, unknown ones are skipped, and missing counts get their defaults")
    func envelope() throws {
        let reordered = try read(#"{"total_results":5,"x":{"a":[1,{"b":null}]},"results":[{"title":"A","id":1}],"page":2,"total_pages":3}"#)
        #expect((reordered.page, reordered.totalPages, reordered.totalResults) == (2, 3, 5))
        #expect(reordered.results.map(\.id) == [1])

        let bare = try read(#"{"results":[{"id":1,"title":"A"},{"id":2,"title":"B"}]}"#)
        #expect((bare.page, bare.totalPages, bare.totalResults) == (1, 1, 2))

        let nulls = try read(#"{"page":null,"results":[],"total_pages":null,"total_results":null}"#)
        #expect((nulls.page, nulls.totalPages, nulls.totalResults) == (1, 1, 0))

        let empty = try read(#"{"page":1,"results":[],"total_pages":0,"total_results":0}"#)
        #expect(empty.results.isEmpty && empty.totalPages == 0)
    }

    @Test("whitespace anywhere, a byte order mark and a slice of a larger buffer all read")
    func layout() throws {
        let spaced = " \t\r\n{ \"results\" \n:\r\n[ { \"id\" : 1 , \"title\" : \"A\" , \"genre_ids\" : [ 1 , 2 ] } ] } \n\t "
        #expect(try read(spaced).results.first?.genreIDs == [1, 2])
        #expect(try read("\u{FEFF}{\"results\":[]}").results.isEmpty)

        let padded = Data(#"xx{"results":[{"id":3,"title":"C"}]}yy"#.utf8)
        #expect(try MoviePageReader.read(padded.dropFirst(2).dropLast(2)).results.first?.id == 3)
    }

    @Test("syntax errors give the line and column of the offending byte and what was expected")
    func malformed() {
        let multiline = """
        {
          "page": 1,
          "results": [
            {"id": 1, "title": "A" "overview": "x"}
          ]
        }
        """
        #expect(error(reading: multiline) == .malformed(line: 4, column: 28, reason: "expected ',' or '}'"))
        // Columns count characters, not bytes, so they match what an editor shows.
        #expect(error(reading: #"{"results":[{"id":1,"title":"Amélie"]}"#) == .malformed(line: 1, column: 37, reason: "expected ',' or '}'"))

        let cases: [(String, MoviePageReadError)] = [
            ("", .malformed(line: 1, column: 1, reason: "unexpected end of input, expected a value")),
            (" \n ", .malformed(line: 2, column: 2, reason: "unexpected end of input, expected a value")),
            ("this is not json", .malformed(line: 1, column: 1, reason: "invalid literal, expected true")),
            (#"{"results":[]} x"#, .malformed(line: 1, column: 16, reason: "expected the end of the input after the top-level value")),
            (#"{"results":[]}{}"#, .malformed(line: 1, column: 15, reason: "expected the end of the input after the top-level value")),
            (#"{"results":[],"x":tru}"#, .malformed(line: 1, column: 19, reason: "invalid literal, expected true")),
            (#"{"results":[],"x":tru"#, .malformed(line: 1, column: 22, reason: "unexpected end of input, expected true")),
            (#"{"results":[],"x":nul}"#, .malformed(line: 1, column: 19, reason: "invalid literal, expected null")),
            (#"{"results":[],"x":falsy}"#, .malformed(line: 1, column: 19, reason: "invalid literal, expected false")),
            (#"{"results":[],"x":True}"#, .malformed(line: 1, column: 19, reason: "expected a value")),
            (#"{"results":[{"id":1,"title":"Heat"#, .malformed(line: 1, column: 29, reason: "unterminated string")),
            (#"{"results":[{"id":1,"title":"A"}"#, .malformed(line: 1, column: 33, reason: "unexpected end of input, expected ',' or ']'")),
            (#"{"results":[],"x":01}"#, .malformed(line: 1, column: 19, reason: "leading zeros are not allowed")),
            (#"{"results":[],"x":-}"#, .malformed(line: 1, column: 20, reason: "expected a digit")),
            (#"{"results":[],"x":1.}"#, .malformed(line: 1, column: 21, reason: "expected a digit after '.'")),
            (#"{"results":[],"x":1e}"#, .malformed(line: 1, column: 21, reason: "expected a digit in the exponent")),
            (#"{"results":[],"x":1e+}"#, .malformed(line: 1, column: 22, reason: "expected a digit in the exponent")),
            (#"{"results":[],"x":.5}"#, .malformed(line: 1, column: 19, reason: "expected a value")),
            (#"{"results":[],"x":+1}"#, .malformed(line: 1, column: 19, reason: "expected a value")),
            ("{\"results\":[],\"x\":\"a\nb\"}", .malformed(line: 1, column: 21, reason: "unescaped control character in string")),
            (#"{"results":[],"x":"a\xb"}"#, .malformed(line: 1, column: 21, reason: "invalid escape sequence")),
            (#"{"results":[],"x":"\u12G4"}"#, .malformed(line: 1, column: 20, reason: "invalid \\u escape, expected four hex digits")),
            (#"{"results":[],}"#, .malformed(line: 1, column: 15, reason: "expected a quoted key")),
            (#"{"results":[{"id":1,"title":"A"},]}"#, .malformed(line: 1, column: 34, reason: "expected a value")),
            (#"{"results" []}"#, .malformed(line: 1, column: 12, reason: "expected ':'")),
            (#"{1:2}"#, .malformed(line: 1, column: 2, reason: "expected a quoted key")),
            (#"{"results":[{"id":1 "title":"A"}]}"#, .malformed(line: 1, column: 21, reason: "expected ',' or '}'")),
            (#"{"results":[{"id":1,"title":"A"} {"id":2}]}"#, .malformed(line: 1, column: 34, reason: "expected ',' or ']'")),
        ]
        for (json, expected) in cases {
            #expect(error(reading: json) == expected, "\(json)")
        }
    }

    @Test("deeply nested unknown values are refused without exhausting the stack")
    func deepNesting() {
        let deep = #"{"results":[],"x":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        guard case let .malformed(line, _, reason)? = error(reading: deep) else {
            Issue.record("expected malformed")
            return
        }
        #expect(line == 1)
        #expect(reason == "values nested too deeply")

        let fine = #"{"results":[],"x":"# + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}"
        #expect(error(reading: fine) == nil)
    }

    @Test("valid JSON that is not a page names the envelope field that is wrong")
    func wrongShape() {
        let cases: [(String, MoviePageReadError)] = [
            (#"[{"id":1,"title":"A"}]"#, .notAnObject(found: "a list")),
            (" [ ] ", .notAnObject(found: "an empty list")),
            (#""results""#, .notAnObject(found: "a string")),
            ("-1.5", .notAnObject(found: "a number")),
            ("true", .notAnObject(found: "true or false")),
            ("null", .notAnObject(found: "null")),
            (#"{"page":1}"#, .wrongShape(field: "results", problem: "is missing")),
            (#"{}"#, .wrongShape(field: "results", problem: "is missing")),
            (#"{"results":null}"#, .wrongShape(field: "results", problem: "is null")),
            (#"{"results":{"id":1}}"#, .wrongShape(field: "results", problem: "is not a list")),
            (#"{"page":"1","results":[]}"#, .wrongShape(field: "page", problem: "is not an integer")),
            (#"{"results":[],"total_pages":1.5}"#, .wrongShape(field: "total_pages", problem: "is not an integer")),
            (#"{"results":[],"total_results":[]}"#, .wrongShape(field: "total_results", problem: "is not an integer")),
        ]
        for (json, expected) in cases {
            #expect(error(reading: json) == expected, "\(json)")
        }
    }

    @Test("a syntax error anywhere outranks a wrong shape or a bad entry, as with JSONDecoder")
    func syntaxFirst() {
        #expect(error(reading: #"[1,2"#) == .malformed(line: 1, column: 5, reason: "unexpected end of input, expected ',' or ']'"))
        #expect(error(reading: #"{"results":5,"x":tru}"#) == .malformed(line: 1, column: 18, reason: "invalid literal, expected true"))
        #expect(error(reading: #"{"results":[{"title":"A"},{"id":2,"title":"B"},{]}"#) == .malformed(line: 1, column: 49, reason: "expected a quoted key"))
        #expect(error(reading: #"{"results":[{"title":"A"}]} x"#) == .malformed(line: 1, column: 29, reason: "expected the end of the input after the top-level value"))
    }

    @Test("a bad entry names its index, its id wherever the id comes, the field and the problem")
    func badEntries() {
        let cases: [(String, MoviePageReadError)] = [
            (#"{"title":"Nameless"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is missing")),
            (#"{"overview":"no title","id":77}"#, .badEntry(index: 0, id: 77, field: "title", problem: "is missing")),
            (#"{"id":null,"title":"A"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is null")),
            (#"{"id":"nine","title":"Nine"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is not an integer")),
            (#"{"id":7.0,"title":"A"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is not an integer")),
            (#"{"id":7.5,"title":"A"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is not an integer")),
            (#"{"id":1e2,"title":"A"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is not an integer")),
            (#"{"id":9223372036854775808,"title":"A"}"#, .badEntry(index: 0, id: nil, field: "id", problem: "is not an integer")),
            (#"{"title":null,"id":5}"#, .badEntry(index: 0, id: 5, field: "title", problem: "is null")),
            (#"{"title":5,"id":42}"#, .badEntry(index: 0, id: 42, field: "title", problem: "is not a string")),
            (#"{"id":3,"title":"A","overview":["x"]}"#, .badEntry(index: 0, id: 3, field: "overview", problem: "is not a string")),
            (#"{"id":3,"title":"A","release_date":1994}"#, .badEntry(index: 0, id: 3, field: "release_date", problem: "is not a string")),
            (#"{"id":3,"title":"A","poster_path":false}"#, .badEntry(index: 0, id: 3, field: "poster_path", problem: "is not a string")),
            (#"{"id":3,"title":"A","vote_average":"7"}"#, .badEntry(index: 0, id: 3, field: "vote_average", problem: "is not a number")),
            (#"{"id":3,"title":"A","vote_count":10.5}"#, .badEntry(index: 0, id: 3, field: "vote_count", problem: "is not an integer between 0 and 1000000000")),
            (#"{"id":3,"title":"A","runtime":{"minutes":90}}"#, .badEntry(index: 0, id: 3, field: "runtime", problem: "is not an integer")),
            (#"{"id":3,"title":"A","genre_ids":[1,"2"]}"#, .badEntry(index: 0, id: 3, field: "genre_ids", problem: "is not a list of integers")),
            (#"{"genre_ids":[1,2.5],"title":"A","id":3}"#, .badEntry(index: 0, id: 3, field: "genre_ids", problem: "is not a list of integers")),
            (#"{"id":3,"title":"A","genre_ids":[null]}"#, .badEntry(index: 0, id: 3, field: "genre_ids", problem: "is not a list of integers")),
            (#"{"id":3,"title":"A","genre_ids":18}"#, .badEntry(index: 0, id: 3, field: "genre_ids", problem: "is not a list of integers")),
            (#"null"#, .badEntry(index: 0, id: nil, field: "", problem: "is null")),
            (#"[{"id":1,"title":"A"}]"#, .badEntry(index: 0, id: nil, field: "", problem: "is not an object")),
            (#""film""#, .badEntry(index: 0, id: nil, field: "", problem: "is not an object")),
            // The first problem in the document's order wins, within an entry and across entries.
            (#"{"title":5,"id":"x"}"#, .badEntry(index: 0, id: nil, field: "title", problem: "is not a string")),
            (#"{"id":1,"title":"A"},{"id":2,"title":"B"},{"id":77,"overview":"no title"},{"id":"x"}"#,
             .badEntry(index: 2, id: 77, field: "title", problem: "is missing")),
        ]
        for (results, expected) in cases {
            #expect(error(reading: page(results)) == expected, "\(results)")
        }
    }

    @Test("input cut short anywhere never crashes and always throws a syntax error")
    func truncated() throws {
        let sample = Data(Self.sample.utf8)
        for length in 0..<sample.count {
            guard case .malformed? = error(reading: sample.prefix(length)) else {
                Issue.record("a cut at byte \(length) of \(sample.count) did not throw malformed")
                return
            }
        }

        let catalogue = try Data(contentsOf: fixturesFolder.appendingPathComponent("catalogue.json"))
        // The file ends "}\n", so the last cut that breaks it drops two bytes.
        // Cuts that keep everything but that final newline leave the file whole, so they stop before it.
        let cuts = stride(from: 0, to: catalogue.count - 1, by: catalogue.count / 4).map { $0 } + [1, catalogue.count - 2]
        for length in cuts {
            guard case .malformed? = error(reading: catalogue.prefix(length)) else {
                Issue.record("a cut at byte \(length) of the catalogue did not throw malformed")
                return
            }
        }
    }

    @Test("random damage to a page never crashes: each read returns a page or throws")
    func damaged() {
        var generator = SeededRandom(state: 7)
        let sample = Array(Self.sample.utf8)
        let interesting: [UInt8] = Array(#"{}[]",:\-+.0123456789eEtfnu"#.utf8) + [0, 0x0A, 0x20, 0x80, 0xC3, 0xFF]
        var outcomes = (pages: 0, errors: 0)
        for _ in 0..<3000 {
            var damaged = sample
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<damaged.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: damaged[index] = interesting.randomElement(using: &generator) ?? 0
                case 1: damaged.remove(at: index)
                default: damaged.insert(interesting.randomElement(using: &generator) ?? 0, at: index)
                }
            }
            if error(reading: Data(damaged)) == nil { outcomes.pages += 1 } else { outcomes.errors += 1 }
        }
        #expect(outcomes.pages + outcomes.errors == 3000)
        #expect(outcomes.errors > 0)
    }

    /// What a lenient read of `json` throws, or nil when it reads.
    func lenientError(reading json: String) -> MoviePageReadError? {
        do {
            _ = try MoviePageReader.read(Data(json.utf8), skippingBadEntries: true)
            return nil
        } catch {
            return error
        }
    }

    @Test("a lenient read skips and counts the entries that are not films, and keeps the films around them")
    func lenientSkipsBadEntries() throws {
        let results = [
            #"{"id":1,"title":"One","genre_ids":[18]}"#,
            #"{"id":2,"title":null}"#,
            #"{"id":3,"title":"Three"}"#,
            #"{"id":4,"overview":"no title"}"#,
            #"{"id":"five","title":"Five"}"#,
            #"{"id":6,"title":"Six","vote_average":7.5}"#,
            #"{"id":7,"title":"Seven","genre_ids":[1,"2"]}"#,
            #"{"id":8,"title":"Eight","genre_ids":18}"#,
            #"null"#,
            #""film""#,
            #"{"title":"Nine","id":9}"#,
        ].joined(separator: ",")
        let json = #"{"page":3,"results":[\#(results)],"total_pages":7,"total_results":140}"#

        let page = try MoviePageReader.read(Data(json.utf8), skippingBadEntries: true)

        #expect(page.results.map(\.id) == [1, 3, 6, 9])
        #expect(page.results.map(\.title) == ["One", "Three", "Six", "Nine"])
        #expect(page.results.first?.genreIDs == [18])
        #expect(page.results[2].voteAverage == 7.5)
        #expect(page.skippedEntries == 7)
        #expect((page.page, page.totalPages, page.totalResults) == (3, 7, 140))
        // The same page read strictly still fails on its first bad entry.
        #expect(error(reading: json) == .badEntry(index: 1, id: 2, field: "title", problem: "is null"))
    }

    @Test("a lenient read of a clean page skips nothing and reads as a strict read does; all bad leaves an empty page")
    func lenientCleanAndAllBad() throws {
        let strict = try read(Self.sample)
        let lenient = try MoviePageReader.read(Data(Self.sample.utf8), skippingBadEntries: true)
        #expect(lenient.skippedEntries == 0)
        #expect(strict.skippedEntries == 0)
        #expect(lenient.results.count == strict.results.count)
        for (film, expected) in zip(lenient.results, strict.results) {
            #expect(differences(film, expected).isEmpty)
        }

        let allBad = try MoviePageReader.read(Data(page(#"{"id":1,"title":null},{"title":"A"}"#).utf8), skippingBadEntries: true)
        #expect(allBad.results.isEmpty)
        #expect(allBad.skippedEntries == 2)
        // total_results is what the envelope says, not what was kept.
        #expect(allBad.totalResults == 1)
    }

    @Test("a lenient read still refuses what is not JSON or not a page, with the strict read's errors")
    func lenientRefusesGarbage() {
        let cases: [(String, MoviePageReadError)] = [
            ("", .malformed(line: 1, column: 1, reason: "unexpected end of input, expected a value")),
            ("this is not json", .malformed(line: 1, column: 1, reason: "invalid literal, expected true")),
            ("<html>", .malformed(line: 1, column: 1, reason: "expected a value")),
            (#"{"page":1,"results":[{"id":1,"title":"Cut"#, .malformed(line: 1, column: 38, reason: "unterminated string")),
            (#"{"results":[{"id":"x"},{]}"#, .malformed(line: 1, column: 25, reason: "expected a quoted key")),
            (#"{"results":[{"title":null}]} x"#, .malformed(line: 1, column: 30, reason: "expected the end of the input after the top-level value")),
            (#"[{"id":1,"title":"A"}]"#, .notAnObject(found: "a list")),
            (#"{"page":1}"#, .wrongShape(field: "results", problem: "is missing")),
            (#"{"results":null}"#, .wrongShape(field: "results", problem: "is null")),
            (#"{"results":{"id":1}}"#, .wrongShape(field: "results", problem: "is not a list")),
            (#"{"page":"1","results":[]}"#, .wrongShape(field: "page", problem: "is not an integer")),
        ]
        for (json, expected) in cases {
            #expect(lenientError(reading: json) == expected, "\(json)")
            #expect(error(reading: json) == expected, "\(json)")
        }
        // A bad entry before a wrong envelope is skipped, so the envelope is what fails the read.
        let both = #"{"results":[{"id":"x"}],"total_pages":1.5}"#
        #expect(lenientError(reading: both) == .wrongShape(field: "total_pages", problem: "is not an integer"))

        let sample = Data(Self.sample.utf8)
        for length in stride(from: 0, to: sample.count, by: 7) {
            do {
                _ = try MoviePageReader.read(sample.prefix(length), skippingBadEntries: true)
                Issue.record("a cut at byte \(length) read as a page")
            } catch {
                guard case .malformed = error else {
                    Issue.record("a cut at byte \(length) threw \(error), not malformed")
                    continue
                }
            }
        }
    }

    @Test("a catalogue with a syntax error names the line and column in its message")
    func catalogueSyntaxMessage() throws {
        let catalogue = try TemporaryCatalogue("{\n  \"results\": [\n    {\"id\": 1 \"title\": \"A\"}\n  ]\n}")

        #expect(throws: CatalogueError.notJSON(path: catalogue.file.path, reason: "line 3, column 14: expected ',' or '}'")) {
            try CatalogueFile(path: catalogue.folder, fallbackGenres: nil).load()
        }
    }

    @Test("a catalogue of the wrong shape is valid JSON but not a catalogue: the message names what it is and the shape expected")
    func catalogueShapeMessage() throws {
        let missing = try TemporaryCatalogue(#"{"page":1}"#)
        let list = try TemporaryCatalogue(#"[{"id":1,"title":"A"}]"#)
        let emptyList = try TemporaryCatalogue("[]\n")

        #expect(throws: CatalogueError.notCatalogue(path: missing.file.path, reason: #"field "results" is missing"#)) {
            try CatalogueFile(path: missing.folder, fallbackGenres: nil).load()
        }
        #expect(throws: CatalogueError.notCatalogue(path: list.file.path, reason: "a list")) {
            try CatalogueFile(path: list.folder, fallbackGenres: nil).load()
        }
        let message = CatalogueError.notCatalogue(path: emptyList.file.path, reason: "an empty list").localizedDescription
        #expect(throws: CatalogueError.notCatalogue(path: emptyList.file.path, reason: "an empty list")) {
            try CatalogueFile(path: emptyList.folder, fallbackGenres: nil).load()
        }
        #expect(message.hasPrefix("The catalogue \(emptyList.file.path) is not a catalogue (an empty list); expected a page such as {\"page\":1,"))
        #expect(!message.contains("not valid JSON") && message.hasSuffix("Fix the file, or pass another --catalogue."))
    }

    @Test("a catalogue entry that is not a film says so without naming a field")
    func catalogueEntryMessage() throws {
        let catalogue = try TemporaryCatalogue(page(#"{"id":1,"title":"A"},null"#))

        do {
            _ = try CatalogueFile(path: catalogue.folder, fallbackGenres: nil).load()
            Issue.record("expected an error")
        } catch let error as CatalogueError {
            #expect(error == .badEntry(path: catalogue.file.path, index: 1, id: nil, field: "", problem: "is null"))
            #expect(error.localizedDescription.contains("film #1 is null. Fix that entry"))
        }
    }
}
