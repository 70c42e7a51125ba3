import FilmSwipeDomain
import Foundation
import FilmSwipeCells

/// The filters dialog over the cards: one field a row, the highlighted one in reverse video.
@MainActor
public final class FiltersScreen: Screen, FiltersViewInput {
    private let output: FiltersViewOutput
    private let theme: Theme
    private var state: FiltersViewState?

    /// A dialog reporting to `output`, drawn with `theme`.
    public init(output: FiltersViewOutput, theme: Theme) {
        self.output = output
        self.theme = theme
    }

    public var isOpaque: Bool { false }

    public func display(_ state: FiltersViewState) {
        self.state = state
    }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event else { return }
        switch key {
        case .up, .char("k"), .backTab: output.didMoveSelection(by: -1)
        case .down, .char("j"), .tab: output.didMoveSelection(by: 1)
        case .left, .char("h"): output.didChangeValue(by: -1)
        case .right, .char("l"): output.didChangeValue(by: 1)
        case .backspace, .char("0"), .char("x"): output.didClearValue()
        case .enter: output.didTapApply()
        case .escape, .char("q"), .char("f"): output.didTapBack()
        default: break
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        guard let state else { return }
        let glyphs = theme.glyphs
        let rows = FiltersField.allCases.map { ($0, Self.value(of: $0, in: state.filter)) }
        let placeholders = rows.map { _ in ("-", theme.body) }
        let footer = "\(glyphs.arrowLeft)\(glyphs.arrowRight) change \(glyphs.separator) Bksp any \(glyphs.separator) Enter deal \(glyphs.separator) Esc back"
        let frame = DialogView(theme: theme).render(title: "What to deal", lines: placeholders, footer: footer, into: &buffer, area: area, maxWidth: 56)
        let inner = frame.insetBy(dx: 2, dy: 1)
        for (offset, (field, value)) in rows.enumerated() where inner.y + 2 + offset < inner.maxY - 2 {
            let y = inner.y + 2 + offset
            let selected = field == state.field
            let row = Rect(x: inner.x, y: y, width: inner.width, height: 1)
            buffer.fill(row, style: selected ? theme.selected : .plain)
            buffer.write(" " + field.label, x: inner.x, y: y, style: selected ? theme.selected : theme.key, clip: inner)
            buffer.write("\(glyphs.arrowLeft) \(value) \(glyphs.arrowRight)", x: inner.x + 18, y: y, style: selected ? theme.selected : theme.body, clip: inner)
        }
    }

    /// How a field's value reads in the dialog.
    static func value(of field: FiltersField, in filter: RecommendationFilter) -> String {
        switch field {
        case .genre: return filter.genres.isEmpty ? "any" : filter.genres.joined(separator: ", ")
        case .fromYear: return filter.fromYear.map(String.init) ?? "any"
        case .toYear: return filter.toYear.map(String.init) ?? "any"
        case .minRating: return filter.minRating.map { String(format: "%.1f/10", $0) } ?? "any"
        }
    }
}
