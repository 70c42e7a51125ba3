import FilmSwipeDomain

/// Turns the player's swipes and the interactor's films into `MainViewState`s; owns the deck.
@MainActor
public final class MainPresenter {
    /// The texts Main shows.
    public enum Const {
        public static let errorTitle = "Error"
        public static let errorDescr = "Something went wrong..."
        public static let dataEndText = "Seems like the end of the recommendations"
        public static let successTitle = "Success"
        public static let successDescr = "Successfully updated"
        /// What a redo did, named: "Heat is now disliked."
        public static func successText(title: String, reaction: UserReaction) -> String {
            switch reaction {
            case .favourite: "\(title) is now a favourite."
            case .watchlist: "\(title) is now on your watchlist."
            case .dislike: "\(title) is now disliked."
            case .seen: "\(title) is now among the films you have seen."
            case .none: "\(title) is off your lists."
            }
        }
        /// What a reaction had become meanwhile, elsewhere: "Heat had been changed elsewhere (now disliked)."
        public static func changedElsewhereText(title: String, reaction: UserReaction) -> String {
            let now = switch reaction {
            case .favourite: "a favourite"
            case .watchlist: "on your watchlist"
            case .dislike: "disliked"
            case .seen: "marked seen"
            case .none: "off your lists"
            }
            return "\(title) had been changed elsewhere (it was \(now))."
        }
        public static let matchesTitle = "Matches"
        public static let noMatchesText = "No match yet: a film is a match once everyone in the room has swiped it right or up."
        public static let undoneTitle = "Undone"
        public static let nothingToUndoText = "There is no reaction to take back."
        public static let filtersTitle = "Filters"
        public static let filtersUnsupportedText = "Filters choose from the bundled catalogue's recommendations; this catalogue is dealt in its own order."
        public static let welcomeText = "Swipe right to favourite, left to dislike, up for your watchlist. Press ? for every key."
        /// Cards on show at once.
        public static let visibleCards = 3
        /// The swipe rate from which a swipe commits.
        public static let commitRate = 0.25
    }

    public weak var viewInput: MainViewInput?
    /// The film reacted to last and the reaction, for redo.
    public private(set) var lastReactedFilm: (film: FilmCardViewData, reaction: UserReaction)?

    private let routerInput: MainRouterInput
    private let interactorInput: MainInteractorInput
    private var deck: [FilmCardViewData] = []
    private var dealtIDs: Set<FilmID> = []
    private var isOffline = false
    private var isLoading = false
    /// Reactions this game committed, less those taken back: the header's count.
    private var swipedCount = 0
    /// Whether the first-run welcome may still be on screen.
    private var isWelcomeShown = false
    /// Whether the welcome waits for the first cards, so that a swipe key pressed at it swipes one.
    private var isWelcomeWaiting = false
    /// The matches `m` lists; nil when the game has none to show (not a party game).
    private var matches: [String]?
    /// Whether loading failed with nothing to show, so a welcome would only cover the error.
    private var isFailing = false
    private var reachedEnd = false
    /// What the player asked to be dealt.
    public private(set) var filter = RecommendationFilter.none
    /// The reaction being committed; its card stays on top until the store has it.
    private var pendingSave: (id: FilmID, previous: (film: FilmCardViewData, reaction: UserReaction)?)?
    /// What the player did while a reaction was being committed, done once it is.
    private var waitingActions: [WaitingAction] = []

    private enum WaitingAction {
        case move(UserReaction, Double)
        case end(UserReaction, Double)
        case quit
        case library
        case filter(RecommendationFilter)
        case pick(Film)
    }

    /// A presenter that routes through `routerInput` and loads through `interactorInput`.
    public init(routerInput: MainRouterInput, interactorInput: MainInteractorInput) {
        self.routerInput = routerInput
        self.interactorInput = interactorInput
    }

    private var visibleCards: [FilmCardViewData] { Array(deck.prefix(Const.visibleCards)) }

    private func show(_ state: MainViewState) {
        viewInput?.display(state)
    }

    // Deals more while the deck is low, one load at a time, never after the last page.
    private func loadMoreIfNeeded() {
        guard deck.count <= Const.visibleCards, !isLoading, !reachedEnd else { return }
        isLoading = true
        interactorInput.loadData()
    }

    private func showDeckOrWhyEmpty() {
        if !deck.isEmpty {
            show(.newData(visibleCards))
        } else if reachedEnd {
            show(.dataEnd(Const.dataEndText))
        } else {
            show(.loading)
        }
    }
}

