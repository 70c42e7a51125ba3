@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
final class LibraryViewOutputSpy: LibraryViewOutput {
    private(set) var calls: [String] = []
    func viewDidLoad() { calls.append("load") }
    func didSelectTab(_ tab: LibraryTab) { calls.append("tab \(tab.rawValue + 1)") }
    func didSelectNextTab() { calls.append("next tab") }
    func didMoveSelection(by rows: Int) { calls.append("move \(rows)") }
    func didTapOpen() { calls.append("open") }
    func didTapBack() { calls.append("back") }
}

@MainActor
@Suite("Library screen")
struct LibraryScreenTests {
    func state(rows: Int, selected: Int?) -> LibraryViewState {
        LibraryViewState(
            counts: [.favourites: rows, .watchlist: 2, .disliked: 0], tab: .favourites,
            rows: (1...max(1, rows)).prefix(rows).map { .init(title: "Film \($0) (199\($0 % 10))", details: "Drama · ★ 7.\($0 % 10)/10 · \($0) ratings") },
            selectedRow: selected, isLoading: false
        )
    }

    @Test("tabs with counts, the list with the highlighted row, and the position")
    func renders() {
        let sut = LibraryScreen(output: LibraryViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(state(rows: 3, selected: 1))
        var buffer = Buffer(width: 60, height: 12)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "library")
        #expect(buffer[2, 5].style.reverse, "the second film is highlighted")
    }

    @Test("a long list scrolls to keep the highlight in view")
    func scrolls() {
        let sut = LibraryScreen(output: LibraryViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(state(rows: 40, selected: 30))
        var buffer = Buffer(width: 60, height: 12)
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text.contains("Film 31 "))
        #expect(!buffer.text.contains("Film 1 "))
        #expect(buffer.text(row: 11).contains("31/40"))
    }

    @Test("an empty list says how to fill it")
    func empty() {
        let sut = LibraryScreen(output: LibraryViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(state(rows: 0, selected: nil))
        var buffer = Buffer(width: 70, height: 12)
        sut.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text.contains("No favourites yet: swipe right on a film you love."))
    }

    @Test("Tab, 1-3, arrows, Enter and Esc map to the output")
    func keys() {
        let output = LibraryViewOutputSpy()
        let sut = LibraryScreen(output: output, theme: Theme(glyphs: .unicode))
        for key in [Key.tab, .char("3"), .down, .up, .enter, .escape] { sut.handle(.key(key)) }
        #expect(output.calls == ["next tab", "tab 3", "move 1", "move -1", "open", "back"])
    }
}
