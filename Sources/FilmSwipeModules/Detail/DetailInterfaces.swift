import FilmSwipeDomain

/// How a Detail module reports back: the saved reaction or the error, and what the reaction had become
/// elsewhere meanwhile (nil when nothing had changed it).
public typealias DetailCompletion = (Result<UserReaction, Error>, _ changedElsewhere: UserReaction?) -> Void

/// What the Detail presenter tells its view.
@MainActor
public protocol DetailViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: DetailViewState)
}

/// What the Detail view reports of the player's actions.
@MainActor
public protocol DetailViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// Highlight the choice to the left.
    func didSelectPrevious()
    /// Highlight the choice to the right.
    func didSelectNext()
    /// Save the highlighted choice.
    func didTapSave()
    /// Leave without changing anything.
    func didTapBack()
    /// Open the film's page at its source in the browser.
    func didTapOpenPage()
}

/// The Detail use case.
@MainActor
public protocol DetailInteractorInput: AnyObject {
    /// Changes `film`'s reaction from `old` to `new` as one operation.
    func changeReaction(of film: Film, from old: UserReaction, to new: UserReaction)
    /// Looks up the facts `film` lacks (a film from the lists is the store's snapshot); reports them when there are any.
    func lookUpFacts(of film: Film)
    /// Opens `url` in the player's browser, where there is a way to.
    func openPage(_ url: String)
}

/// What the Detail interactor reports.
@MainActor
public protocol DetailInteractorOutput: AnyObject {
    /// The change is stored. `changedElsewhere` is what the film's reaction had become meanwhile (in the
    /// Library or another game) when it was not the reaction the change started from; the change was made over it.
    func didChangeReaction(to reaction: UserReaction, changedElsewhere: UserReaction?)
    /// The change failed; the old reaction stands.
    func didFailToChangeReaction(_ error: Error)
    /// `film` with the facts found for it, fuller than the film shown.
    func didFindFacts(_ film: Film)
    /// `url` was handed to the browser (`opened`), or there is no browser to hand it to.
    func didOpenPage(_ url: String, opened: Bool)
}

/// Where Detail can send the player.
@MainActor
public protocol DetailRouterInput: AnyObject {
    /// Closes Detail and reports `result` to the module that opened it, with what the reaction had become
    /// elsewhere meanwhile, if it had.
    func finish(with result: Result<UserReaction, Error>, changedElsewhere: UserReaction?)
    /// Closes Detail without a result.
    func close()
}
