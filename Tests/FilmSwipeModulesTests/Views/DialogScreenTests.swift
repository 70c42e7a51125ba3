@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing
import FilmSwipeText

@MainActor
final class DetailViewOutputSpy: DetailViewOutput {
    private(set) var calls: [String] = []
    func viewDidLoad() { calls.append("load") }
    func didSelectPrevious() { calls.append("previous") }
    func didSelectNext() { calls.append("next") }
    func didTapSave() { calls.append("save") }
    func didTapBack() { calls.append("back") }
    func didTapOpenPage() { calls.append("open") }
}

@MainActor
final class ResultViewOutputSpy: ResultViewOutput {
    private(set) var okCount = 0
    func viewDidLoad() {}
    func didTapOK() { okCount += 1 }
}

@MainActor
@Suite("Detail and Result screens")
struct DialogScreenTests {
    @Test("Detail shows the film and the choices with the current one marked and the selection highlighted")
    func detail() {
        let sut = DetailScreen(output: DetailViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(DetailViewState(film: FilmCardViewData(film: ViewSamples.heat), choices: DetailPresenter.choices,
                                    current: .favourite, selected: .watchlist, isSaving: false))
        var buffer = Buffer(width: 60, height: 20)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "detail")
        let row = (0..<20).first { buffer.text(row: $0).contains("Watchlist") } ?? 0
        let x = buffer.text(row: row).distance(of: "Watchlist")
        #expect(buffer[x, row].style == Theme(glyphs: .unicode).watchlist, "the selected choice is highlighted in its colours")
    }

    @Test("a narrow Detail from the lists shows the selected choice, with arrows where more choices lie")
    func narrowChoices() {
        let sut = DetailScreen(output: DetailViewOutputSpy(), theme: Theme(glyphs: .unicode))
        sut.display(DetailViewState(film: FilmCardViewData(film: ViewSamples.heat), choices: DetailPresenter.choices,
                                    current: .seen, selected: .seen, isSaving: false))
        var buffer = Buffer(width: 40, height: 12)
        sut.render(into: &buffer, area: buffer.bounds)
        let row = buffer.text.split(separator: "\n").first { $0.contains("Seen (now)") }.map(String.init) ?? ""
        #expect(row.contains("Remove") && row.contains("←"), "the choices to the left are behind an arrow: \(row)")
        #expect(!row.contains("Dislike"))
        #expect(DetailScreen.visibleChoices(widths: [10, 10, 10], selected: 0, width: 40) == 0..<3, "all fit")
        #expect(DetailScreen.visibleChoices(widths: [11, 13, 13, 8, 10], selected: 0, width: 38) == 0..<2)
        #expect(DetailScreen.visibleChoices(widths: [11, 13, 13, 8, 10], selected: 4, width: 38) == 2..<5)
    }

    @Test("Detail maps Left/Right, Enter and Esc to its output")
    func detailKeys() {
        let output = DetailViewOutputSpy()
        let sut = DetailScreen(output: output, theme: Theme(glyphs: .unicode))
        for key in [Key.left, .right, .enter, .escape] { sut.handle(.key(key)) }
        #expect(output.calls == ["previous", "next", "save", "back"])
    }

    @Test("Result is a titled box over the screen below, closed by Enter or Esc")
    func result() {
        let output = ResultViewOutputSpy()
        let sut = ResultScreen(output: output, theme: Theme(glyphs: .unicode))
        sut.display(ResultViewState(message: PlayerMessage(title: "Success", body: "Successfully updated", severity: .success)))
        var buffer = Buffer(width: 60, height: 20)
        buffer.write(String(repeating: "#", count: 60), x: 0, y: 0)
        sut.render(into: &buffer, area: buffer.bounds)
        ViewFixture.check(buffer, named: "result")
        #expect(!sut.isOpaque)
        #expect(buffer.text(row: 0).hasPrefix("####"), "what is below still shows")

        sut.handle(.key(.enter))
        sut.handle(.key(.escape))
        #expect(output.okCount == 2)
    }
}

extension DialogScreenTests {
    @Test(
        "Result styles its title by the message's severity, whatever the title says",
        arguments: [PlayerMessage.Severity.error, .notice, .success, .info, .celebration]
    )
    func resultSeverity(severity: PlayerMessage.Severity) throws {
        let theme = Theme(glyphs: .unicode)
        let expected = switch severity {
        case .error: theme.error
        case .notice, .success, .info: theme.title
        case .celebration: theme.celebration
        }
        let sut = ResultScreen(output: ResultViewOutputSpy(), theme: theme)
        // "Error" as a notice's title is drawn as a notice: the style comes from the severity, never the words.
        sut.display(ResultViewState(message: PlayerMessage(title: "Error", body: "Something to read.", severity: severity)))
        var buffer = Buffer(width: 60, height: 20)
        sut.render(into: &buffer, area: buffer.bounds)
        let row = try #require((0..<20).first { buffer.text(row: $0).contains("Error") })
        let line = buffer.text(row: row)
        let x = line.distance(from: line.startIndex, to: try #require(line.range(of: "Error")).lowerBound)
        #expect(buffer[x, row].style == expected)
    }
}

private extension String {
    func distance(of part: String) -> Int {
        guard let range = range(of: part) else { return 0 }
        return DisplayWidth.of(String(self[..<range.lowerBound]))
    }
}
