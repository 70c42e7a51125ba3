import FilmSwipeDomain

/// What the Main presenter tells its view.
@MainActor
public protocol MainViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: MainViewState)
}

/// What the Main view reports of the player's actions.
@MainActor
public protocol MainViewOutput: AnyObject {
    /// The top card moved `rate` (0…1) of the way to committing `direction`.
    func swipeDidMove(direction: UserReaction, rate: Double)
    /// The player let go of the top card at `rate` towards `direction`.
    func swipeDidEnd(direction: UserReaction, rate: Double)
    /// The player asked to redo the last reaction.
    func didTapRedo()
    /// The player asked to take back the last reaction.
    func didTapUndo()
    /// The player asked for their lists.
    func didTapLibrary()
    /// The player asked to change what is dealt.
    func didTapFilters()
    /// The player asked to find a film by its title.
    func didTapSearch()
    /// The player asked for the matches found so far (a party game).
    func didTapMatches()
    /// The player asked the room to pick a film for it at random (a party game).
    func didTapDecide()
    /// The player asked for the room's link and QR code, to join from a phone (a party game).
    func didTapInvite()
    /// The player opened the top card's details.
    func didTapCard()
    /// The player closed the top card's details.
    func didDismissCard()
    /// The player asked to try loading again after an error.
    func didTapRetry()
    /// The player asked to quit.
    func didTapQuit()
    /// The view is on screen and ready for its first state.
    func readyForInitState()
    /// The cards show again after a screen over them closed (the lists, a dialog), where reactions may have changed.
    func didReturnToCards()
    /// The top card now draws a poster in `size` (nil: the card has no room for one), after a resize or at the start.
    func posterSizeDidChange(_ size: PosterSize?)
    /// The open details now draw their larger poster in `size` (nil: no room for one), when they open or after a resize.
    func detailsPosterSizeDidChange(_ size: PosterSize?)
}

/// The Main use cases.
@MainActor
public protocol MainInteractorInput: AnyObject {
    /// Loads the next films to deal; reports through the output. One load at a time.
    func loadData()
    /// Records `reaction` to the film `id`, dealt by this interactor.
    func saveReaction(id: FilmID, reaction: UserReaction)
    /// Takes back the newest stored reaction; reports the film to deal again.
    func undoLastReaction()
    /// Deals only films passing `filter` from now on, paging again from the start.
    func changeFilter(_ filter: RecommendationFilter)
    /// Takes `film`, which the player found, into the deck: it can be reacted to like any film dealt.
    func addToDeck(_ film: Film)
    /// Reports how many films have a reaction in the store, after the writes under way.
    func refreshTotal()
    /// Reports the newest reaction in the store, from this game or an earlier one: what redo and undo start from.
    func loadNewest()
    /// Deals `waiting` (the cards still on the deck, next first) again once the reactions under way are in, so the next
    /// card answers the last reaction; reports the films dealt in their places.
    func redeal(_ waiting: [Film])
}

/// What the Main interactor reports.
@MainActor
public protocol MainInteractorOutput: AnyObject {
    /// Films to deal, none already reacted to or dealt before.
    func displayNewData(data: [Film])
    /// A use case failed; the error says which and why, and only the presenter puts it into words.
    func displayError(_ error: MainError)
    /// There are no more films to deal.
    func displayDataEnd()
    /// The reaction to the film `id` is committed: the card may go.
    func displaySaved(id: FilmID)
    /// The newest change was taken back as `undo` says; `newest` is now the newest reaction made in the game, if any.
    func displayUndone(_ undo: ReactionUndo, newest: ReactionRecord?)
    /// There was no reaction to take back.
    func displayNothingToUndo()
    /// How many films have a reaction in the store, from this game and every earlier one.
    func displayReactionTotal(_ total: Int)
    /// The newest reaction in the store as the game starts (nil: none yet), to redo or undo.
    func displayNewest(_ record: ReactionRecord?)
    /// `films` take the places of the cards `waiting` named, in order: the deck dealt again after a reaction.
    func displayRedealt(_ films: [Film], replacing waiting: [FilmID])
    /// `film`, taken into the deck, with the facts looked up for it since.
    func displayFacts(of film: Film)
    /// The new filter is in force: the films dealt before it are to be dropped.
    func displayFilterApplied()
    /// The source cannot filter.
    func displayFilterUnsupported()
    /// Whether the films now dealt are a copy the source kept because it cannot be reached.
    func displayOffline(_ isOffline: Bool)
}

