/// Asks one question until the player answers it with one of its options' keys. Choice has no use cases, so no
/// interactor: what an answer does is its option's own.
@MainActor
public final class ChoicePresenter: ChoiceViewOutput {
    public weak var viewInput: ChoiceViewInput?

    private let routerInput: ChoiceRouterInput
    private let title: String
    private let body: String
    private let options: [ChoiceOption]

    /// A presenter asking `body`, titled `title`, answered by one of `options`.
    public init(title: String, body: String, options: [ChoiceOption], routerInput: ChoiceRouterInput) {
        self.title = title
        self.body = body
        self.options = options
        self.routerInput = routerInput
    }

    public func viewDidLoad() {
        viewInput?.display(ChoiceViewState(title: title, body: body, options: options.map(\.binding)))
    }

    // Closed first, so what the answer does (leaving the game, another dialog) happens on the screen below.
    public func didChoose(_ index: Int) {
        guard options.indices.contains(index) else { return }
        routerInput.close()
        options[index].action()
    }
}
