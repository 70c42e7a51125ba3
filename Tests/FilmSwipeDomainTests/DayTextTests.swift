import FilmSwipeDomain
import Foundation
import Testing

@Suite("Days as the game prints them")
struct DayTextTests {
    @Test("day, English month and year, in the time zone given: the same moment is another day elsewhere")
    func day() throws {
        let moment = Date(timeIntervalSince1970: 1_709_420_400) // 2024-03-02 23:00 UTC
        #expect(DayText.of(moment, timeZone: try #require(TimeZone(identifier: "UTC"))) == "2 Mar 2024")
        #expect(DayText.of(moment, timeZone: try #require(TimeZone(identifier: "Europe/Paris"))) == "3 Mar 2024")
        #expect(DayText.of(Date(timeIntervalSince1970: 0), timeZone: try #require(TimeZone(identifier: "UTC"))) == "1 Jan 1970")
    }
}
