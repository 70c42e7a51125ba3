/// What the Result presenter tells its view.
@MainActor
public protocol ResultViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: ResultViewState)
}

/// What the Result view reports.
@MainActor
public protocol ResultViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// The player acknowledged the message.
    func didTapOK()
}

/// Where Result can send the player.
@MainActor
public protocol ResultRouterInput: AnyObject {
    /// Closes the dialog.
    func close()
}
