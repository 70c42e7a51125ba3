import FilmSwipeDomain
import FilmSwipeCells
import FilmSwipeText

/// The redo screen: the film and the choices Dislike | Favourite | Watchlist.
@MainActor
public final class DetailScreen: Screen, DetailViewInput {
    private let output: DetailViewOutput
    private let theme: Theme
    private var presented: PresentedState<DetailViewState>
    private var state: DetailViewState? { presented.current }

    /// A screen reporting to `output`, drawn with `theme`.
    /// Each state it is given between the player's keys goes to `changes`, so the run loop draws it.
    public init(output: DetailViewOutput, theme: Theme, changes: ScreenChanges = ScreenChanges()) {
        self.output = output
        self.theme = theme
        presented = PresentedState(changes: changes)
    }

    // Rows Detail takes beyond the card's height for a film with people, offers and addresses to list, room allowing.
    private static let extraRows = 8

    public func display(_ state: DetailViewState) {
        presented.present(state)
    }

    // The footer shows one entry for the two choosing keys.
    private var keyMap: KeyMap<() -> Void> {
        let g = theme.glyphs
        return KeyMap([
            (KeyBinding(keys: [.left, .char("h"), .backTab], key: "\(g.arrowLeft)/\(g.arrowRight)", label: "choose", help: "the choice before"),
             { [output] in output.didSelectPrevious() }),
            (KeyBinding(keys: [.right, .char("l"), .tab], key: g.arrowRight, label: "next", help: "the choice after", inLegend: false),
             { [output] in output.didSelectNext() }),
            (KeyBinding(keys: [.enter, .char(" ")], key: "Enter", label: "save", help: "save the choice"), { [output] in output.didTapSave() }),
            (KeyBinding(keys: [.escape, .char("q")], key: "Esc", label: "back", help: "back without saving"), { [output] in output.didTapBack() }),
        ] + (state?.film.film.pageURL == nil ? [] : [
            (KeyBinding(keys: [.char("o")], key: "o", label: "open page", help: "open the film's page in the browser"), { [output] in output.didTapOpenPage() }),
        ]))
    }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event else { return }
        keyMap.action(for: key)?()
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        guard let state else { return }
        let glyphs = theme.glyphs
        // As wide as the card, and as tall when the terminal has the rows; never shorter than the choices need.
        let size = CardMetrics.cardSize(in: area)
        // Taller than the card where the terminal has the rows: Detail lists the people, offers and addresses in full.
        let hasLists = !(state.film.peopleLines.isEmpty && state.film.availabilityLines.isEmpty && state.film.links.isEmpty)
        let frame = area.centred(width: size.width, height: min(area.height, max(16, size.height + (hasLists ? Self.extraRows : 0))))
        buffer.drawBox(frame, style: theme.frame, glyphs: glyphs, clip: area)
        let inner = frame.insetBy(dx: 2, dy: 1)
        buffer.writeCentred("Change your reaction", in: inner, y: inner.y, style: theme.muted, ellipsis: glyphs.ellipsis)
        var y = inner.y + 2
        let card = state.film
        let titleLines = TextLayout.wrap(card.title, width: inner.width, maxLines: 2, ellipsis: glyphs.ellipsis)
        for line in titleLines {
            buffer.write(line, x: inner.x, y: y, style: theme.title, clip: inner)
            y += 1
        }
        // The rating line as on the card, unless the dialog is so short it would leave no room for the logline.
        let heads = [(card.facts, theme.facts)] + (inner.height >= 12 ? [(card.rating, theme.rating)] : [])
        for (text, style) in heads where !text.isEmpty {
            buffer.write(TextLayout.truncate(glyphs.adapt(text), width: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: y, style: style, clip: inner)
            y += 1
        }
        // The card's body (logline, fans also liked, spread, IMDb line) in the rows above the choices.
        let body = Rect(x: inner.x, y: y + 1, width: inner.width, height: inner.maxY - 4 - (y + 1))
        if !body.isEmpty {
            FilmFactsBody(theme: theme, detailed: true).render(card, into: &buffer, area: body, gap: body.height >= 8 ? 1 : 0, clip: inner)
        }
        renderChoices(state, into: &buffer, row: inner.maxY - 3, inner: inner)
        let status = state.isSaving ? "Saving\(glyphs.ellipsis)" : (Self.notice(state, width: inner.width) ?? (state.canSave ? "Enter saves" : "This is your reaction now"))
        buffer.writeCentred(status, in: inner, y: inner.maxY - 2, style: state.canSave || state.notice != nil ? theme.key : theme.muted,
                            ellipsis: glyphs.ellipsis)
        buffer.writeCentred(keyMap.footer(separator: glyphs.separator),
                            in: inner, y: inner.maxY - 1, style: theme.muted, ellipsis: glyphs.ellipsis)
    }

