@testable import FilmSwipeRecommendation
import Testing

@Suite("Film series from titles")
struct FilmSeriesTests {
    @Test("a sequel's marks come off its title: numbers, roman numerals, Part, subtitles, a leading article")
    func names() {
        #expect(FilmSeries.seriesName(of: "Friday the 13th Part VII: The New Blood") == ("friday the 13th", true))
        #expect(FilmSeries.seriesName(of: "Friday the 13th") == ("friday the 13th", false))
        #expect(FilmSeries.seriesName(of: "The Karate Kid, Part III") == ("karate kid", true))
        #expect(FilmSeries.seriesName(of: "Toy Story 3") == ("toy story", true))
        #expect(FilmSeries.seriesName(of: "Star Wars: Episode V - The Empire Strikes Back") == ("star wars", true))
        #expect(FilmSeries.seriesName(of: "Ocean's Thirteen") == ("ocean's", true))
        #expect(FilmSeries.seriesName(of: "Seven (a.k.a. Se7en)") == ("", true))
        #expect(FilmSeries.seriesName(of: "2001: A Space Odyssey") == ("", true))
    }

    @Test("films whose titles come to one name are a series when one is marked a sequel; a bare number names none")
    func groups() {
        let titles = [
            "Friday the 13th", "Friday the 13th Part 2", "Friday the 13th Part VII: The New Blood", "Toy Story", "Toy Story 2",
            "Crash", "Crash", "2001: A Space Odyssey", "2010", "Fargo", "Alien", "Alien: Resurrection",
        ]
        let series = FilmSeries.detect(titles: titles)

        #expect(Set(series[0...2]).count == 1 && series[0] >= 0)
        #expect(series[3] == series[4] && series[3] >= 0 && series[3] != series[0])
        #expect(series[5] == -1 && series[6] == -1, "two films that share a title are not a series")
        #expect(series[7] == -1 && series[8] == -1 && series[9] == -1)
        #expect(series[10] == series[11] && series[10] >= 0)
    }

    @Test("a collection the source names makes a series whatever the titles")
    func collections() {
        let series = FilmSeries.detect(
            titles: ["Harry Potter and the Philosopher's Stone", "Harry Potter and the Chamber of Secrets", "Heat"],
            collections: ["Harry Potter Collection", "Harry Potter Collection", nil]
        )

        #expect(series[0] == series[1] && series[0] >= 0 && series[2] == -1)
    }
}
