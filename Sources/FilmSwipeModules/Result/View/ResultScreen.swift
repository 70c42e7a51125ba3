import FilmSwipeDomain
import FilmSwipeCells

/// A titled message in a box over the screen below; Enter or Esc closes it.
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

    /// The one key binding of a message box: its footer names it, and it is what the box answers to.
    private static let ok = KeyBinding(keys: [.enter, .escape, .char(" "), .char("q")], key: "Enter", label: "OK", help: "close the message")

    private func titleStyle(_ severity: PlayerMessage.Severity) -> Style {
        switch severity {
        case .error: theme.error
        case .notice, .success: theme.title
        case .celebration: theme.celebration
        }
    }
}
