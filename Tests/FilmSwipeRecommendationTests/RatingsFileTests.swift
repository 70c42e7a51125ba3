import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

/// The repository's `Fixtures/` folder, found from this file.
let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

@Suite("Ratings file")
struct RatingsFileTests {
    func parse(_ text: String) throws -> RatingSet {
        try RatingsFile.parse(Data(text.utf8), path: "ratings.csv")
    }

    func error(parsing text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return (error as? RatingsFileError)?.errorDescription
        }
    }

    @Test("the bundled file holds 100,004 ratings by 671 people, by user then time")
    func bundled() throws {
        let ratings = try RatingsFile(path: fixturesFolder).load()

        #expect(ratings.count == 100_004)
        #expect(ratings.userCount == 671)
        #expect(ratings.ratings.first == Rating(user: 1, film: 2294, stars: 2, time: 1_260_759_108))
        #expect(ratings.ratings[1] == Rating(user: 1, film: 2455, stars: 2.5, time: 1_260_759_113))
        #expect(ratings.ratings.last == Rating(user: 671, film: 3386, stars: 4, time: 1_074_784_735))
        #expect(ratings.ratings.allSatisfy { (0.5...5).contains($0.stars) })
        #expect(zip(ratings.ratings, ratings.ratings.dropFirst()).allSatisfy { $0.user <= $1.user })
    }

    @Test("Windows line ends, a missing final newline and blank lines are accepted")
    func lineEnds() throws {
        let ratings = try parse("userId,movieId,rating,timestamp\r\n1,10,3.5,100\r\n\r\n2,20,5,200")

        #expect(ratings.ratings == [Rating(user: 1, film: 10, stars: 3.5, time: 100), Rating(user: 2, film: 20, stars: 5, time: 200)])
    }

    @Test("a broken line is reported by line number and field")
    func brokenLines() {
        let header = "userId,movieId,rating,timestamp\n1,10,4,100\n"
        #expect(error(parsing: header + "2,abc,4,100\n")
            == "The ratings file ratings.csv: line 3, column 2, field \"movieId\" starts with \"a\", expected a whole number. Fix that line.")
        #expect(error(parsing: header + "2,10,,100\n")
            == "The ratings file ratings.csv: line 3, column 3, field \"rating\" is empty, expected a whole number. Fix that line.")
        #expect(error(parsing: header + "2,10,7,100\n")
            == "The ratings file ratings.csv: line 3, column 3, field \"rating\" is 7.0, outside 0.5 to 5 stars. Fix that line.")
        #expect(error(parsing: header + "2,10,4\n")
            == "The ratings file ratings.csv: line 3, column 4, field \"timestamp\" is missing: the line ends after rating. Fix that line.")
        #expect(error(parsing: header + "2,10,4,100,9\n")
            == "The ratings file ratings.csv: line 3 has more than the 4 fields userId,movieId,rating,timestamp. Fix that line.")
        #expect(error(parsing: header + "-2,10,4,100\n")
            == "The ratings file ratings.csv: line 3, column 1, field \"userId\" starts with \"-\", expected a whole number. Fix that line.")
        #expect(error(parsing: header + "2,10,4.,100\n")
            == "The ratings file ratings.csv: line 3, column 3, field \"rating\" has no digits after the decimal point. Fix that line.")
    }

    @Test("a wrong header or a missing file is named with the way out")
    func headerAndFile() {
        #expect(error(parsing: "user,movie,rating,time\n1,2,3,4\n")
            == "The ratings file ratings.csv: line 1 is \"user,movie,rating,time\", expected \"userId,movieId,rating,timestamp\". Fix the header.")
        let missing = URL(fileURLWithPath: "/nonexistent/ratings.csv")
        #expect(throws: RatingsFileError.notFound(path: missing.path)) { try RatingsFile(path: missing).load() }
    }
}
