import FilmSwipeCells

/// A titled question in a box over the screen below, each answer on a line of its own under it with its key; only
/// those keys do anything.
@MainActor
public final class ChoiceScreen: Screen, ChoiceViewInput {
    private let output: ChoiceViewOutput
    private let theme: Theme
    private var state: ChoiceViewState?

    /// A dialog reporting to `output`, drawn with `theme`.
    public init(output: ChoiceViewOutput, theme: Theme) {
        self.output = output
        self.theme = theme
    }

    public var isOpaque: Bool { false }

    public var legend: [KeyBinding] { state?.options ?? [] }

    public func display(_ state: ChoiceViewState) {
        self.state = state
    }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event, let index = state?.options.firstIndex(where: { $0.matches(key) }) else { return }
        output.didChoose(index)
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        guard let state else { return }
        let answers = state.options.map { ("\($0.key)  \($0.help)", theme.key) }
        DialogView(theme: theme).render(
            title: state.title, lines: [(state.body, theme.body), ("", theme.body)] + answers,
            footer: state.options.map { "\($0.key) \($0.label)" }.joined(separator: " · "), into: &buffer, area: area, maxWidth: 56
        )
    }
}
