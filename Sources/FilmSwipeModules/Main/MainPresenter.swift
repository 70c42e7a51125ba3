import FilmSwipeCells
import FilmSwipeDomain

/// Turns the player's swipes and the interactor's films into `MainViewState`s; owns the deck.
///
/// Its life is named phases (`MainPhase`), beside the film supply (`MainSupplyPhase`) and the first-run welcome
/// (`MainWelcomePhase`); the rest is data (the deck, the chrome, the swipes counted). The phases, by event:
///
/// | phase              | event                                   | next phase                                     |
/// |--------------------|-----------------------------------------|------------------------------------------------|
/// | resting            | `swipeDidMove` off the middle           | moving                                         |
/// | moving             | `swipeDidMove` back to the middle       | resting                                        |
/// | resting, moving    | `swipeDidEnd` past the commit rate      | committing (the card stays until it is saved)  |
/// | resting, moving    | `swipeDidEnd` short of it               | resting (the card snaps back)                  |
/// | resting            | `didTapCard`                            | reading                                        |
/// | reading            | `didDismissCard`                        | resting                                        |
/// | committing         | any action of the player's              | committing (the action waits its turn)         |
/// | committing         | `displaySaved`, cards waiting           | dealing (the waiting cards dealt again)        |
/// | committing         | `displaySaved`, no card waiting         | resting, then the waiting actions in order     |
/// | dealing            | any action of the player's              | dealing (the action waits its turn)            |
/// | dealing            | `displayRedealt`                        | resting, then the waiting actions in order     |
/// | committing         | `displayError(.saving)`                 | resting (the card stays, the waiting dropped)  |
/// | any                | `finish(with:)`                         | finishing                                      |
/// | finishing          | `didReturnToCards`, `didTapQuit`        | the game ends                                  |
@MainActor
public final class MainPresenter {
    public weak var viewInput: MainViewInput?
    /// Where posters come from; nil for a game without them.
    var posterInput: MainPosterInput?
    /// The film reacted to last and the reaction, for redo.
    public private(set) var lastReactedFilm: MainReactedFilm?
    /// What the player asked to be dealt.
    public private(set) var filter = RecommendationFilter.none
    private(set) var phase = MainPhase.resting
    private(set) var supply = MainSupplyPhase.ready
    private(set) var welcome = MainWelcomePhase.hidden

    private let routerInput: MainRouterInput
    private let interactorInput: MainInteractorInput
    private var deck = MainDeck()
    private var chrome = MainChrome()
    /// The swipes this game committed and not taken back, oldest first: an undo of one of them lowers the count.
    private var swipes: [(id: FilmID, reaction: UserReaction)] = []
    /// The matches `m` lists; nil when the game has none to show (not a party game).
    private var matches: [String]?
    private var posters = MainPosterRequests()

    /// A presenter that routes through `routerInput` and loads through `interactorInput`.
    public init(routerInput: MainRouterInput, interactorInput: MainInteractorInput) {
        self.routerInput = routerInput
        self.interactorInput = interactorInput
    }

    private func show(_ state: MainViewState) {
        viewInput?.display(state)
    }

    private func showCards() {
        // While the deck is dealt again the cards wait to be shown, so the player never sees a card the deal replaces.
        if case .dealing = phase { return }
        show(.newData(deck.visible))
        guard let posterInput, let size = posters.size else { return }
        for film in posters.newlyWanted(in: deck) { posterInput.loadPoster(of: film, size: size) }
    }

    private func changeChrome(_ change: (inout MainChrome) -> Void) {
        var changed = chrome
        change(&changed)
        guard changed != chrome else { return }
        chrome = changed
        show(.chrome(chrome))
    }

    // Deals more while the deck is low, one load at a time, never after the last page.
    private func loadMoreIfNeeded() {
        guard deck.isLow, supply == .ready || supply == .failed else { return }
        supply = .loading
        interactorInput.loadData()
    }

    private func showDeckOrWhyEmpty() {
        if !deck.isEmpty {
            showCards()
        } else if supply == .ended {
            show(.dataEnd(PlayerText.dataEndText))
        } else {
            show(.loading)
        }
    }

    // What the player does while a reaction is being committed is kept, to be done once the store has it.
    private func waitForSave(_ action: MainPendingSave.WaitingAction) -> Bool {
        switch phase {
        case var .committing(pending):
            pending.waiting.append(action)
            phase = .committing(pending)
        case let .dealing(waiting):
            phase = .dealing(waiting + [action])
        case .resting, .moving, .reading, .finishing:
            return false
        }
        return true
    }

