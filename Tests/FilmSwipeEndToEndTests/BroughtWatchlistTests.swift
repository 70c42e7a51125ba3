@testable import FilmSwipePartyCLI
import FilmSwipeDomain
import Testing

@Suite("What --bring-watchlist tells the player")
struct BroughtWatchlistTests {
    @Test("an empty watchlist is said, with the two ways to fill it: swiping up and importing")
    func empty() throws {
        let notice = try #require(BroughtWatchlist.notice(count: 0, limit: 500))
        #expect(notice.title == "Your watchlist is empty")
        #expect(notice.body.contains("Swipe films up (↑)") && notice.body.contains("filmswipe import letterboxd"))
        #expect(notice.severity == .notice)
    }

    @Test("a watchlist over what a room takes is said to be cut to the newest; one that fits says nothing")
    func cutOrWhole() throws {
        let cut = try #require(BroughtWatchlist.notice(count: 612, limit: 500))
        #expect(cut.body == "Your watchlist holds 612 films of the room's catalogue; the room gets the 500 you added last.")
        #expect(BroughtWatchlist.notice(count: 500, limit: 500) == nil)
        #expect(BroughtWatchlist.notice(count: 1, limit: 500) == nil)
    }
}
