import FilmSwipeImport
import Foundation
import Testing

@Suite("Reading CSV")
struct CSVTableTests {
    private func table(_ text: String, file: String = "ratings.csv") throws -> CSVTable {
        try table(Data(text.utf8), file: file)
    }

    private func table(_ data: Data, file: String = "ratings.csv") throws -> CSVTable {
        try CSVTable(data: data, file: file, expected: "Letterboxd's ratings.csv", source: .letterboxd)
    }

    @Test("quoted fields keep their commas, doubled quotes and line breaks; each record knows the line it starts on")
    func quotedFields() throws {
        let csv = #"""
            Name,Year
            "Crouching Tiger, Hidden Dragon",2000
            "The ""Burbs""",1989
            "Two
            lines",2010
            Amélie,2001
            """#
        let read = try table(csv)
        #expect(read.records.map(\.fields) == [
            ["Crouching Tiger, Hidden Dragon", "2000"], ["The \"Burbs\"", "1989"], ["Two\nlines", "2010"], ["Amélie", "2001"],
        ])
        #expect(read.records.map(\.line) == [2, 3, 4, 6])
    }

    @Test("a byte order mark and CRLF line ends are invisible; columns are found by name, whatever the case and spaces")
    func bomAndCRLF() throws {
        let read = try table(Data([0xEF, 0xBB, 0xBF]) + Data("Date, NAME ,Year\r\n2024-01-02,\"A\r\nB\",1999\r\n2024-01-03,Heat,1995\r\n".utf8))
        #expect(read.header == ["Date", "NAME", "Year"])
        let name = try #require(read.column("name"))
        #expect(read.column("  Date ")?.index == 0)
        #expect(read.records.map { $0[name] } == ["A\r\nB", "Heat"])
        #expect(read.records.map(\.line) == [2, 4])
    }

    @Test("blank lines are skipped but still counted; an absent column or a short record reads as blank")
    func blankLinesAndAbsentColumns() throws {
        let read = try table("Name,Year,Rating\n\nHeat,1995,4\n   \nAlien,1979\n\n")
        #expect(read.records.map(\.line) == [3, 5])
        #expect(read.column("Letterboxd URI") == nil)
        #expect(read.records[1][read.column("Rating")] == "")
        #expect(read.records[0][nil] == "")
    }

    @Test("a trailing comma at the end of the file is one more empty field; a header with no rows is an empty table")
    func edges() throws {
        #expect(try table("Name,Year\nHeat,").records.map(\.fields) == [["Heat", ""]])
        #expect(try table("Name,Year\r\n").records.isEmpty)
    }

    @Test("control characters and NUL bytes in a title are kept as read, for the caller to clean")
    func controlCharacters() throws {
        let read = try table(Data("Name,Year\n\u{1B}[31mRed\u{07},2000\n".utf8) + Data([0x41, 0x00, 0x42]) + Data(",2001\n".utf8))
        #expect(read.records.map { $0.fields[0] } == ["\u{1B}[31mRed\u{07}", "A\u{0}B"])
    }

    @Test("10,000 rows are read whole, with every line number right")
    func manyRows() throws {
        var csv = "Date,Name,Year,Letterboxd URI,Rating\n"
        for row in 0..<10_000 {
            csv += "2024-01-01,\"Film, number \(row)\",\(1900 + row % 120),https://boxd.it/\(row),\(Double(row % 10 + 1) / 2)\n"
        }
        let read = try table(csv)
        #expect(read.records.count == 10_000)
        #expect(read.records.last?.line == 10_001)
        #expect(read.records.last?.fields[1] == "Film, number 9999")
    }

    @Test("a quote never closed names the file, the line it opens on and its column")
    func unclosedQuote() {
        let message = historyErrorMessage { _ = try table("Name,Year\nHeat,1995\n\"Alien,1979\nAliens,1986\n") }
        #expect(message.hasPrefix("ratings.csv line 3, column \"Name\": a quoted field starts here"))
    }

    @Test("bytes that are not UTF-8 are refused with their line, even inside a quoted field spanning lines")
    func notUTF8() {
        let latin1 = Data("Name,Year\nHeat,1995\n\"Two\nlines ".utf8) + Data([0xE9]) + Data("\",2001\n".utf8)
        let message = historyErrorMessage { _ = try table(latin1, file: "watched.csv") }
        #expect(message.hasPrefix("watched.csv line 4 is not UTF-8 text; expected the UTF-8 CSV that Letterboxd exports."))
    }

    @Test("a file with nothing in it, or only a byte order mark and blank lines, is empty", arguments: [
        Data(), Data([0xEF, 0xBB, 0xBF]), Data("\n\r\n  \n".utf8),
    ])
    func empty(data: Data) {
        let message = historyErrorMessage { _ = try table(data) }
        #expect(message == "ratings.csv is empty; expected Letterboxd's ratings.csv with a header line. Export again from letterboxd.com/settings/data.")
    }

    @Test("required columns are looked up together: every missing one and what was found are named")
    func missingColumns() throws {
        let read = try table("Date,Title\n")
        let message = historyErrorMessage { _ = try read.requireColumns(["Name", "Year", "Date"], expected: "Letterboxd's ratings.csv") }
        #expect(message == "ratings.csv: the header has no columns \"Name\", \"Year\" (found: Date, Title). Is this Letterboxd's ratings.csv? Export again from letterboxd.com/settings/data.")
        #expect(try read.requireColumns(["title", "DATE"], expected: "").map(\.index) == [1, 0])
    }
}