    private var isHoldingTop: Bool {
        switch phase {
        case .moving, .reading: true
        case .resting, .committing, .dealing, .finishing: false
        }
    }

    private func closeDetails() {
        if case .reading = phase { phase = .resting }
        changeChrome { $0.details = nil }
        posters.detailsClosed()
    }

    private func askDetailsPoster() {
        guard let posterInput, let size = posters.detailsSize, let film = posters.detailsWanted(chrome.details) else { return }
        posterInput.loadPoster(of: film, size: size)
    }

    private func tell(_ message: PlayerMessage) {
        routerInput.routeToMessage(message)
    }

    // The deck answers the last reaction: the cards waiting are dealt again once the source has learnt from it. A film
    // an undo put back on top (`keepingTop`) is the player's to react to afresh, not the source's to take back.
    private func redealWaiting(keepingTop: Bool = false) {
        let waiting = deck.cards.dropFirst(keepingTop ? 1 : 0).map(\.film)
        if !waiting.isEmpty { interactorInput.redeal(waiting) }
    }

    // A card the player holds (moving it, reading it) or is committing keeps its place whatever the redeal says.
    private var heldCard: FilmID? {
        switch phase {
        case let .committing(pending): pending.id
        case .moving, .reading: deck.top?.id
        case .resting, .dealing, .finishing: nil
        }
    }
}

extension MainPresenter: MainViewOutput {
    public func readyForInitState() {
        show(.initial)
        show(.setRedoHidden(isHidden: true))
        show(.chrome(chrome))
        show(.loading)
        loadMoreIfNeeded()
        interactorInput.refreshTotal()
        interactorInput.loadNewest()
    }

    public func didReturnToCards() {
        if isFinishing { return routerInput.routeToExit() }
        interactorInput.refreshTotal()
    }

    public func posterSizeDidChange(_ size: PosterSize?) {
        guard posters.resize(to: size) else { return }
        // Posters drawn for the old size would be stretched: they are made again.
        deck.forgetPosters()
        showCards()
    }

    public func detailsPosterSizeDidChange(_ size: PosterSize?) {
        guard posters.resizeDetails(to: size) else { return }
        if let details = chrome.details { changeChrome { $0.details?.poster = CardPoster(film: details.film) } }
        askDetailsPoster()
    }

    public func swipeDidMove(direction: UserReaction, rate: Double) {
        if waitForSave(.move(direction, rate)) { return }
        guard !deck.isEmpty, !isFinishing else { return }
        if case .resting = phase, direction != .none || rate > 0 { phase = .moving }
        if case .moving = phase, direction == .none, rate == 0 { phase = .resting }
        show(.displayHint(rate >= MainTuning.commitRate ? direction : .none))
    }

    public func swipeDidEnd(direction: UserReaction, rate: Double) {
        if waitForSave(.end(direction, rate)) { return }
        if case .moving = phase { phase = .resting }
        guard let top = deck.top, !isFinishing else { return }
        guard rate >= MainTuning.commitRate, direction != .none else {
            show(.finishGesture(.none))
            return
        }
        show(.finishGesture(direction))
        phase = .committing(MainPendingSave(id: top.id, reaction: direction, previous: lastReactedFilm))
        lastReactedFilm = MainReactedFilm(film: top, reaction: direction)
        show(.setRedoHidden(isHidden: false))
        // The card goes once the store has the reaction (displaySaved), so a crash loses no swipe seen taken.
        interactorInput.saveReaction(id: top.id, reaction: direction)
    }

    public func didTapRedo() {
        if waitForSave(.redo) { return }
        guard let last = lastReactedFilm else { return }
        routerInput.didTapRedo(film: last.film, reaction: last.reaction)
    }

    public func didTapUndo() {
        if waitForSave(.undo) { return }
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
        tell(PlayerMessage(title: PlayerText.matchesTitle, body: text, severity: .notice))
    }

    public func didTapDecide() {
        routerInput.routeToDecision()
    }

    public func didTapInvite() {
        routerInput.routeToInvite()
    }

    public func didTapCard() {
        if waitForSave(.details) { return }
        guard let top = deck.top, case .resting = phase else { return }
        phase = .reading
        // The details draw a larger poster than the card's: theirs is asked for at their own size.
        var details = top
        details.poster = CardPoster(film: top.film)
        changeChrome { $0.details = details }
        askDetailsPoster()
    }

