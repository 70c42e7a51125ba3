import FilmSwipeDomain
import FilmSwipeCells

/// Opens Detail for a redo and Result for messages, and brings Detail's result back to Main.
@MainActor
public final class MainRouter: MainRouterInput {
    public weak var output: MainRouterOutput?

    private weak var navigator: Navigator?
    /// Main's own screen, closed on exit and telling successes in passing; set by the assembly.
    weak var screen: MainScreen?
    private let detailAssembly: DetailAssembly
    private let resultAssembly: ResultAssembly
    private let libraryAssembly: LibraryAssembly
    private let filtersAssembly: FiltersAssembly
    private let searchAssembly: SearchAssembly?
    private let party: MainPartyActions?
    private let choiceAssembly: ChoiceAssembly?

    /// A router showing modules built by the assemblies through `navigator`. A party game's room is asked through
    /// `party` (a film found with the search is suggested to it rather than put on top of Main's deck), its host's
    /// choice on quitting made in a dialog built by `choiceAssembly`.
    public init(
        navigator: Navigator, detailAssembly: DetailAssembly, resultAssembly: ResultAssembly,
        libraryAssembly: LibraryAssembly, filtersAssembly: FiltersAssembly, searchAssembly: SearchAssembly? = nil,
        party: MainPartyActions? = nil, choiceAssembly: ChoiceAssembly? = nil
    ) {
        self.party = party
        self.choiceAssembly = choiceAssembly
        self.searchAssembly = searchAssembly
        self.navigator = navigator
        self.detailAssembly = detailAssembly
        self.resultAssembly = resultAssembly
        self.libraryAssembly = libraryAssembly
        self.filtersAssembly = filtersAssembly
    }

    public func didTapRedo(film: FilmCardViewData, reaction: UserReaction) {
        guard let navigator else { return }
        let detail = detailAssembly.build(film: film, reaction: reaction, navigator: navigator) { [weak self] result, changedElsewhere in
            self?.output?.didReceiveResult(result, changedElsewhere: changedElsewhere)
        }
        navigator.push(detail)
    }

    public func routeToMessage(_ message: PlayerMessage) {
        resultAssembly.present(message, on: screen, navigator: navigator)
    }

    public func routeToQuit() {
        party?.endRoom == nil ? routeToExit() : routeToQuitChoice()
    }

    public func routeToExit() {
        guard let screen else { return }
        navigator?.dismiss(screen)
    }

    public func routeToEnding(_ message: PlayerMessage) {
        guard let navigator, let screen else { return }
        navigator.dismiss(above: screen)
        routeToMessage(message)
    }

    public func routeToDecision() {
        party?.decide()
    }

    // Without an invite the screen offers no `i`, so there is nothing to show here.
    public func routeToInvite() {
        guard let navigator, let invite = party?.invite else { return }
        navigator.push(InviteScreen(invite: invite, theme: resultAssembly.theme) { [weak navigator] shown in navigator?.dismiss(shown) })
    }

    // Without a room to end, quitting has nothing to ask.
    private func routeToQuitChoice() {
        guard let navigator, let choiceAssembly, let endRoom = party?.endRoom else { return routeToExit() }
        let keys = MainKeyMap.quitChoice
        let options = [
            ChoiceOption(keys.endRoom, action: endRoom),
            ChoiceOption(keys.leave) { [weak self] in self?.routeToExit() },
            ChoiceOption(keys.stay) {},
        ]
        navigator.push(choiceAssembly.build(
            title: "Leave the room?", body: "You are the room's host: you can end it for everyone, or leave it open.", options: options,
            navigator: navigator
        ))
    }

    public func routeToLibrary() {
        guard let navigator else { return }
        navigator.push(libraryAssembly.build(navigator: navigator))
    }

    // Without a search the screen offers no `/`, so there is nothing to say here.
    public func routeToSearch() {
        guard let navigator, let searchAssembly else { return }
        navigator.push(searchAssembly.build(navigator: navigator) { [weak self] film in
            if let suggest = self?.party?.suggest { return suggest(film) }
            self?.output?.didPickFilm(film)
        })
    }

    public func routeToFilters(filter: RecommendationFilter) {
        guard let navigator else { return }
        navigator.push(filtersAssembly.build(filter: filter, navigator: navigator) { [weak self] filter in
            self?.output?.didChangeFilter(filter)
        })
    }
}
