import TestSupport
import FilmSwipeDomain
import FilmSwipeImport
import Foundation
import Testing

@Suite("Reading a Letterboxd export")
struct LetterboxdExportTests {
    /// What the fixture export must give, film by film, in the order the films first appear.
    private static let expected: [HistoryEntry] = [
        HistoryEntry(title: "Heat", year: 1995, reaction: .favourite, date: utcDay(2024, 1, 5), rating: 4.5, location: "ratings.csv line 2"),
        HistoryEntry(
            title: "Crouching Tiger, Hidden Dragon", year: 2000, reaction: .dislike, date: utcDay(2024, 1, 6), rating: 2,
            location: "ratings.csv line 3"
        ),
        HistoryEntry(title: "Amélie", year: 2001, reaction: .seen, date: utcDay(2024, 1, 7), rating: 3, location: "ratings.csv line 4"),
        HistoryEntry(title: "Cats", year: 2019, reaction: .favourite, date: utcDay(2024, 5, 1), rating: 1, location: "likes/films.csv line 2"),
        HistoryEntry(title: "Alien", year: 1979, reaction: .seen, date: utcDay(2024, 2, 1), rating: nil, location: "watched.csv line 3"),
        HistoryEntry(
            title: "The \"Burbs\"", year: 1989, reaction: .watchlist, date: utcDay(2024, 3, 2), rating: nil, location: "watchlist.csv line 3"
        ),
        HistoryEntry(
            title: "Dune: Part Two", year: 2024, reaction: .watchlist, date: utcDay(2024, 3, 1), rating: nil, location: "watchlist.csv line 2"
        ),
        HistoryEntry(
            title: "Paris, Texas", year: 1984, reaction: .favourite, date: utcDay(2024, 4, 9), rating: 4.5, location: "diary.csv line 2"
        ),
        HistoryEntry(title: "Stalker", year: 1979, reaction: .seen, date: utcDay(2024, 4, 13), rating: nil, location: "diary.csv line 6"),
    ]

    private static let expectedRows: [LetterboxdFile: Int] = [.ratings: 4, .watched: 3, .watchlist: 2, .diary: 5, .likes: 1]

    @Test("the ZIP is read whole: the five history files merged per film, the rest of the export ignored")
    func zip() throws {
        let history = try TemporaryFolder.with { folder in
            try LetterboxdExport.read(folder.zip("letterboxd-player-2024-06-01-utc.zip", LetterboxdExportFixture.members))
        }
        #expect(history.entries == Self.expected)
        #expect(history.rowsRead == Self.expectedRows)
    }

    @Test("the folder the ZIP unpacks to reads the same as the ZIP")
    func folder() throws {
        let history = try TemporaryFolder.with { folder in
            for (path, text) in LetterboxdExportFixture.members { try folder.write("export/" + path, text) }
            return try LetterboxdExport.read(folder.url.appendingPathComponent("export"))
        }
        #expect(history.entries == Self.expected)
        #expect(history.rowsRead == Self.expectedRows)
    }

    @Test("one CSV of the export is read alone, its rows located in it")
    func loneRatings() throws {
        let history = try TemporaryFolder.with { folder in
            try LetterboxdExport.read(folder.write("ratings.csv", LetterboxdExportFixture.ratings))
        }
        #expect(history.entries.map(\.reaction) == [.favourite, .dislike, .seen, .dislike])
        #expect(history.entries.map(\.location) == ["ratings.csv line 2", "ratings.csv line 3", "ratings.csv line 4", "ratings.csv line 5"])
        #expect(history.rowsRead == [.ratings: 4])
    }

