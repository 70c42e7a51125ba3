import TestSupport
import FilmSwipeDomain
import FilmSwipeImport
import Foundation
import Testing

@Suite("Reading an IMDb ratings export")
struct IMDbRatingsExportTests {
    // The current export's header and types; titles with commas, quotes and accents as IMDb quotes them.
    private static let current = #"""
        Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
        tt0113277,8,2024-01-05,Heat,Heat,https://www.imdb.com/title/tt0113277,Movie,8.3,170,1995,"Action, Crime, Drama",700000,1995-12-15,Michael Mann
        tt0211915,7,2024-01-06,Amélie,"Le fabuleux destin d'Amélie Poulain",https://www.imdb.com/title/tt0211915,Movie,8.3,122,2001,"Comedy, Romance",800000,2001-04-25,Jean-Pierre Jeunet
        tt0903747,10,2024-01-07,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747,TV Series,9.5,49,2008,"Crime, Drama",2000000,2008-01-20,
        tt0190332,4,2024-01-08,"Crouching Tiger, Hidden Dragon","Wo hu cang long",https://www.imdb.com/title/tt0190332,Movie,7.9,120,2000,"Action, Adventure",280000,2000-07-06,Ang Lee
        tt0959621,9,2024-01-09,Pilot,Pilot,https://www.imdb.com/title/tt0959621,TV Episode,8.2,58,2008,Drama,40000,2008-01-20,Vince Gilligan
        tt0118589,5,2024-01-10,"The ""Burbs"" Again",,https://www.imdb.com/title/tt0118589,TV Movie,5.0,90,,Comedy,100,,
        tt2085059,6,2024-01-11,Black Mirror,Black Mirror,https://www.imdb.com/title/tt2085059,TV Series,8.7,60,2011,Drama,600000,2011-12-04,

