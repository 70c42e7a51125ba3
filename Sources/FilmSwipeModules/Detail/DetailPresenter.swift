import FilmSwipeDomain

/// Lets the player pick another reaction for a film and save it.
@MainActor
public final class DetailPresenter {
    /// The choices for a change of reaction, in the order shown, the same from the game's redo and from the lists:
    /// every reaction a swipe can make, and none (its reaction removed).
    public static let choices: [UserReaction] = [.dislike, .favourite, .watchlist, .seen, .none]

    public weak var viewInput: DetailViewInput?

    private let routerInput: DetailRouterInput
    private let interactorInput: DetailInteractorInput
    private var film: FilmCardViewData
    private let choices: [UserReaction]
    private let current: UserReaction
    private var selected: UserReaction
    private var isSaving = false
    private var notice: (text: String, address: String)?

    /// A presenter for changing `reaction` to `film` to one of `DetailPresenter.choices`.
    public init(film: FilmCardViewData, reaction: UserReaction, routerInput: DetailRouterInput, interactorInput: DetailInteractorInput) {
        self.film = film
        choices = Self.choices
        current = reaction
        selected = reaction
        self.routerInput = routerInput
        self.interactorInput = interactorInput
    }

    private var state: DetailViewState {
        DetailViewState(film: film, choices: choices, current: current, selected: selected, isSaving: isSaving, notice: notice?.text,
                        noticeAddress: notice?.address)
    }

    private func move(by step: Int) {
        guard !isSaving else { return }
        notice = nil
        guard let index = choices.firstIndex(of: selected) else {
            selected = step > 0 ? choices[0] : choices[choices.count - 1]
            viewInput?.display(state)
            return
        }
        let next = index + step
        guard choices.indices.contains(next) else { return }
        selected = choices[next]
        viewInput?.display(state)
    }
}

extension DetailPresenter: DetailViewOutput {
    public func viewDidLoad() {
        viewInput?.display(state)
        interactorInput.lookUpFacts(of: film.film)
    }

    public func didSelectPrevious() { move(by: -1) }

    public func didSelectNext() { move(by: 1) }

    public func didTapSave() {
        guard state.canSave else { return }
        isSaving = true
        viewInput?.display(state)
        interactorInput.changeReaction(of: film.film, from: current, to: selected)
    }

    public func didTapBack() {
        guard !isSaving else { return }
        routerInput.close()
    }

    public func didTapOpenPage() {
        guard !isSaving, let url = film.film.pageURL else { return }
        interactorInput.openPage(url)
    }
}

extension DetailPresenter: DetailInteractorOutput {
    public func didChangeReaction(to reaction: UserReaction, changedElsewhere: UserReaction?) {
        routerInput.finish(with: .success(reaction), changedElsewhere: changedElsewhere)
    }

    public func didFailToChangeReaction(_ error: Error) {
        routerInput.finish(with: .failure(error), changedElsewhere: nil)
    }

    public func didOpenPage(_ url: String, opened: Bool) {
        notice = (opened ? "Opened in your browser:" : "No browser to open here; the page is", url)
        viewInput?.display(state)
    }

    public func didFindFacts(_ film: Film) {
        guard film.id == self.film.id else { return }
        self.film = FilmCardViewData(film: film)
        viewInput?.display(state)
    }
}
