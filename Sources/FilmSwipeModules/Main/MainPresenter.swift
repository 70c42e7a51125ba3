import FilmSwipeCells
import FilmSwipeDomain

/// Turns the player's swipes and the interactor's films into `MainViewState`s; owns the deck.
///
/// Its state is written down as named phases: the film supply (`MainSupplyPhase`), the first-run welcome
/// (`MainWelcomePhase`) and the reaction being committed (`MainPendingSave`); the rest is data (the deck, counts).
@MainActor
public final class MainPresenter {
    /// The texts Main shows, by the design's names; the words themselves live in `PlayerText`.
    public enum Const {
        public static let errorTitle = PlayerText.errorTitle
        public static let errorDescr = PlayerText.errorDescr
        public static let dataEndText = PlayerText.dataEndText
        public static let successTitle = PlayerText.successTitle
        public static let successDescr = PlayerText.successDescr
        public static let matchesTitle = PlayerText.matchesTitle
        public static let noMatchesText = PlayerText.noMatchesText
        public static let nothingToUndoText = PlayerText.nothingToUndoText
        public static let filtersUnsupportedText = PlayerText.filtersUnsupportedText
        public static let welcomeText = PlayerText.welcomeText
    }

    public weak var viewInput: MainViewInput?
    /// The film reacted to last and the reaction, for redo.
    public private(set) var lastReactedFilm: MainReactedFilm?
    /// What is being done about the film supply.
    private(set) var supply = MainSupplyPhase.ready
    /// Where the first-run welcome stands.
    private(set) var welcome = MainWelcomePhase.hidden
    /// The reaction being committed, and what waits for it; nil when none is.
    private(set) var pendingSave: MainPendingSave?
    /// What the player asked to be dealt.
    public private(set) var filter = RecommendationFilter.none

    private let routerInput: MainRouterInput
    private let interactorInput: MainInteractorInput
    private var deck: [FilmCardViewData] = []
    private var dealtIDs: Set<FilmID> = []
    private var isOffline = false
    /// The swipes this game committed and not taken back, oldest first: an undo of one of them lowers the count.
    private var swipes: [(id: FilmID, reaction: UserReaction)] = []
    /// Reactions this game committed, less those taken back: the header's count.
    private var swipedCount: Int { swipes.count }
    /// How many films have a reaction in the store, as last reported; nil before the first report.
    private var reactionTotal: Int?
    /// The filter in force as the header last showed it; nil for none.
    private var filterShown: String?
    /// The matches `m` lists; nil when the game has none to show (not a party game).
    private var matches: [String]?
    /// Whether the player is moving the top card, or reading its details: a film dealt from elsewhere (a party
    /// member's suggestion) then goes under it, so a swipe never lands on a card that slid in beneath the player.
    private var isTopMoving = false
    private var isReadingTop = false
    /// Where posters come from; nil for a game without them.
    var posterInput: MainPosterInput?
    /// The cells the top card draws its poster in, as the view last said; nil while it has no room for one.
    private var posterSize: PosterSize?
    /// The cards whose posters were asked for in `posterSize`.
    private var postersAsked: Set<FilmID> = []
    /// Whether quitting asks first (the host of a party room, who may end it for everyone or only leave).
    public var asksBeforeQuitting = false
    /// Whether the game ends once the player is back on the cards (a party room that ended).
    private var isFinishing = false

    /// A presenter that routes through `routerInput` and loads through `interactorInput`.
    public init(routerInput: MainRouterInput, interactorInput: MainInteractorInput) {
        self.routerInput = routerInput
        self.interactorInput = interactorInput
    }

    private var visibleCards: [FilmCardViewData] { Array(deck.prefix(MainTuning.visibleCards)) }

    private func show(_ state: MainViewState) {
        switch state {
        case .showDetails: isReadingTop = true
        case .newData, .loading, .error, .dataEnd, .initial: isReadingTop = false
        default: break
        }
        viewInput?.display(state)
        switch state {
        case .newData, .refreshCards: askForPosters()
        default: break
        }
    }