    public func didDismissCard() {
        closeDetails()
        showDeckOrWhyEmpty()
    }

    public func didTapQuit() {
        if waitForSave(.quit) { return }
        if isFinishing { return routerInput.routeToExit() }
        routerInput.routeToQuit()
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
        let before = deck.visible
        deck.deal(data)
        if !deck.isEmpty, deck.visible != before {
            showCards()
        }
        if welcome == .waiting, !deck.isEmpty {
            welcome = .hidden
            showWelcome()
        }
        loadMoreIfNeeded()
    }

    public func displayError(_ error: MainError) {
        switch error {
        case .loading:
            supply = .failed
            if deck.isEmpty {
                // The welcome's keys would not work over the error, so it goes (or never comes).
                if welcome == .shown { show(.hidePromo) }
                welcome = .hidden
                show(.error(PlayerText.message(for: error).body))
            }
        case .saving:
            if case let .committing(pending) = phase {
                // The card stays on top, what waited for it is dropped, and the reaction before it is the one to redo again.
                phase = .resting
                lastReactedFilm = pending.previous
                show(.setRedoHidden(isHidden: lastReactedFilm == nil))
                showDeckOrWhyEmpty()
            }
        case .undoing, .reading:
            break
        }
        tell(PlayerText.message(for: error))
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
        // A first reaction taken back: the film is on top of the deck again, to react to afresh.
        if isDealtAgain { deck.putOnTop(film) }
        lastReactedFilm = newest.map { MainReactedFilm(film: FilmCardViewData(film: $0.film), reaction: $0.reaction) }
        show(.setRedoHidden(isHidden: lastReactedFilm == nil))
        changeChrome { $0.offersUndo = lastReactedFilm != nil }
        if isDealtAgain { showCards() }
        // Only a swipe of this game taken back lowers its count, not a change made in the lists or an earlier game.
        if case .restored = undo.outcome, let index = swipes.lastIndex(where: { $0.id == film.id }), swipes[index].reaction == undo.undone {
            swipes.remove(at: index)
            changeChrome { $0.swipedCount = swipes.count }
        }
        tell(PlayerMessage(title: PlayerText.undoTitle, body: PlayerText.undoneText(undo), severity: .success))
        redealWaiting(keepingTop: isDealtAgain)
    }

    public func displayNothingToUndo() {
        tell(PlayerMessage(title: PlayerText.undoTitle, body: PlayerText.nothingToUndoText, severity: .info))
    }

    public func displayReactionTotal(_ total: Int) {
        changeChrome { $0.reactionTotal = total }
    }

    public func displayRedealt(_ films: [Film], replacing waiting: [FilmID]) {
        // Paired by place; a card the player holds keeps its own, and the film meant for it is not dealt.
        let pairs = zip(waiting, films).filter { $0.0 != heldCard }
        let dropped = waiting.dropFirst(films.count).filter { $0 != heldCard }
        deck.replace(pairs.map(\.0) + dropped, with: pairs.map(\.1))
        guard case let .dealing(actions) = phase else {
            showDeckOrWhyEmpty()
            return loadMoreIfNeeded()
        }
        rest(thenDoing: actions)
    }

    public func displayNewest(_ record: ReactionRecord?) {
        // A reaction made in this game since is the newer one.
        guard lastReactedFilm == nil, let record else { return }
        lastReactedFilm = MainReactedFilm(film: FilmCardViewData(film: record.film), reaction: record.reaction)
        show(.setRedoHidden(isHidden: false))
        changeChrome { $0.offersUndo = true }
    }

    public func displayFilterApplied() {
        // Cards dealt under the old filter go; the deck starts again from the new one. A load asked for
        // while the filter was applied was not started, so loading starts afresh.
        supply = .ready
        changeChrome { $0.filter = PlayerText.filterSummary(filter) }
        deck.removeAll()
        show(.loading)
        loadMoreIfNeeded()
    }

    public func displayFilterUnsupported() {
        supply = .ready
        loadMoreIfNeeded()
        tell(PlayerMessage(title: PlayerText.filtersTitle, body: PlayerText.filtersUnsupportedText, severity: .notice))
    }

    public func displayOffline(_ isOffline: Bool) {
        changeChrome { $0.isOffline = isOffline }
    }

