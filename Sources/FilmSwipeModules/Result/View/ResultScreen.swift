import FilmSwipeDomain
import FilmSwipeCells

/// A titled message in a box over the screen below; Enter, Esc, Space or an arrow closes it.
@MainActor
public final class ResultScreen: Screen, ResultViewInput {
    private let output: ResultViewOutput
    private let theme: Theme
    private var state: ResultViewState?

    /// A dialog reporting to `output`, drawn with `theme`.
    public init(output: ResultViewOutput, theme: Theme) {
        self.output = output
        self.theme = theme
    }

    public var isOpaque: Bool { false }

    public var legend: [KeyBinding] { [Self.ok] }

    public func display(_ state: ResultViewState) {
        self.state = state
    }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event, Self.ok.matches(key) else { return }
        output.didTapOK()
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        guard let state else { return }
        let message = state.message
        DialogView(theme: theme).render(
            title: message.title, titleStyle: titleStyle(message.severity),
            lines: [(message.body, theme.body)], footer: "[ OK ]  \(Self.ok.key)", into: &buffer, area: area, maxWidth: 56
        )
    }

    /// The one key binding of a message box: its footer names it, and it is what the box answers to. An arrow closes it
    /// too: a player swiping on finds the box gone, and the arrow goes no further (the card under it stays).
    static let ok = KeyBinding(
        keys: [.enter, .escape, .char(" "), .char("q"), .left, .right, .up, .down], key: "Enter", label: "OK", helpKeys: "Enter, Esc, Space or an arrow",
        help: "close the message"
    )

    private func titleStyle(_ severity: PlayerMessage.Severity) -> Style {
        switch severity {
        case .error: theme.error
        case .notice, .success, .info: theme.title
        case .celebration: theme.celebration
        }
    }
}
