import FilmSwipeDomain
import FilmSwipeImport
import Testing

@Suite("History entries")
struct HistoryEntryTests {
    @Test("an entry keeps what the row said")
    func keepsFields() {
        let entry = HistoryEntry(title: "Heat", year: 1995, reaction: .favourite, date: nil, rating: 4.5, location: "ratings.csv line 2")
        #expect(entry.title == "Heat" && entry.year == 1995 && entry.rating == 4.5 && entry.otherTitles.isEmpty)
    }
}