    // The top card's poster and the next one's, so the next is drawn the moment it is dealt; each asked for once.
    private func askForPosters() {
        guard let posterInput, let posterSize else { return }
        let next = deck.prefix(2)
        postersAsked = postersAsked.filter { id in deck.prefix(MainTuning.visibleCards).contains { $0.id == id } }
        for card in next where card.film.posterPath != nil && postersAsked.insert(card.id).inserted {
            posterInput.loadPoster(of: card.film, size: posterSize)
        }
    }

    // Deals more while the deck is low, one load at a time, never after the last page.
    private func loadMoreIfNeeded() {
        guard deck.count <= MainTuning.visibleCards, supply == .ready || supply == .failed else { return }
        supply = .loading
        interactorInput.loadData()
    }

    private func showDeckOrWhyEmpty() {
        if !deck.isEmpty {
            show(.newData(visibleCards))
        } else if supply == .ended {
            show(.dataEnd(PlayerText.dataEndText))
        } else {
            show(.loading)
        }
    }

    private func showFilter() {
        let summary = PlayerText.filterSummary(filter)
        guard summary != filterShown else { return }
        filterShown = summary
        show(.setFilter(summary))
    }

    // What the player does while a reaction is being committed is kept, to be done once the store has it.
    private func waitForSave(_ action: MainPendingSave.WaitingAction) -> Bool {
        guard pendingSave != nil else { return false }
        pendingSave?.waiting.append(action)
        return true
    }
}

extension MainPresenter: MainViewOutput {
    public func readyForInitState() {
        show(.initial)
        show(.setRedoHidden(isHidden: true))
        show(.loading)
        loadMoreIfNeeded()
        interactorInput.refreshTotal()
    }

    public func didReturnToCards() {
        if isFinishing { return routerInput.routeToExit() }
        interactorInput.refreshTotal()
    }

    public func posterSizeDidChange(_ size: PosterSize?) {
        guard size != posterSize else { return }
        posterSize = size
        postersAsked = []
        askForPosters()
    }

    public func swipeDidMove(direction: UserReaction, rate: Double) {
        if waitForSave(.move(direction, rate)) { return }
        guard !deck.isEmpty else { return }
        isTopMoving = direction != .none || rate > 0
        show(.displayHint(rate >= MainTuning.commitRate ? direction : .none))
    }

    public func swipeDidEnd(direction: UserReaction, rate: Double) {
        if waitForSave(.end(direction, rate)) { return }
        isTopMoving = false
        guard let top = deck.first else { return }
        guard rate >= MainTuning.commitRate, direction != .none else {
            show(.finishGesture(.none))
            return
        }
        show(.finishGesture(direction))
        pendingSave = MainPendingSave(id: top.id, reaction: direction, previous: lastReactedFilm)
        lastReactedFilm = MainReactedFilm(film: top, reaction: direction)
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
        if waitForSave(.library) { return }
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
        let text = matches.isEmpty ? PlayerText.noMatchesText : matches.joined(separator: "\n")
        routerInput.routeToMessage(PlayerMessage(title: PlayerText.matchesTitle, body: text, severity: .notice))
    }

    public func didTapDecide() {
        routerInput.routeToDecision()
    }

    public func didTapInvite() {
        routerInput.routeToInvite()
    }

    public func didTapCard() {
        guard let top = deck.first else { return }
        show(.showDetails(top))
    }

    public func didDismissCard() {
        showDeckOrWhyEmpty()
    }

    public func didTapQuit() {
        if waitForSave(.quit) { return }
        if asksBeforeQuitting, !isFinishing { return routerInput.routeToQuitChoice() }
        routerInput.routeToExit()
    }

    public func didTapRetry() {
        guard deck.isEmpty, supply == .failed || supply == .ready else { return }
        show(.loading)
        loadMoreIfNeeded()
    }
}