    public func displaySaved(id: FilmID) {
        guard case let .committing(pending) = phase, pending.id == id else { return }
        deck.remove(id)
        swipes.append((id, pending.reaction))
        changeChrome {
            $0.swipedCount = swipes.count
            $0.offersUndo = true
        }
        // The next card is shown once it answers this reaction: the cards waiting are dealt again first.
        guard deck.isEmpty else {
            phase = .dealing(pending.waiting)
            return redealWaiting()
        }
        rest(thenDoing: pending.waiting)
    }

    // The wait is over: the cards are shown, and what the player did meanwhile is done now, in the order it was done.
    private func rest(thenDoing actions: [MainPendingSave.WaitingAction]) {
        phase = .resting
        showDeckOrWhyEmpty()
        loadMoreIfNeeded()
        for action in actions {
            switch action {
            case let .move(direction, rate): swipeDidMove(direction: direction, rate: rate)
            case let .end(direction, rate): swipeDidEnd(direction: direction, rate: rate)
            case .details: didTapCard()
            case .redo: didTapRedo()
            case .undo: didTapUndo()
            case .quit: didTapQuit()
            case .library: didTapLibrary()
            case let .filter(filter): didChangeFilter(filter)
            case let .pick(film): didPickFilm(film)
            }
        }
    }
}

extension MainPresenter: MainPosterOutput {
    func displayPoster(_ poster: TerminalPoster?, of id: FilmID, size: PosterSize) {
        // A poster drawn for a size the card no longer has, or for a card gone, is not shown.
        let drawn = poster.map(CardPoster.drawn) ?? .none
        if size == posters.detailsSize, chrome.details?.id == id { changeChrome { $0.details?.poster = drawn } }
        guard size == posters.size, deck.isVisible(id) else { return }
        if deck.update(id, { $0.poster = drawn }) { show(.newData(deck.visible)) }
    }
}

extension MainPresenter: MainRouterOutput {
    public func didReceiveResult(_ result: Result<UserReaction, Error>) {
        didReceiveResult(result, changedElsewhere: nil)
    }

    public func didReceiveResult(_ result: Result<UserReaction, Error>, changedElsewhere: UserReaction?) {
        switch result {
        case let .success(reaction):
            guard let last = lastReactedFilm else { return }
            lastReactedFilm = MainReactedFilm(film: last.film, reaction: reaction)
            let text = PlayerText.changedText(title: last.film.title, reaction: reaction, changedElsewhere: changedElsewhere)
            tell(PlayerMessage(title: PlayerText.successTitle, body: text, severity: .success))
            redealWaiting()
        case let .failure(error):
            tell(PlayerMessage(describing: error))
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
        deck.putOnTop(film, underTop: isHoldingTop)
        showCards()
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
        changeChrome { $0.filter = PlayerText.filterSummary(filter) }
    }

    public func show(_ message: PlayerMessage) {
        tell(message)
    }

    public func showStatus(_ lines: [String]) {
        changeChrome { $0.status = lines }
    }

    public func updateReason(of film: FilmID, to reason: String) {
        let shown = deck.update(film) { card in
            var changed = card.film
            changed.reason = reason
            card = FilmCardViewData(film: changed, poster: card.poster)
        }
        if shown { showCards() }
    }

    public func dealOnTop(_ film: Film) {
        didPickFilm(film)
    }

    public func showCountdown(_ text: String?) {
        changeChrome { $0.countdown = text }
    }

    public func finish(with message: PlayerMessage) {
        changeChrome { $0.countdown = nil }
        // Set after: closing what was over the game brings the player back to the cards, which must not end it yet.
        routerInput.routeToEnding(message)
        phase = .finishing
    }

    public func updateFacts(of film: Film) {
        let shown = deck.update(film.id) { card in
            var fuller = film
            fuller.reason = card.film.reason
            card = FilmCardViewData(film: fuller, poster: card.poster)
        }
        guard shown else { return }
        show(.newData(deck.visible))
        // Open details show the fresher facts too, with their own poster.
        if let details = chrome.details, details.id == film.id, var top = deck.top {
            top.poster = details.poster
            changeChrome { $0.details = top }
        }
    }

    public func setMatches(_ lines: [String]?) {
        matches = lines
        changeChrome { $0.offersMatches = lines != nil }
    }

    private var isFinishing: Bool {
        if case .finishing = phase { return true }
        return false
    }
}
