import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeText

/// The final round alone: two cards side by side, the player picking the one they would rather watch until one film is
/// left, which is then shown with the runner-up and where to watch it.
@MainActor
public final class TonightScreen: Screen, TonightViewInput {
    /// The widest a card of a pair grows: two of them and the gap fit a 130-column terminal, and a wider one keeps them
    /// readable rather than stretched.
    static let pairCardMaxWidth = 60

    private let output: TonightViewOutput
    private let theme: Theme
    private var presented: PresentedState<TonightViewState>
    private var state: TonightViewState? { presented.current }
    private var cover: Screen?

    /// A screen reporting to `output`, drawn with `theme`; each state it is given goes to `changes`, so the run loop
    /// draws it.
    public init(output: TonightViewOutput, theme: Theme, changes: ScreenChanges = ScreenChanges()) {
        self.output = output
        self.theme = theme
        presented = PresentedState(changes: changes)
    }

    public func display(_ state: TonightViewState) {
        presented.present(state)
    }

    public func setCovered(by cover: Screen?) {
        self.cover = cover
    }

    public var legend: [KeyBinding] { keyMap.bindings.filter(\.isInLegend) }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event else { return }
        keyMap.action(for: key)?()
    }

    // The keys of what is on screen: a pair's, a pair's while knocking out, or the film chosen's.
    private var keyMap: KeyMap<() -> Void> {
        let g = theme.glyphs
        let quit = (KeyBinding(keys: [.char("q")], key: "q", label: "quit", help: "leave; nothing is chosen before the last pair"), { [output] in output.didTapQuit() })
        switch state {
        case let .pair(pair) where pair.isKnockingOut:
            return KeyMap([
                (KeyBinding(keys: [.left, .char("h")], key: g.arrowLeft, label: "out", help: "knock the left film out"), { [output] in output.didChoose(.left) }),
                (KeyBinding(keys: [.right, .char("l")], key: g.arrowRight, label: "out", help: "knock the right film out"), { [output] in output.didChoose(.right) }),
                (KeyBinding(keys: [.escape, .char("x")], key: "Esc", label: "keep both", short: "keep", help: "knock neither out"), { [output] in output.didTapCancel() }),
                quit,
            ])
        case let .pair(pair):
            return KeyMap([
                (KeyBinding(keys: [.left, .char("h")], key: g.arrowLeft, label: "this one", short: "left", help: "the left film"), { [output] in output.didChoose(.left) }),
                (KeyBinding(keys: [.right, .char("l")], key: g.arrowRight, label: "that one", short: "right", help: "the right film"), { [output] in output.didChoose(.right) }),
                (KeyBinding(keys: [.char("x")], key: "x", label: "knock out", short: "out", help: "knock a film out: it ranks below every other"),
                 { [output] in output.didTapKnockOut() }),
                (KeyBinding(keys: [.char("u")], key: "u", label: "back", help: "take the last answer back").enabled(when: pair.canTakeBack), { [output] in output.didTapTakeBack() }),
                quit,
            ])
        case .decided:
            return KeyMap([
                (KeyBinding(keys: [.enter, .char("q"), .escape], key: "Enter", label: "done", help: "leave"), { [output] in output.didTapDone() }),
            ])
        case .starting, nil:
            return KeyMap([quit])
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let header = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.write(" FilmSwipe \(theme.glyphs.separator) Tonight", x: header.x, y: header.y, style: theme.title, clip: header)
        let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 2))
        switch state {
        case let .pair(pair):
            let progress = pair.progress + " "
            buffer.write(progress, x: header.maxX - DisplayWidth.of(progress), y: header.y, style: theme.muted, clip: header)
            if let note = pair.resumedNote {
                // After the title, where it fits beside the progress; a terminal too narrow leaves it out.
                let title = DisplayWidth.of(" FilmSwipe \(theme.glyphs.separator) Tonight")
                let text = " \(theme.glyphs.separator) \(note)"
                if title + DisplayWidth.of(text) + DisplayWidth.of(progress) + 1 <= header.width {
                    buffer.write(text, x: header.x + title, y: header.y, style: theme.key, clip: header)
                }
            }
            renderPair(pair, into: &buffer, area: body)
        case let .decided(decision):
            renderDecision(decision, into: &buffer, area: body)
        case .starting, nil:
            buffer.writeCentred("Dealing tonight's films\(theme.glyphs.ellipsis)", in: body, y: body.y + body.height / 2, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
        }
        let legendRow = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
        MainLegendView(theme: theme).render(items: cover?.legend ?? legend, kept: 1, into: &buffer, row: legendRow)
    }

    private func renderPair(_ pair: TonightPairViewData, into buffer: inout Buffer, area: Rect) {
        let glyphs = theme.glyphs
        let prompt = pair.isKnockingOut
            ? " Knock out which? \(glyphs.arrowLeft) the left, \(glyphs.arrowRight) the right"
            : " \(pair.stage): which would you rather watch tonight?"
        buffer.write(TextLayout.truncate(prompt, width: area.width, ellipsis: glyphs.ellipsis), x: area.x, y: area.y,
                     style: pair.isKnockingOut ? theme.error : theme.key, clip: area)
        // The cards under the prompt, a blank row kept above the legend.
        let cards = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 2)
        let gap = 4
        let width = min((cards.width - gap) / 2, Self.pairCardMaxWidth)
        // As tall as the game's card: a pair of films reads as two of its cards.
        let height = min(cards.height, max(CardMetrics.compactSize.height, cards.height * 2 / 3), CardMetrics.maxSize.height)
        guard width >= 8, height >= 4 else { return }
        let x = cards.x + (cards.width - 2 * width - gap) / 2
        let y = cards.y + (cards.height - height) / 2
        let left = Rect(x: x, y: y, width: width, height: height)
        let right = Rect(x: x + width + gap, y: y, width: width, height: height)
        let view = FilmCardView(theme: theme)
        view.renderTop(pair.left, hint: .none, into: &buffer, frame: left, clip: area)
        view.renderTop(pair.right, hint: .none, into: &buffer, frame: right, clip: area)
        buffer.write("or", x: left.maxX + 1, y: y + height / 2, style: theme.muted, clip: area)
        if pair.isKnockingOut {
            buffer.write(" \(glyphs.arrowLeft) OUT? ", x: left.x + 2, y: left.y, style: theme.dislike, clip: area)
            buffer.write(" OUT? \(glyphs.arrowRight) ", x: right.maxX - 2 - 8, y: right.y, style: theme.dislike, clip: area)
        }
    }

    private func renderDecision(_ decision: TonightDecisionViewData, into buffer: inout Buffer, area: Rect) {
        let glyphs = theme.glyphs
        buffer.write(" " + TextLayout.truncate(decision.headline, width: area.width - 2, ellipsis: glyphs.ellipsis), x: area.x, y: area.y,
                     style: theme.celebration, clip: area)
        let keeping = switch decision.keeping {
        case .keeping: "Keeping it\(glyphs.ellipsis)"
        case .kept: "Kept: `filmswipe tonight --history` lists it."
        case .notKept: "Not kept: see the message."
        }
        var lines: [(String, Style)] = []
        if let runnerUp = decision.runnerUp { lines.append((runnerUp, theme.body)) }
        lines += decision.whereToWatch.map { (glyphs.adapt($0), $0 == FilmAvailability.attribution ? theme.muted : theme.availability) }
        lines.append(([decision.among, decision.tieBreak].compactMap { $0 }.joined(separator: glyphs.adapt(" · ")), theme.muted))
        lines.append((keeping, decision.keeping == .notKept ? theme.error : theme.muted))
        // The card takes the rows the lines under it leave, a blank row above the legend; lines give way first in a
        // short terminal, the card keeping room for its title. Card and lines sit in the middle of the rows left.
        let room = area.height - 2
        let shown = max(0, min(lines.count, room - 6))
        let size = CardMetrics.cardSize(in: Rect(x: area.x, y: area.y, width: area.width, height: room - shown + 2))
        let height = min(size.height, room - shown)
        guard height >= 3, size.width >= 8 else { return }
        let top = area.y + 1 + (room - height - shown) / 2
        let frame = Rect(x: area.x + (area.width - size.width) / 2, y: top, width: size.width, height: height)
        FilmCardView(theme: theme).renderTop(decision.card, hint: .none, into: &buffer, frame: frame, clip: area)
        buffer.write(" TONIGHT ", x: frame.x + 2, y: frame.y, style: theme.favourite, clip: area)
        let text = Rect(x: frame.x + 1, y: frame.maxY, width: frame.width - 2, height: shown)
        for (index, line) in lines.prefix(shown).enumerated() {
            buffer.write(TextLayout.truncate(line.0, width: text.width, ellipsis: glyphs.ellipsis), x: text.x, y: text.y + index, style: line.1, clip: area)
        }
    }
}