    // The notice with its address; the address alone where both do not fit, as it is what the player needs to copy.
    private static func notice(_ state: DetailViewState, width: Int) -> String? {
        guard let notice = state.notice else { return nil }
        guard let address = state.noticeAddress else { return notice }
        let both = notice + " " + address
        return DisplayWidth.of(both) <= width ? both : address
    }

    private func renderChoices(_ state: DetailViewState, into buffer: inout Buffer, row y: Int, inner: Rect) {
        let labels = state.choices.map { choice -> String in
            let name = Self.label(choice)
            return choice == state.current && choice != .none ? "\(name) (now)" : name
        }
        let shown = Self.visibleChoices(widths: labels.map { DisplayWidth.of($0) + 4 }, selected: state.choices.firstIndex(of: state.selected) ?? 0,
                                        width: inner.width + 2)
        let total = shown.reduce(0) { $0 + DisplayWidth.of(labels[$1]) + 4 } - 2
        var x = inner.x + max(0, (inner.width - total) / 2)
        if shown.lowerBound > 0 { buffer.write(theme.glyphs.arrowLeft, x: inner.x, y: y, style: theme.muted, clip: inner) }
        for index in shown {
            let choice = state.choices[index]
            let style = choice == state.selected ? style(for: choice) : theme.body
            x = buffer.write(" \(labels[index]) ", x: x, y: y, style: style, clip: inner) + 2
        }
        if shown.upperBound < labels.count { buffer.write(theme.glyphs.arrowRight, x: inner.maxX - 1, y: y, style: theme.muted, clip: inner) }
    }

    /// The choices that fit `width` (each taking `widths[i]`), always with the selected one: all of them when they
    /// fit, else as many as fit around the selection, so a narrow dialog never hides the choice being made.
    static func visibleChoices(widths: [Int], selected: Int, width: Int) -> Range<Int> {
        guard widths.reduce(0, +) > width else { return 0..<widths.count }
        // Room for the arrows that say more choices lie to either side.
        let room = width - 4
        var range = selected..<(selected + 1)
        var used = widths[selected]
        while true {
            if range.upperBound < widths.count, used + widths[range.upperBound] <= room {
                used += widths[range.upperBound]
                range = range.lowerBound..<(range.upperBound + 1)
            } else if range.lowerBound > 0, used + widths[range.lowerBound - 1] <= room {
                used += widths[range.lowerBound - 1]
                range = (range.lowerBound - 1)..<range.upperBound
            } else {
                return range
            }
        }
    }

    private func style(for choice: UserReaction) -> Style {
        switch choice {
        case .favourite: return theme.favourite
        case .dislike: return theme.dislike
        case .watchlist: return theme.watchlist
        case .seen, .none: return theme.selected
        }
    }

    /// The name a choice is shown by.
    static func label(_ reaction: UserReaction) -> String {
        switch reaction {
        case .dislike: return "Dislike"
        case .favourite: return "Favourite"
        case .watchlist: return "Watchlist"
        case .seen: return "Seen"
        case .none: return "Remove"
        }
    }
}
