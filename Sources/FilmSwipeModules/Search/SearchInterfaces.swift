import FilmSwipeDomain

/// What the Search presenter tells its view.
@MainActor
public protocol SearchViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: SearchViewState)
}

/// What the Search view reports of the player's actions.
@MainActor
public protocol SearchViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// The player typed `text` at the end of the query.
    func didType(_ text: String)
    /// The player deleted the query's last character.
    func didDeleteBackward()
    /// Move the highlight by `rows` (negative: up), staying within the results.
    func didMoveSelection(by rows: Int)
    /// Open the highlighted film's card.
    func didTapOpen()
    /// Go back to the deck as it was.
    func didTapBack()
}

/// The Search use case.
@MainActor
public protocol SearchInteractorInput: AnyObject {
    /// Looks for films matching `query`; a newer search replaces one under way.
    func search(_ query: String)
}

/// What the Search interactor reports.
@MainActor
public protocol SearchInteractorOutput: AnyObject {
    /// The films matching `query`, best-known first.
    func displayResults(_ films: [Film], for query: String)
    /// The player's reaction to each film reacted to, for marking the films found.
    func displayReactions(_ reactions: [FilmID: UserReaction])
    /// The player's reactions could not be read, for this reason: the films found are not marked.
    func displayReactionsUnread(_ error: Error)
    /// The search could not be made, for this reason; the presenter puts it into words.
    func displayError(_ error: Error)
}

/// Where Search can send the player.
@MainActor
public protocol SearchRouterInput: AnyObject {
    /// Closes Search and hands `film` to the module that opened it.
    func finish(with film: Film)
    /// Closes Search without a film.
    func close()
}
