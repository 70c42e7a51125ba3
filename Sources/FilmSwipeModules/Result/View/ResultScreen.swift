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
        switch event {
        case .key(.enter), .key(.escape), .key(.char(" ")), .key(.char("q")): output.didTapOK()
        default: break
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        guard let state else { return }
        let message = state.message
        DialogView(theme: theme).render(
            title: message.title, titleStyle: titleStyle(message.severity),
            lines: [(message.body, theme.body)], footer: "[ OK ]  Enter", into: &buffer, area: area, maxWidth: 56
        )
    }

    private func titleStyle(_ severity: PlayerMessage.Severity) -> Style {
        switch severity {
        case .error: theme.error
        case .notice, .success: theme.title
        case .celebration: theme.celebration
        }
    }
}
