/// What the Choice presenter tells its view.
@MainActor
public protocol ChoiceViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: ChoiceViewState)
}

/// What the Choice view reports.
@MainActor
public protocol ChoiceViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// The player chose the option at `index`.
    func didChoose(_ index: Int)
}

/// Where Choice can send the player.
@MainActor
public protocol ChoiceRouterInput: AnyObject {
    /// Closes the dialog.
    func close()
}