extension MainPresenter: MainViewOutput {
    public func readyForInitState() {
        show(.initial)
        show(.setRedoHidden(isHidden: true))
        show(.loading)
        loadMoreIfNeeded()
    }

    public func swipeDidMove(direction: UserReaction, rate: Double) {
        guard pendingSave == nil else { return waitingActions.append(.move(direction, rate)) }
        guard !deck.isEmpty else { return }
        show(.displayHint(rate >= Const.commitRate ? direction : .none))
    }

    public func swipeDidEnd(direction: UserReaction, rate: Double) {
        guard pendingSave == nil else { return waitingActions.append(.end(direction, rate)) }
        guard let top = deck.first else { return }
        guard rate >= Const.commitRate, direction != .none else {
            show(.finishGesture(.none))
            return
        }
        show(.finishGesture(direction))
        pendingSave = (top.id, lastReactedFilm)
        lastReactedFilm = (top, direction)
        show(.setRedoHidden(isHidden: false))
        // The card goes once the store has the reaction (displaySaved), so a crash loses no swipe seen taken.
        interactorInput.saveReaction(id: top.id, reaction: direction)
    }

    public func didTapRedo() {
        guard pendingSave == nil, let last = lastReactedFilm else { return }
        routerInput.didTapRedo(film: last.film, reaction: last.reaction)
    }

    public func didTapUndo() {
        guard pendingSave == nil else { return }
        interactorInput.undoLastReaction()
    }

    public func didTapLibrary() {
        // The lists are read from the store, so they wait for the reaction being committed.
        guard pendingSave == nil else { return waitingActions.append(.library) }
        routerInput.routeToLibrary()
    }

    public func didTapFilters() {
        routerInput.routeToFilters(filter: filter)
    }

    public func didTapSearch() {
        routerInput.routeToSearch()
    }

    public func didTapMatches() {
        guard let matches else { return }
        routerInput.routeToResult(title: Const.matchesTitle, message: matches.isEmpty ? Const.noMatchesText : matches.joined(separator: "\n"))
    }

    public func didTapCard() {
        guard let top = deck.first else { return }
        show(.showDetails(top))
    }

    public func didDismissCard() {
        showDeckOrWhyEmpty()
    }

    public func didTapQuit() {
        guard pendingSave == nil else { return waitingActions.append(.quit) }
        routerInput.routeToExit()
    }

    public func didTapRetry() {
        guard deck.isEmpty, !isLoading, !reachedEnd else { return }
        show(.loading)
        loadMoreIfNeeded()
    }
}

extension MainPresenter: MainInteractorOutput {
    public func displayNewData(data: [Film]) {
        isLoading = false
        isFailing = false
        let before = visibleCards
        deck += data.filter { dealtIDs.insert($0.id).inserted }.map(FilmCardViewData.init)
        if !deck.isEmpty, visibleCards != before {
            show(.newData(visibleCards))
        }
        if isWelcomeWaiting, !deck.isEmpty {
            isWelcomeWaiting = false
            showWelcome()
        }
        loadMoreIfNeeded()
    }

    public func displayError(text: String) {
        isLoading = false
        let message = text.isEmpty ? Const.errorDescr : text
        if deck.isEmpty {
            isFailing = true
            isWelcomeWaiting = false
            if isWelcomeShown {
                isWelcomeShown = false
                show(.hidePromo)
            }
            show(.error(message))
        }
        routerInput.routeToResult(title: Const.errorTitle, message: message)
    }

    public func displayDataEnd() {
        isLoading = false
        reachedEnd = true
        if deck.isEmpty {
            show(.dataEnd(Const.dataEndText))
        }
    }

    public func displayUndone(film: Film, previous: ReactionRecord?) {
        let card = FilmCardViewData(film: film)
        deck.removeAll { $0.id == film.id }
        deck.insert(card, at: 0)
        dealtIDs.insert(film.id)
        lastReactedFilm = previous.map { (FilmCardViewData(film: $0.film), $0.reaction) }
        show(.setRedoHidden(isHidden: lastReactedFilm == nil))
        show(.newData(visibleCards))
        if swipedCount > 0 {
            swipedCount -= 1
            show(.setSwipedCount(swipedCount))
        }
    }

    public func displayFilterApplied() {
        // Cards dealt under the old filter go; the deck starts again from the new one. A load asked for
        // while the filter was applied was not started, so loading starts afresh.
        isLoading = false
        deck.removeAll()
        reachedEnd = false
        show(.loading)
        loadMoreIfNeeded()
    }

