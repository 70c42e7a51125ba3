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

    public var legend: [KeyBinding] { keyMap.bindings.filter(\.isInLegend) }

    public func display(_ state: FiltersViewState) {
        self.state = state
    }

    // The footer shows the keys that change a value; moving between fields is plain from the arrows.
    private var keyMap: KeyMap<() -> Void> {
        let g = theme.glyphs
        return KeyMap([
            (KeyBinding(keys: [.up, .char("k"), .backTab], key: g.arrowUp, label: "previous", help: "the field above", inLegend: false),
             { [output] in output.didMoveSelection(by: -1) }),
            (KeyBinding(keys: [.down, .char("j"), .tab], key: g.arrowDown, label: "next", help: "the field below", inLegend: false),
             { [output] in output.didMoveSelection(by: 1) }),
            (KeyBinding(keys: [.left, .char("h")], key: "\(g.arrowLeft)\(g.arrowRight)", label: "change", help: "a smaller value"),
             { [output] in output.didChangeValue(by: -1) }),
            (KeyBinding(keys: [.right, .char("l")], key: g.arrowRight, label: "more", help: "a larger value", inLegend: false),
             { [output] in output.didChangeValue(by: 1) }),
            (KeyBinding(keys: [.backspace, .char("0"), .char("x")], key: "Bksp", label: "any", help: "any value"), { [output] in output.didClearValue() }),
            (KeyBinding(keys: [.enter], key: "Enter", label: "deal", help: "deal with these filters"), { [output] in output.didTapApply() }),
            (KeyBinding(keys: [.escape, .char("q"), .char("f")], key: "Esc", label: "back", help: "back without changing"), { [output] in output.didTapBack() }),
        ])
    }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event else { return }
        keyMap.action(for: key)?()
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        guard let state else { return }
        let glyphs = theme.glyphs
        let rows = state.fields.map { ($0, Self.value(of: $0, in: state.filter)) }
        // The services the toggle means are named under the rows.
        let note = state.yourServices.map { "   yours: " + $0 }
        let placeholders = rows.map { _ in ("-", theme.body) } + (note == nil ? [] : [("-", theme.body)])
        let footer = keyMap.footer(separator: glyphs.separator)
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
        if let note, inner.y + 2 + rows.count < inner.maxY - 2 {
            buffer.write(note, x: inner.x, y: inner.y + 2 + rows.count, style: theme.muted, clip: inner)
        }
    }

    /// How a field's value reads in the dialog.
    static func value(of field: FiltersField, in filter: RecommendationFilter) -> String {
        switch field {
        case .genre: return filter.genres.isEmpty ? "any" : filter.genres.joined(separator: ", ")
        case .fromYear: return filter.fromYear.map(String.init) ?? "any"
        case .toYear: return filter.toYear.map(String.init) ?? "any"
        case .minRating: return filter.minRating.map { String(format: "%.1f/10", $0) } ?? "any"
        case .yourServices: return filter.onlyYourServices ? "only yours" : "any"
        }
    }
}
