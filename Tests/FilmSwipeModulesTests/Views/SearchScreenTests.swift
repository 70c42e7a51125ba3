@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

@MainActor
final class SearchViewOutputSpy: SearchViewOutput {
    enum Call: Equatable { case load, type(String), delete, move(Int), open, back }
    private(set) var calls: [Call] = []
    func viewDidLoad() { calls.append(.load) }
    func didType(_ text: String) { calls.append(.type(text)) }
    func didDeleteBackward() { calls.append(.delete) }
    func didMoveSelection(by rows: Int) { calls.append(.move(rows)) }
    func didTapOpen() { calls.append(.open) }
    func didTapBack() { calls.append(.back) }
}

@MainActor
@Suite("Search screen")
struct SearchScreenTests {
    let output = SearchViewOutputSpy()

    func render(_ screen: SearchScreen, width: Int = 60, height: Int = 12) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        screen.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    @Test("the query and the films found, the highlighted one in reverse")
    func results() {
        let sut = SearchScreen(output: output, theme: Theme(glyphs: .unicode))
        sut.display(SearchViewState(
            query: "ame",
            rows: [
                .init(title: "Amélie (2001)", details: "Comedy, Romance · ★ 8.2/10 · 120 ratings"),
                .init(title: "Amelia (2009)", details: "Drama · ★ 6.0/10 · 4 ratings"),
            ],
            selectedRow: 1, status: .found
        ))
        ViewFixture.check(render(sut), named: "search-results")
    }

    @Test("a film already reacted to says so first in its line: ♥ favourite, ✗ disliked, ✓ seen, on your watchlist")
    func marked() {
        let sut = SearchScreen(output: output, theme: Theme(glyphs: .unicode))
        let state = SearchViewState(
            query: "the",
            rows: [
                .init(title: "The Matrix (1999)", details: "Action · ★ 8.4/10", reaction: .favourite),
                .init(title: "The Mask (1994)", details: "Comedy · ★ 6.1/10", reaction: .dislike),
                .init(title: "The Shining (1980)", details: "Horror · ★ 8.1/10", reaction: .seen),
                .init(title: "The Thing (1982)", details: "Horror · ★ 7.8/10", reaction: .watchlist),
                .init(title: "The Rock (1996)", details: "Action · ★ 7.5/10"),
            ],
            selectedRow: 0, status: .found
        )
        sut.display(state)
        ViewFixture.check(render(sut, width: 64), named: "search-marked")

        let ascii = SearchScreen(output: output, theme: Theme(glyphs: .ascii))
        ascii.display(state)
        let text = (0..<12).map { render(ascii, width: 64).text(row: $0) }.joined(separator: "\n")
        #expect(text.contains("+ favourite - Action") && text.contains("x disliked") && text.contains("The Rock (1996)  Action"))
    }

    @Test("a note (reactions that could not be read) shows between the query and the films, which keep their rows")
    func note() {
        let sut = SearchScreen(output: output, theme: Theme(glyphs: .unicode))
        let rows: [SearchViewState.Row] = [.init(title: "Amélie (2001)", details: "Comedy, Romance · ★ 8.2/10 · 120 ratings")]
        sut.display(SearchViewState(query: "ame", rows: rows, selectedRow: 0, status: .found))
        let plain = render(sut, width: 80)
        sut.display(SearchViewState(query: "ame", rows: rows, selectedRow: 0, status: .found, note: "Films you reacted to are not marked: locked"))
        let noted = render(sut, width: 80)

        #expect(noted.text(row: 3).contains("Films you reacted to are not marked: locked"))
        #expect(!plain.text(row: 3).contains("not marked"))
        #expect((4..<12).map { noted.text(row: $0) } == (4..<12).map { plain.text(row: $0) })
    }

    @Test("at 60 columns a long title is cut before its year, which stays: two films of one name are told apart")
    func longTitleKeepsYear() {
        let sut = SearchScreen(output: output, theme: Theme(glyphs: .unicode))
        let rows: [SearchViewState.Row] = [.init(title: "Star Wars: Episode IV - A New Hope (1977)", details: "Action, Adventure · ★ 8.6/10")]
        sut.display(SearchViewState(query: "star wars", rows: rows, selectedRow: 0, status: .found))
        let row = render(sut, width: 60).text(row: 4)
        #expect(row.contains("Star Wars: Episode IV") && row.contains("… (1977)"), "\(row)")
    }

    @Test("a query that found nothing says so; at 40×12 it wraps")
    func nothingFound() {
        let sut = SearchScreen(output: output, theme: Theme(glyphs: .unicode))
        sut.display(SearchViewState(query: "zzz", rows: [], selectedRow: nil, status: .nothingFound(SearchPresenter.Const.nothingFoundText("zzz"))))
        ViewFixture.check(render(sut, width: 40, height: 12), named: "search-nothing-40x12")
    }

    @Test("letters type (even q, j and k); arrows move; Enter opens; Esc goes back; Backspace deletes")
    func keys() {
        let sut = SearchScreen(output: output, theme: Theme(glyphs: .unicode))
        for key: Key in [.char("q"), .char("k"), .char("/"), .down, .up, .pageDown, .enter, .backspace, .escape] {
            sut.handle(.key(key))
        }
        #expect(output.calls == [.type("q"), .type("k"), .type("/"), .move(1), .move(-1), .move(10), .open, .delete, .back])
    }
}