    public func displayFilterUnsupported() {
        isLoading = false
        loadMoreIfNeeded()
        routerInput.routeToResult(title: Const.filtersTitle, message: Const.filtersUnsupportedText)
    }

    public func displayOffline(_ isOffline: Bool) {
        guard isOffline != self.isOffline else { return }
        self.isOffline = isOffline
        show(.setOffline(isOffline))
    }

    public func displayNothingToUndo() {
        routerInput.routeToResult(title: Const.undoneTitle, message: Const.nothingToUndoText)
    }

    public func displaySaved(id: FilmID) {
        guard let pending = pendingSave, pending.id == id else { return }
        pendingSave = nil
        deck.removeAll { $0.id == id }
        swipedCount += 1
        show(.setSwipedCount(swipedCount))
        showDeckOrWhyEmpty()
        loadMoreIfNeeded()
        let actions = waitingActions
        waitingActions = []
        for action in actions {
            switch action {
            case let .move(direction, rate): swipeDidMove(direction: direction, rate: rate)
            case let .end(direction, rate): swipeDidEnd(direction: direction, rate: rate)
            case .quit: didTapQuit()
            case .library: didTapLibrary()
            case let .filter(filter): didChangeFilter(filter)
            case let .pick(film): didPickFilm(film)
            }
        }
    }

    public func displaySaveError(text: String) {
        if let pending = pendingSave {
            // The card stays on top and the reaction before it is the one to redo again.
            pendingSave = nil
            waitingActions = []
            lastReactedFilm = pending.previous
            show(.setRedoHidden(isHidden: lastReactedFilm == nil))
            showDeckOrWhyEmpty()
        }
        routerInput.routeToResult(title: Const.errorTitle, message: text.isEmpty ? Const.errorDescr : text)
    }
}

extension MainPresenter: MainRouterOutput {
    public func didReceiveResult(_ result: Result<UserReaction, Error>) {
        didReceiveResult(result, changedElsewhere: nil)
    }

    public func didReceiveResult(_ result: Result<UserReaction, Error>, changedElsewhere: UserReaction?) {
        switch result {
        case let .success(reaction):
            guard let last = lastReactedFilm else {
                return routerInput.routeToResult(title: Const.successTitle, message: Const.successDescr)
            }
            lastReactedFilm = (last.film, reaction)
            var message = Const.successText(title: last.film.title, reaction: reaction)
            if let changedElsewhere {
                message = Const.changedElsewhereText(title: last.film.title, reaction: changedElsewhere) + " " + message
            }
            routerInput.routeToResult(title: Const.successTitle, message: message)
        case let .failure(error):
            routerInput.routeToResult(title: Const.errorTitle, message: errorMessage(for: error) ?? Const.errorDescr)
        }
    }

    public func didChangeFilter(_ filter: RecommendationFilter) {
        guard pendingSave == nil else { return waitingActions.append(.filter(filter)) }
        guard filter != self.filter else { return }
        self.filter = filter
        interactorInput.changeFilter(filter)
    }

    public func didPickFilm(_ film: Film) {
        // The card being committed goes first, so the film found is the one the next swipe reacts to.
        guard pendingSave == nil else { return waitingActions.append(.pick(film)) }
        interactorInput.addToDeck(film)
        deck.removeAll { $0.id == film.id }
        deck.insert(FilmCardViewData(film: film), at: 0)
        dealtIDs.insert(film.id)
        show(.newData(visibleCards))
    }
}

extension MainPresenter: MainModuleInput {
    public func showWelcome() {
        // A game that could not deal shows its error alone: the welcome's keys would not work.
        guard !isFailing else { return }
        guard !deck.isEmpty else {
            isWelcomeWaiting = true
            return
        }
        isWelcomeShown = true
        show(.displayPromo(Const.welcomeText))
    }

    public func useFilter(_ filter: RecommendationFilter) {
        self.filter = filter
    }

    public func showNotice(title: String, message: String) {
        routerInput.routeToResult(title: title, message: message)
    }

    public func showStatus(_ lines: [String]) {
        show(.setStatus(lines))
    }

    public func updateReason(of film: FilmID, to reason: String) {
        guard let index = deck.firstIndex(where: { $0.id == film }), deck[index].film.reason != reason else { return }
        var changed = deck[index].film
        changed.reason = reason
        deck[index] = FilmCardViewData(film: changed)
        if index < visibleCards.count { show(.newData(visibleCards)) }
    }

    public func setMatches(_ lines: [String]?) {
        if (matches == nil) != (lines == nil) { show(.setMatchesShown(lines != nil)) }
        matches = lines
    }
}