    @Test("a byte order mark and Windows line ends, as a spreadsheet saves them, read the same")
    func bomAndCRLF() throws {
        let windows = Data([0xEF, 0xBB, 0xBF]) + Data(LetterboxdExportFixture.ratings.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let (plain, saved) = try TemporaryFolder.with { folder in
            (try LetterboxdExport.read(folder.write("plain/ratings.csv", LetterboxdExportFixture.ratings)),
             try LetterboxdExport.read(folder.write("saved/ratings.csv", windows)))
        }
        #expect(saved == plain)
        #expect(saved.entries.map(\.title) == ["Heat", "Crouching Tiger, Hidden Dragon", "Amélie", "Cats"])
    }

    @Test("a lone CSV is recognised by its export name, a word of its name, or a diary's or ratings' header", arguments: [
        ("likes/films.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,u\n", UserReaction.favourite, LetterboxdFile.likes),
        ("my watchlist.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,u\n", .watchlist, .watchlist),
        ("letterboxd-watched-2024.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,u\n", .seen, .watched),
        ("export (1).csv", "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,Heat,1995,u,5,,,2024-01-01\n", .favourite, .diary),
        ("export (2).csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,u,0.5\n", .dislike, .ratings),
    ])
    func loneFileKinds(path: String, csv: String, reaction: UserReaction, file: LetterboxdFile) throws {
        let history = try TemporaryFolder.with { folder in try LetterboxdExport.read(folder.write(path, csv)) }
        #expect(history.entries.map(\.reaction) == [reaction])
        #expect(history.rowsRead == [file: 1])
    }

    @Test("a rating decides by its value: 4 and up a favourite, 2 and down a dislike, 2.5 to 3.5 seen", arguments: [
        (5.0, UserReaction.favourite), (4, .favourite), (3.5, .seen), (3, .seen), (2.5, .seen), (2, .dislike), (0.5, .dislike),
    ])
    func ratingThresholds(rating: Double, reaction: UserReaction) throws {
        let history = try TemporaryFolder.with { folder in
            try LetterboxdExport.read(folder.write("ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,u,\(rating)\n"))
        }
        #expect(history.entries.map(\.reaction) == [reaction])
        #expect(history.entries.first?.rating == rating)
    }

    @Test("a film is one film whatever the case and spaces of its name, but the same name in two years is two films")
    func filmKey() throws {
        let history = try TemporaryFolder.with { folder in
            try folder.write("export/watched.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,Hamlet,1990,u\n2024-01-02,Hamlet,1996,u\n")
            try folder.write("export/likes/films.csv", "Date,Name,Year,Letterboxd URI\n2024-01-03, HAMLET ,1996,u\n2024-01-04,Hamlet,,u\n")
            return try LetterboxdExport.read(folder.url.appendingPathComponent("export"))
        }
        #expect(history.entries.map(\.year) == [1990, 1996, nil])
        #expect(history.entries.map(\.reaction) == [.seen, .favourite, .favourite])
        #expect(history.entries.map(\.location) == ["watched.csv line 2", "likes/films.csv line 2", "likes/films.csv line 3"])
    }

    @Test("extra columns Letterboxd may add are ignored, and a missing Date column leaves the date unknown")
    func columns() throws {
        let history = try TemporaryFolder.with { folder in
            try LetterboxdExport.read(folder.write("watched.csv", "Name,Letterboxd URI,Year,Runtime\nHeat,u,1995,170\n"))
        }
        #expect(history.entries == [HistoryEntry(title: "Heat", year: 1995, reaction: .seen, date: nil, rating: nil, location: "watched.csv line 2")])
    }

    @Test("a diary rating counts only when ratings.csv has none for the film")
    func ratingsBeatDiary() throws {
        let history = try TemporaryFolder.with { folder in
            try folder.write("export/ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,u,3\n")
            try folder.write("export/diary.csv", "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-02-01,Heat,1995,d,5,,,2024-02-01\n")
            return try LetterboxdExport.read(folder.url.appendingPathComponent("export"))
        }
        #expect(history.entries == [HistoryEntry(title: "Heat", year: 1995, reaction: .seen, date: utcDay(2024, 1, 1), rating: 3, location: "ratings.csv line 2")])
    }
}