/// Where Main can send the player.
@MainActor
public protocol MainRouterInput: AnyObject {
    /// Opens Detail to redo `reaction` to `film`.
    func didTapRedo(film: FilmCardViewData, reaction: UserReaction)
    /// Tells the player `message`: the router decides how (a success on a line that needs no key, an error or a
    /// notice in a dialog).
    func routeToMessage(_ message: PlayerMessage)
    /// Leaves the game; the host of a party room is first asked whether to end the room for everyone or only leave it.
    func routeToQuit()
    /// Leaves the game at once.
    func routeToExit()
    /// Asks the party room to pick a film for it at random.
    func routeToDecision()
    /// Shows the party room's link and QR code.
    func routeToInvite()
    /// Closes whatever is over the game and shows `message`, the last word of a game that ends (a party room's end).
    func routeToEnding(_ message: PlayerMessage)
    /// Opens the lists of reactions.
    func routeToLibrary()
    /// Opens the filters, showing `filter`.
    func routeToFilters(filter: RecommendationFilter)
    /// Opens the search.
    func routeToSearch()
}

/// What comes back to Main from the modules it opened.
@MainActor
public protocol MainRouterOutput: AnyObject {
    /// Detail's outcome: the new reaction, or why it could not be saved.
    func didReceiveResult(_ result: Result<UserReaction, Error>)
    /// Detail's outcome, made over `changedElsewhere`: what the reaction had become meanwhile in the Library
    /// or another game (nil when it had not changed).
    func didReceiveResult(_ result: Result<UserReaction, Error>, changedElsewhere: UserReaction?)
    /// The filters the player chose.
    func didChangeFilter(_ filter: RecommendationFilter)
    /// The film the player found and opened: it goes on top of the deck.
    func didPickFilm(_ film: Film)
}

/// What other code may ask of a Main module.
@MainActor
public protocol MainModuleInput: AnyObject, Sendable {
    /// Shows the first-run welcome with the keys.
    func showWelcome()
    /// The filter the game started with, shown when the player opens the filters.
    func useFilter(_ filter: RecommendationFilter)
    /// Tells the player something the game learnt in the background (rejected account credentials, a party's match) in
    /// a dialog over the game, styled by its severity.
    func show(_ message: PlayerMessage)
    /// Shows `lines` under the header (a party room's code and members); empty lines hide it.
    func showStatus(_ lines: [String])
    /// The matches found so far, one a line, that `m` shows; nil for a game that has none to show.
    func setMatches(_ lines: [String]?)
    /// Replaces the reason line of `film`'s card while it is in the deck (how many of a party room have swiped it).
    func updateReason(of film: FilmID, to reason: String)
    /// Gives `film`'s card, while it is in the deck, the facts of `film`, found after it was dealt (what its fans also
    /// liked, once the similarity model is built); the card keeps its reason line.
    func updateFacts(of film: Film)
    /// Deals `film` on top, as a film found with the search is (a party member's suggestion); a card the player is
    /// swiping or reading keeps its place, and `film` comes right after it.
    func dealOnTop(_ film: Film)
    /// Shows `text` over the cards (the countdown to a party room's pick), replacing what it showed; nil takes it away.
    func showCountdown(_ text: String?)
    /// Shows `message` (how a party room ended), and ends the game once the player has read it.
    func finish(with message: PlayerMessage)
}