extension MainPresenter: MainInteractorOutput {
    public func displayFacts(of film: Film) {
        updateFacts(of: film)
    }

    public func displayNewData(data: [Film]) {
        supply = .ready
        let before = visibleCards
        deck += data.filter { dealtIDs.insert($0.id).inserted }.map(FilmCardViewData.init)
        if !deck.isEmpty, visibleCards != before {
            show(.newData(visibleCards))
        }
        if welcome == .waiting, !deck.isEmpty {
            welcome = .hidden
            showWelcome()
        }
        loadMoreIfNeeded()
    }

    public func displayError(text: String) {
        supply = .failed
        let message = PlayerMessage(title: PlayerText.errorTitle, body: text, severity: .error)
        if deck.isEmpty {
            // The welcome's keys would not work over the error, so it goes (or never comes).
            if welcome == .shown { show(.hidePromo) }
            welcome = .hidden
            show(.error(message.body))
        }
        routerInput.routeToMessage(message)
    }

    public func displayDataEnd() {
        supply = .ended
        if deck.isEmpty {
            show(.dataEnd(PlayerText.dataEndText))
        }
    }

    public func displayUndone(_ undo: ReactionUndo, newest: ReactionRecord?) {
        let film = undo.film
        let isDealtAgain = undo.outcome == .restored(nil)
        if isDealtAgain {
            // A first reaction taken back: the film is on top of the deck again, to react to afresh.
            deck.removeAll { $0.id == film.id }
            deck.insert(FilmCardViewData(film: film), at: 0)
            dealtIDs.insert(film.id)
        }
        lastReactedFilm = newest.map { MainReactedFilm(film: FilmCardViewData(film: $0.film), reaction: $0.reaction) }
        show(.setRedoHidden(isHidden: lastReactedFilm == nil))
        if isDealtAgain { show(.newData(visibleCards)) }
        // Only a swipe of this game taken back lowers its count, not a change made in the lists or an earlier game.
        if case .restored = undo.outcome, let index = swipes.lastIndex(where: { $0.id == film.id }), swipes[index].reaction == undo.undone {
            swipes.remove(at: index)
            show(.setSwipedCount(swipedCount))
        }
        show(.displayNotice(PlayerText.undoneText(undo)))
    }

    public func displayReactionTotal(_ total: Int) {
        guard total != reactionTotal else { return }
        reactionTotal = total
        show(.setReactionTotal(total))
    }

    public func displayFilterApplied() {
        // Cards dealt under the old filter go; the deck starts again from the new one. A load asked for
        // while the filter was applied was not started, so loading starts afresh.
        supply = .ready
        showFilter()
        deck.removeAll()
        show(.loading)
        loadMoreIfNeeded()
    }

    public func displayFilterUnsupported() {
        supply = .ready
        loadMoreIfNeeded()
        routerInput.routeToMessage(PlayerMessage(title: PlayerText.filtersTitle, body: PlayerText.filtersUnsupportedText, severity: .notice))
    }

    public func displayOffline(_ isOffline: Bool) {
        guard isOffline != self.isOffline else { return }
        self.isOffline = isOffline
        show(.setOffline(isOffline))
    }

    public func displayNothingToUndo() {
        show(.displayNotice(PlayerText.nothingToUndoText))
    }

    public func displaySaved(id: FilmID) {
        guard let pending = pendingSave, pending.id == id else { return }
        pendingSave = nil
        deck.removeAll { $0.id == id }
        swipes.append((id, pending.reaction))
        show(.setSwipedCount(swipedCount))
        showDeckOrWhyEmpty()
        loadMoreIfNeeded()
        for action in pending.waiting {
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
            // The card stays on top, what waited for it is dropped, and the reaction before it is the one to redo again.
            pendingSave = nil
            lastReactedFilm = pending.previous
            show(.setRedoHidden(isHidden: lastReactedFilm == nil))
            showDeckOrWhyEmpty()
        }
        routerInput.routeToMessage(PlayerMessage(title: PlayerText.errorTitle, body: text, severity: .error))
    }
}

