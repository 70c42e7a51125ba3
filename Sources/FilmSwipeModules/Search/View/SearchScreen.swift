import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeText

/// The search: a query line that searches as it is typed, and the films found, the highlighted one opened with Enter.
@MainActor
public final class SearchScreen: Screen, SearchViewInput {
    private let output: SearchViewOutput
    private let theme: Theme
    private var presented: PresentedState<SearchViewState>
    private var state: SearchViewState? { presented.current }
    private var listRows = 10

    /// A screen reporting to `output`, drawn with `theme`.
    /// Each state it is given between the player's keys goes to `changes`, so the run loop draws it.
    public init(output: SearchViewOutput, theme: Theme, changes: ScreenChanges = ScreenChanges()) {
        self.output = output
        self.theme = theme
        presented = PresentedState(changes: changes)
    }

    public func display(_ state: SearchViewState) {
        presented.present(state)
    }

    public func handle(_ event: InputEvent) {
        if case let .key(key) = event { return handle(key) }
        if let rows = event.wheelRows { output.didMoveSelection(by: rows) }
    }

    // Every printable key types: letters are the query here, so only arrows, pages and Enter move and open.
    private func handle(_ key: Key) {
        if let action = keyMap.action(for: key) { return action() }
        if case let .char(character) = key { output.didType(String(character)) }
    }

    // Typing is the one action without a fixed key: the footer says it in words, and any printable key not bound here
    // goes to the query.
    private var keyMap: KeyMap<() -> Void> {
        let g = theme.glyphs
        let moves: [Key: Int] = [.up: -1, .backTab: -1, .down: 1, .tab: 1, .pageUp: -listRows, .pageDown: listRows]
        return KeyMap([
            (binding: KeyBinding(keys: [.backspace], key: "type", label: "to search", help: "type any part of a title"),
             action: { [output] _ in { output.didDeleteBackward() } }),
            (binding: KeyBinding(keys: Array(moves.keys), key: "\(g.arrowUp)\(g.arrowDown)", label: "choose", help: "another film"),
             action: { [output] key in { output.didMoveSelection(by: moves[key] ?? 0) } }),
            (binding: KeyBinding(keys: [.enter], key: "Enter", label: "open", help: "open the film"), action: { [output] _ in { output.didTapOpen() } }),
            (binding: KeyBinding(keys: [.escape], key: "Esc", label: "back", help: "back to the cards"), action: { [output] _ in { output.didTapBack() } }),
        ])
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let glyphs = theme.glyphs
        buffer.write(" Find a film", x: area.x, y: area.y, style: theme.title, clip: area)
        guard let state else { return }
        renderQuery(state.query, into: &buffer, row: Rect(x: area.x, y: area.y + 2, width: area.width, height: 1))
        if let note = state.note {
            message(note, into: &buffer, area: Rect(x: area.x + 1, y: area.y + 3, width: area.width - 2, height: 1))
        }
        let list = Rect(x: area.x + 1, y: area.y + 4, width: area.width - 2, height: max(0, area.height - 6))
        listRows = max(1, list.height)
        switch state.status {
        case .empty:
            message("Type any part of a title: \u{201C}amelie\u{201D} finds Am\u{E9}lie.", into: &buffer, area: list)
        case .searching:
            message("Searching\(glyphs.ellipsis)", into: &buffer, area: list)
        case let .nothingFound(text), let .failed(text):
            let lines = TextLayout.wrap(text, width: max(1, list.width - 2), maxLines: max(1, list.height), ellipsis: glyphs.ellipsis)
            for (offset, line) in lines.enumerated() {
                buffer.write(line, x: list.x + 1, y: list.y + offset, style: theme.muted, clip: list)
            }
        case .found:
            renderRows(state, into: &buffer, area: list)
        }
        FilmListFooter(theme: theme).render(
            keys: keyMap.footer(separator: glyphs.separator), selected: state.selectedRow, count: state.rows.count, into: &buffer, area: area
        )
    }

    // The end of a long query stays in view, with the caret after it.
    private func renderQuery(_ query: String, into buffer: inout Buffer, row: Rect) {
        let prompt = " / "
        let room = max(1, row.width - DisplayWidth.of(prompt) - 2)
        var shown = query
        while DisplayWidth.of(shown) > room { shown.removeFirst() }
        let end = buffer.write(prompt, x: row.x, y: row.y, style: theme.key, clip: row)
        let caret = buffer.write(shown, x: end, y: row.y, style: theme.body, clip: row)
        buffer.write(" ", x: caret, y: row.y, style: theme.selected, clip: row)
    }

    private func message(_ text: String, into buffer: inout Buffer, area: Rect) {
        buffer.write(TextLayout.truncate(text, width: max(0, area.width - 1), ellipsis: theme.glyphs.ellipsis),
                     x: area.x + 1, y: area.y, style: theme.muted, clip: area)
    }

    private func renderRows(_ state: SearchViewState, into buffer: inout Buffer, area: Rect) {
        let rows = state.rows.map { row in (row.title, mark(row.reaction).map { "\($0) \(theme.glyphs.separator) \(row.details)" } ?? row.details) }
        FilmListView(theme: theme).render(rows, selected: state.selectedRow ?? 0, into: &buffer, area: area)
    }

    // What the player already said of a film found, first in its line, so a film reacted to is not taken for a new one.
    private func mark(_ reaction: UserReaction) -> String? {
        let unicode = theme.glyphs == .unicode
        switch reaction {
        case .favourite: return unicode ? "\u{2665} favourite" : "+ favourite"
        case .dislike: return unicode ? "\u{2717} disliked" : "x disliked"
        case .seen: return unicode ? "\u{2713} seen" : "seen"
        case .watchlist: return "on your watchlist"
        case .none: return nil
        }
    }
}