        """#

    @Test("films are read with their rating, day and original title; series and episodes are counted, not read")
    func currentExport() throws {
        let history = try TemporaryFolder.with { folder in try IMDbRatingsExport.read(folder.write("ratings.csv", Self.current)) }
        #expect(history.entries == [
            HistoryEntry(title: "Heat", year: 1995, reaction: .favourite, date: utcDay(2024, 1, 5), rating: 8, location: "ratings.csv line 2"),
            HistoryEntry(
                title: "Amélie", otherTitles: ["Le fabuleux destin d'Amélie Poulain"], year: 2001, reaction: .seen, date: utcDay(2024, 1, 6),
                rating: 7, location: "ratings.csv line 3"
            ),
            HistoryEntry(
                title: "Crouching Tiger, Hidden Dragon", otherTitles: ["Wo hu cang long"], year: 2000, reaction: .dislike,
                date: utcDay(2024, 1, 8), rating: 4, location: "ratings.csv line 5"
            ),
            HistoryEntry(
                title: "The \"Burbs\" Again", year: nil, reaction: .seen, date: utcDay(2024, 1, 10), rating: 5, location: "ratings.csv line 7"
            ),
        ])
        #expect(history.rowsRead == 7)
        #expect(history.notFilms == ["TV Series": 2, "TV Episode": 1])
    }

    @Test("8 and up is a favourite, 4 and down a dislike, 5 to 7 seen", arguments: [
        (10, UserReaction.favourite), (8, .favourite), (7, .seen), (5, .seen), (4, .dislike), (1, .dislike),
    ])
    func thresholds(rating: Int, reaction: UserReaction) throws {
        let history = try TemporaryFolder.with { folder in
            try IMDbRatingsExport.read(folder.write("imdb.csv", "Your Rating,Title,Year\n\(rating),Heat,1995\n"))
        }
        #expect(history.entries.map(\.reaction) == [reaction])
        #expect(history.entries.map(\.location) == ["imdb.csv line 2"])
    }

    @Test("older exports' types (movie, tvMovie, video) are films and the rest are not; no Title Type column means all are films")
    func typeSpellings() throws {
        let older = "Const,Your Rating,Title,Title Type,Year\nt1,8,A,movie,2000\nt2,8,B,tvMovie,2001\nt3,8,C,video,2002\nt4,8,D,tvSeries,2003\nt5,8,E,short,2004\nt6,8,F,videoGame,2005\n"
        let untyped = "Title,Year,Your Rating\nA,2000,8\nB,,3\n"
        let (typed, plain) = try TemporaryFolder.with { folder in
            (try IMDbRatingsExport.read(folder.write("older.csv", older)), try IMDbRatingsExport.read(folder.write("untyped.csv", untyped)))
        }
        #expect(typed.entries.map(\.title) == ["A", "B", "C"])
        #expect(typed.notFilms == ["tvSeries": 1, "short": 1, "videoGame": 1])
        #expect(plain.entries.map(\.reaction) == [.favourite, .dislike])
        #expect(plain.entries.map(\.date) == [nil, nil])
    }

    @Test("a ZIP holding the ratings CSV, among other files, is read as the CSV")
    func zip() throws {
        let history = try TemporaryFolder.with { folder in
            try IMDbRatingsExport.read(folder.zip("imdb.zip", ["readme.txt": "hello", "ratings.csv": Self.current, "lists.csv": "Const,Title\n"]))
        }
        #expect(history.entries.map(\.title) == ["Heat", "Amélie", "Crouching Tiger, Hidden Dragon", "The \"Burbs\" Again"])
        #expect(history.entries.first?.location == "ratings.csv line 2")
    }

    @Test("a ZIP holding two ratings files is refused, naming both")
    func zipWithTwoRatingsFiles() throws {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in
                _ = try IMDbRatingsExport.read(folder.zip("imdb.zip", ["a.csv": "Your Rating,Title,Year\n", "b.csv": "Your Rating,Title,Year\n"]))
            }
        }
        #expect(message.hasPrefix("imdb.zip holds several files that could be IMDb's export (a.csv, b.csv)"))
    }

    @Test("bad values are refused with file, line, column, what was found and what was expected", arguments: [
        ("Your Rating,Title,Year\n8,Heat,1995\n11,Alien,1979\n", #"ratings.csv line 3, column "Your Rating": "11" is not a rating on this scale; expected a whole number from 1 to 10."#),
        ("Your Rating,Title,Year\n7.5,Heat,1995\n", #"ratings.csv line 2, column "Your Rating": "7.5" is not a rating on this scale; expected a whole number from 1 to 10."#),
        ("Your Rating,Title,Year\n,Heat,1995\n", #"ratings.csv line 2, column "Your Rating" is empty; expected a whole number from 1 to 10."#),
        ("Your Rating,Title,Year\n8, ,1995\n", #"ratings.csv line 2, column "Title" is empty; expected the film's title."#),
        ("Your Rating,Title,Year\n8,Heat,19x5\n", #"ratings.csv line 2, column "Year": "19x5" is not a year; expected a number such as 1995."#),
        ("Your Rating,Date Rated,Title,Year\n8,05/01/2024,Heat,1995\n", #"ratings.csv line 2, column "Date Rated": "05/01/2024" is not a date; expected a date written year-month-day, such as 2024-03-09."#),
    ])
    func badValues(csv: String, expected: String) {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in _ = try IMDbRatingsExport.read(folder.write("ratings.csv", csv)) }
        }
        #expect(message == expected + " Correct that line, or export the file again.")
    }

    @Test("a file without the required columns names the missing ones and says where to export again")
    func wrongHeader() {
        let message = historyErrorMessage {
            try TemporaryFolder.with { folder in _ = try IMDbRatingsExport.read(folder.write("watchlist.csv", "Const,Created,Title,Year\n")) }
        }
        #expect(message == #"watchlist.csv: the header has no column "Your Rating" (found: Const, Created, Title, Year). Is this IMDb's ratings export? Export again from IMDb: Your Ratings, then the three dots menu, then Export."#)
    }
}
