import FilmSwipeDomain

/// What the Library presenter tells its view.
@MainActor
public protocol LibraryViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: LibraryViewState)
}

/// What the Library view reports of the player's actions.
@MainActor
public protocol LibraryViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// Show `tab`.
    func didSelectTab(_ tab: LibraryTab)
    /// Show the next tab (the first after the last).
    func didSelectNextTab()
    /// Move the highlight by `rows` (negative: up), staying within the list.
    func didMoveSelection(by rows: Int)
    /// Open the highlighted film, where its reaction can be changed or removed.
    func didTapOpen()
    /// Go back to the game.
    func didTapBack()
}

/// The Library use case.
@MainActor
public protocol LibraryInteractorInput: AnyObject {
    /// Reads every stored reaction.
    func loadLists()
}

/// What the Library interactor reports.
@MainActor
public protocol LibraryInteractorOutput: AnyObject {
    /// The stored reactions, newest first.
    func displayRecords(_ records: [ReactionRecord])
    /// The lists could not be read, for this reason; the presenter puts it into words.
    func displayError(_ error: Error)
}

/// Where the Library can send the player.
@MainActor
public protocol LibraryRouterInput: AnyObject {
    /// Opens `record`'s film to change or remove its reaction; `completion` hears the outcome.
    func openFilm(_ record: ReactionRecord, completion: @escaping DetailCompletion)
    /// Shows a titled message.
    func routeToMessage(_ message: PlayerMessage)
    /// Goes back to the game.
    func close()
}