extension MainPresenter: MainPosterOutput {
    func displayPoster(_ poster: Buffer?, of id: FilmID, size: PosterSize) {
        // A poster drawn for a size the card no longer has, or for a card gone, is not shown.
        guard size == posterSize, deck.prefix(MainTuning.visibleCards).contains(where: { $0.id == id }) else { return }
        show(.setPoster(id, poster))
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
                return routerInput.routeToMessage(PlayerMessage(title: PlayerText.successTitle, body: PlayerText.successDescr, severity: .success))
            }
            lastReactedFilm = MainReactedFilm(film: last.film, reaction: reaction)
            let text = PlayerText.changedText(title: last.film.title, reaction: reaction, changedElsewhere: changedElsewhere)
            routerInput.routeToMessage(PlayerMessage(title: PlayerText.successTitle, body: text, severity: .success))
        case let .failure(error):
            routerInput.routeToMessage(PlayerMessage(describing: error))
        }
    }

    public func didChangeFilter(_ filter: RecommendationFilter) {
        if waitForSave(.filter(filter)) { return }
        guard filter != self.filter else { return }
        self.filter = filter
        interactorInput.changeFilter(filter)
    }

    public func didPickFilm(_ film: Film) {
        // The card being committed goes first, so the film found is the one the next swipe reacts to.
        if waitForSave(.pick(film)) { return }
        interactorInput.addToDeck(film)
        let held = isTopMoving || isReadingTop ? deck.first?.id : nil
        deck.removeAll { $0.id == film.id }
        deck.insert(FilmCardViewData(film: film), at: held == nil || held == film.id ? 0 : 1)
        dealtIDs.insert(film.id)
        // The details stay open; the deck shows when they close.
        if !isReadingTop { show(.newData(visibleCards)) }
    }
}

extension MainPresenter: MainModuleInput {
    public func showWelcome() {
        // A game that could not deal shows its error alone: the welcome's keys would not work.
        guard !(supply == .failed && deck.isEmpty) else { return }
        guard !deck.isEmpty else {
            welcome = .waiting
            return
        }
        welcome = .shown
        show(.displayPromo(PlayerText.welcomeText))
    }

    public func useFilter(_ filter: RecommendationFilter) {
        self.filter = filter
        showFilter()
    }

    public func show(_ message: PlayerMessage) {
        routerInput.routeToMessage(message)
    }

    public func showStatus(_ lines: [String]) {
        show(.setStatus(lines))
    }

    public func updateReason(of film: FilmID, to reason: String) {
        guard let index = deck.firstIndex(where: { $0.id == film }), deck[index].film.reason != reason else { return }
        var changed = deck[index].film
        changed.reason = reason
        deck[index] = FilmCardViewData(film: changed)
        if index < visibleCards.count, !isReadingTop { show(.newData(visibleCards)) }
    }

    public func dealOnTop(_ film: Film) {
        didPickFilm(film)
    }

    public func showCountdown(_ text: String?) {
        show(.displayCountdown(text))
    }

    public func finish(with message: PlayerMessage) {
        show(.displayCountdown(nil))
        // Set after: closing what was over the game brings the player back to the cards, which must not end it yet.
        routerInput.routeToEnding(message)
        isFinishing = true
    }

    public func updateFacts(of film: Film) {
        guard let index = deck.firstIndex(where: { $0.id == film.id }) else { return }
        var fuller = film
        fuller.reason = deck[index].film.reason
        let card = FilmCardViewData(film: fuller)
        guard card != deck[index] else { return }
        deck[index] = card
        if index < visibleCards.count { show(.refreshCards(visibleCards)) }
    }

    public func setMatches(_ lines: [String]?) {
        if (matches == nil) != (lines == nil) { show(.setMatchesShown(lines != nil)) }
        matches = lines
    }
}
