import TestSupport
import FilmSwipeImport
import Foundation
import Testing
import ZIPFoundation

@Suite("Export files that cannot be read")
struct HistoryFileErrorTests {
    private let header = "Date,Name,Year,Letterboxd URI,Rating\n"

    private func readLetterboxd(_ path: String, _ text: String) -> String {
        historyErrorMessage {
            try TemporaryFolder.with { folder in _ = try LetterboxdExport.read(folder.write(path, text)) }
        }
    }

    @Test("a path with nothing at it is named as given")
    func notFound() {
        let message = historyErrorMessage { _ = try LetterboxdExport.read(URL(fileURLWithPath: "no-such-folder/letterboxd.zip")) }
        #expect(message == #"No file or folder at "no-such-folder/letterboxd.zip". Check the path; a name with spaces needs quotes in the shell."#)
    }

    @Test("a folder for IMDb is read when it holds one ratings CSV, and refused, saying what it holds, when it holds none")
    func imdbFolder() throws {
        let history = try TemporaryFolder.with { folder in
            try folder.write("export/ratings.csv", "Your Rating,Title,Year\n9,Heat,1995\n")
            try folder.write("export/notes.txt", "hello")
            return try IMDbRatingsExport.read(folder.url.appendingPathComponent("export"))
        }
        #expect(history.entries.map(\.title) == ["Heat"])
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                try folder.write("export/notes.txt", "hello")
                _ = try IMDbRatingsExport.read(folder.url.appendingPathComponent("export"))
            }
        }
        #expect(message == #"export holds no CSV file with a "Your Rating" column (it holds: notes.txt). Is this IMDb's export? Export again from IMDb: Your Ratings, then the three dots menu, then Export."#)
    }

    @Test("an empty ratings.csv inside the export folder is named by its path in the export")
    func emptyFile() {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                try folder.write("export/ratings.csv", "")
                _ = try LetterboxdExport.read(folder.url.appendingPathComponent("export"))
            }
        }
        #expect(message == "ratings.csv is empty; expected Letterboxd's ratings.csv with a header line. Export again from letterboxd.com/settings/data.")
    }

    @Test("a file saved in Latin-1 is refused at the line of its first accent")
    func notUTF8() {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                let latin1 = Data("Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,u\n2024-01-02,Am".utf8) + Data([0xE9]) + Data("lie,2001,u\n".utf8)
                _ = try LetterboxdExport.read(folder.write("watched.csv", latin1))
            }
        }
        #expect(message.hasPrefix("watched.csv line 3 is not UTF-8 text"))
    }

    @Test("a file above 64 MiB is refused before it is read, with its size and the limit")
    func tooLarge() {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                let file = try folder.write("ratings.csv", header)
                // A sparse file: the size is there without writing 65 MiB.
                let handle = try FileHandle(forWritingTo: file)
                try handle.truncate(atOffset: 65 * 1_048_576)
                try handle.close()
                _ = try LetterboxdExport.read(file)
            }
        }
        #expect(message.hasPrefix("ratings.csv is 65 MiB (68157440 bytes), above the limit of 64 MiB for one file"))
    }

    @Test("a ZIP member that would unpack above 64 MiB is refused before it is unpacked")
    func tooLargeMember() throws {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                let file = folder.url.appendingPathComponent("export.zip")
                let archive = try Archive(url: file, accessMode: .create)
                // Zeros deflate to almost nothing: the ZIP stays small while its member declares 65 MiB.
                try archive.addEntry(with: "diary.csv", type: .file, uncompressedSize: Int64(65 * 1_048_576), compressionMethod: .deflate) { _, size in
                    Data(count: size)
                }
                _ = try LetterboxdExport.read(file)
            }
        }
        #expect(message.hasPrefix("diary.csv is 65 MiB (68157440 bytes), above the limit of 64 MiB for one file"))
    }

    @Test("a header without a required column says which are missing, which were found and where to export again")
    func wrongHeader() {
        let message = readLetterboxd("letterboxd ratings.csv", "Date,Name,Year\n2024-01-01,Heat,1995\n")
        #expect(message == #"letterboxd ratings.csv: the header has no column "Rating" (found: Date, Name, Year). Is this Letterboxd's ratings.csv? Export again from letterboxd.com/settings/data."#)
    }

    @Test("a lone CSV whose name and header do not say which file it is asks to be named")
    func unrecognised() {
        let message = readLetterboxd("films.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,u\n")
        #expect(message.hasPrefix("films.csv: cannot tell which Letterboxd file this is;"))
        #expect(message.contains("watched.csv, watchlist.csv, likes/films.csv"))
    }

    @Test("a ZIP without any of the history files lists what it holds")
    func zipWithoutHistory() {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                _ = try LetterboxdExport.read(folder.zip("export.zip", ["profile.csv": "Username\n", "deleted/ratings.csv": "Name\n"]))
            }
        }
        #expect(message == "export.zip holds none of ratings.csv, watched.csv, watchlist.csv, diary.csv, likes/films.csv (it holds: profile.csv, deleted/ratings.csv). Is this Letterboxd's export? Export again from letterboxd.com/settings/data.")
    }

    @Test("a file named .zip that is not one is refused as not a ZIP")
    func notAZip() {
        let message = readLetterboxd("export.zip", "<html>Sign in</html>")
        #expect(message.hasPrefix("export.zip is not a ZIP archive, though its name ends in .zip;"))
    }

    @Test("a ZIP cut short, or with a member whose checksum fails, is refused as damaged")
    func damagedZip() throws {
        let truncated = historyErrorMessage {
            try TemporaryFolder.with { folder in
                let zip = try folder.zip("export.zip", ["ratings.csv": header + "2024-01-01,Heat,1995,u,4\n"])
                let bytes = try Data(contentsOf: zip)
                try bytes.prefix(bytes.count - 30).write(to: zip)
                _ = try LetterboxdExport.read(zip)
            }
        }
        #expect(truncated.hasPrefix("export.zip is a damaged ZIP archive: its table of contents cannot be read"))
        let corrupted = historyErrorMessage {
            try TemporaryFolder.with { folder in
                let zip = try folder.zip("export.zip", ["ratings.csv": header + "2024-01-01,Heat,1995,u,4\n"], compression: .none)
                var bytes = try Data(contentsOf: zip)
                // The stored text follows the 30-byte local header and the name; "Heat" becomes "Hea!".
                let heat = try #require(bytes.range(of: Data("Heat".utf8)))
                bytes[heat.upperBound - 1] = UInt8(ascii: "!")
                try bytes.write(to: zip)
                _ = try LetterboxdExport.read(zip)
            }
        }
        #expect(corrupted.hasPrefix("export.zip is a damaged ZIP archive: cannot unpack ratings.csv from it (its checksum does not match its contents)."))
    }

    @Test("a bad value names file, line, column, what was found and what was expected", arguments: [
        ("ratings.csv", "2024-01-01,Heat,1995,u,4\n2024-01-01,A,1995,u,4\n" + String(repeating: "2024-01-01,B,1995,u,4\n", count: 3) + "2024-01-01,Heat,19x5,u,4\n",
         #"ratings.csv line 7, column "Year": "19x5" is not a year; expected a number such as 1995."#),
        ("ratings.csv", "2024-01-01,Heat,1995,u,6\n", #"ratings.csv line 2, column "Rating": "6" is not a rating on this scale; expected a rating from 0.5 to 5 in steps of 0.5, such as 3.5."#),
        ("ratings.csv", "2024-01-01,Heat,1995,u,3.7\n", #"ratings.csv line 2, column "Rating": "3.7" is not a rating on this scale; expected a rating from 0.5 to 5 in steps of 0.5, such as 3.5."#),
        ("ratings.csv", "2024-01-01,Heat,1995,u,\n", #"ratings.csv line 2, column "Rating" is empty; expected a rating from 0.5 to 5 in steps of 0.5, such as 3.5."#),
        ("ratings.csv", "2024-13-01,Heat,1995,u,4\n", #"ratings.csv line 2, column "Date": "2024-13-01" is not a date; expected a date written year-month-day, such as 2024-03-09."#),
        ("ratings.csv", "2023-02-29,Heat,1995,u,4\n", #"ratings.csv line 2, column "Date": "2023-02-29" is not a date; expected a date written year-month-day, such as 2024-03-09."#),
        ("ratings.csv", "2024-01-01,,1995,u,4\n", #"ratings.csv line 2, column "Name" is empty; expected the film's title."#),
        ("ratings.csv", "2024-01-01,\u{1B}[2J,19\u{1B}]0;x\u{07},u,4\n", #"ratings.csv line 2, column "Year": "19\u{1B}]0;x\u{7}" is not a year; expected a number such as 1995."#),
    ])
    func badValue(file: String, rows: String, expected: String) {
        #expect(readLetterboxd(file, header + rows) == expected + " Correct that line, or export the file again.")
    }

    @Test("a diary with an unreadable Watched Date is refused at that line")
    func badDiaryDate() {
        let message = readLetterboxd("diary.csv", "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,Heat,1995,u,4,,,yesterday\n")
        #expect(message.hasPrefix(#"diary.csv line 2, column "Watched Date": "yesterday" is not a date;"#))
    }

    @Test("a quote left open at the end of the file names where it opens")
    func unclosedQuote() {
        let message = readLetterboxd("watchlist.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,u\n2024-01-02,\"Alien,1979,u\n")
        #expect(message.hasPrefix(#"watchlist.csv line 3, column "Name": a quoted field starts here and its closing quote (") never comes before the end of the file."#))
    }

    @Test("an error in one file of the ZIP fails the whole read, naming the member")
    func errorInMember() {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                _ = try LetterboxdExport.read(folder.zip("export.zip", [
                    "ratings.csv": header + "2024-01-01,Heat,1995,u,4\n",
                    "likes/films.csv": "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,year,u\n",
                ]))
            }
        }
        #expect(message.hasPrefix(#"likes/films.csv line 2, column "Year": "year" is not a year;"#))
    }
}
