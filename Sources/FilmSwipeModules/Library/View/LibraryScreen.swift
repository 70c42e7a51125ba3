import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeText

/// The lists: tabs with counts, a scrolling list of films, the highlighted one opened with Enter.
@MainActor
public final class LibraryScreen: Screen, LibraryViewInput {
    private let output: LibraryViewOutput
    private let theme: Theme
    private var presented: PresentedState<LibraryViewState>
    private var state: LibraryViewState? { presented.current }
    private var listRows = 10
    /// What the router says in passing, until the next key.
    private var notice: PlayerMessage?

    /// A screen reporting to `output`, drawn with `theme`.
    /// Each state it is given between the player's keys goes to `changes`, so the run loop draws it.
    public init(output: LibraryViewOutput, theme: Theme, changes: ScreenChanges = ScreenChanges()) {
        self.output = output
        self.theme = theme
        presented = PresentedState(changes: changes)
    }

    public func display(_ state: LibraryViewState) {
        presented.present(state)
    }

    /// Says `message` on the line under the title until the player's next key: how the router tells a success.
    public func showNotice(_ message: PlayerMessage) {
        notice = message
        presented.redraw()
    }

    public func handle(_ event: InputEvent) {
        if case let .key(key) = event {
            notice = nil
            return handle(key)
        }
        if let rows = event.wheelRows { output.didMoveSelection(by: rows) }
    }

    private func handle(_ key: Key) {
        keyMap.action(for: key)?()
    }

    // One footer entry a group of keys: the keys that switch lists, and those that move in one.
    private var keyMap: KeyMap<() -> Void> {
        let g = theme.glyphs
        let tabs: [Key: LibraryTab] = [.char("1"): .favourites, .char("2"): .watchlist, .char("3"): .disliked, .char("4"): .seen]
        let moves: [Key: Int] = [
            .up: -1, .char("k"): -1, .down: 1, .char("j"): 1, .pageUp: -listRows, .pageDown: listRows,
            .home: -Int(Int32.max), .end: Int(Int32.max),
        ]
        return KeyMap([
            (binding: KeyBinding(keys: [.tab, .backTab] + tabs.keys, key: "Tab or 1-4", label: "lists", help: "another list"), action: { [output, state] key in
                {
                    switch key {
                    case .tab: output.didSelectNextTab()
                    case .backTab:
                        let previous = ((state?.tab.rawValue ?? 0) + LibraryTab.allCases.count - 1) % LibraryTab.allCases.count
                        output.didSelectTab(LibraryTab(rawValue: previous) ?? .favourites)
                    default: output.didSelectTab(tabs[key] ?? .favourites)
                    }
                }
            }),
            (binding: KeyBinding(keys: Array(moves.keys), key: "\(g.arrowUp)\(g.arrowDown)", label: "move", help: "another film"),
             action: { [output] key in { output.didMoveSelection(by: moves[key] ?? 0) } }),
            (binding: KeyBinding(keys: [.enter], key: "Enter", label: "change", help: "change the reaction"), action: { [output] _ in { output.didTapOpen() } }),
            (binding: KeyBinding(keys: [.escape, .char("b"), .char("q")], key: "Esc", label: "back", help: "back to the cards"),
             action: { [output] _ in { output.didTapBack() } }),
        ])
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let glyphs = theme.glyphs
        buffer.write(" Your lists", x: area.x, y: area.y, style: theme.title, clip: area)
        if let notice {
            let row = Rect(x: area.x, y: area.y + 1, width: area.width, height: 1)
            buffer.write(" " + TextLayout.truncate(notice.body, width: max(0, area.width - 2), ellipsis: glyphs.ellipsis), x: row.x, y: row.y, style: theme.key, clip: row)
        }
        guard let state else { return }
        renderTabs(state, into: &buffer, row: Rect(x: area.x, y: area.y + 2, width: area.width, height: 1))
        let list = Rect(x: area.x + 1, y: area.y + 4, width: area.width - 2, height: area.height - 6)
        listRows = max(1, list.height)
        if state.isLoading {
            buffer.write("Reading your lists\(glyphs.ellipsis)", x: list.x + 1, y: list.y, style: theme.muted, clip: list)
        } else if state.rows.isEmpty {
            buffer.write(TextLayout.truncate(Self.emptyText(state.tab), width: list.width - 1, ellipsis: glyphs.ellipsis),
                         x: list.x + 1, y: list.y, style: theme.muted, clip: list)
        } else {
            renderRows(state, into: &buffer, area: list)
        }
        FilmListFooter(theme: theme).render(
            keys: keyMap.footer(separator: glyphs.separator), selected: state.selectedRow, count: state.rows.count, into: &buffer, area: area
        )
    }

    private func renderTabs(_ state: LibraryViewState, into buffer: inout Buffer, row: Rect) {
        // Full names, then short ones, then numbers only: every tab stays on screen in a narrow terminal.
        var labels: [String] = []
        var gap = 1
        for (naming, spacing) in [(\LibraryTab.title, 1), (\LibraryTab.shortTitle, 1), (\LibraryTab.shortTitle, 0), (nil, 1)] {
            labels = LibraryTab.allCases.map { tab in
                let name: String = naming.map { tab[keyPath: $0] + " " } ?? ""
                return " \(tab.rawValue + 1) \(name)\(state.counts[tab] ?? 0) "
            }
            gap = spacing
            let width: Int = labels.reduce(0) { $0 + DisplayWidth.of($1) + spacing }
            if width < row.width { break }
        }
        var x = row.x + 1
        for (tab, label) in zip(LibraryTab.allCases, labels) {
            x = buffer.write(label, x: x, y: row.y, style: tab == state.tab ? theme.selected : theme.body, clip: row) + gap
        }
    }

    private func renderRows(_ state: LibraryViewState, into buffer: inout Buffer, area: Rect) {
        FilmListView(theme: theme).render(state.rows.map { ($0.title, $0.details) }, selected: state.selectedRow ?? 0, into: &buffer, area: area)
    }

    private static func emptyText(_ tab: LibraryTab) -> String {
        switch tab {
        case .favourites: return "No favourites yet: swipe right on a film you love."
        case .watchlist: return "Nothing on your watchlist yet: swipe up on a film to see later."
        case .disliked: return "No dislikes yet: swipe left on a film that is not for you."
        case .seen: return "No films seen yet: import your history (filmswipe import), or mark a film seen here."
        }
    }
}

extension LibraryScreen: NoticeShowing {}
