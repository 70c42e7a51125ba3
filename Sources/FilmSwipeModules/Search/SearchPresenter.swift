import FilmSwipeDomain

/// Keeps the query and what it found; every change of the query searches again.
@MainActor
public final class SearchPresenter {
    /// The texts Search shows.
    public enum Const {
        /// The longest query kept: longer than any title.
        public static let maxQueryLength = 80
        /// The reason on the card of a film the player looked up.
        public static let lookedUpReason = "you looked it up"
        /// What an empty result in the catalogue says.
        public static func nothingFoundText(_ query: String) -> String {
            SearchPlace.catalogue.nothingFoundText(query)
        }
    }

    public weak var viewInput: SearchViewInput?

    private let routerInput: SearchRouterInput
    private let interactorInput: SearchInteractorInput
    private let place: SearchPlace
    private var query = ""
    private var films: [Film] = []
    private var reactions: [FilmID: UserReaction] = [:]
    private var selection = 0
    private var status = SearchViewState.Status.empty
    private var note: String?
    /// The query Enter was pressed on before its answer came: its first film opens as it arrives.
    private var openingOnAnswer: String?

    /// A presenter that routes through `routerInput` and searches `place` through `interactorInput`.
    public init(routerInput: SearchRouterInput, interactorInput: SearchInteractorInput, place: SearchPlace = .catalogue) {
        self.routerInput = routerInput
        self.interactorInput = interactorInput
        self.place = place
    }

    private func show() {
        let rows = films.map { film in
            SearchViewState.Row(
                title: film.year.map { "\(film.title) (\($0))" } ?? film.title,
                details: [film.genres.joined(separator: ", "), FilmCardViewData(film: film).rating].filter { !$0.isEmpty }.joined(separator: " · "),
                reaction: reactions[film.id] ?? .none
            )
        }
        viewInput?.display(SearchViewState(query: query, rows: rows, selectedRow: films.isEmpty ? nil : selection, status: status, note: note))
    }

    private func queryChanged() {
        selection = 0
        openingOnAnswer = nil
        if TitleFolding.fold(query).isEmpty {
            films = []
            status = .empty
        } else {
            status = .searching
            interactorInput.search(query)
        }
        show()
    }
}

extension SearchPresenter: SearchViewOutput {
    public func viewDidLoad() {
        show()
    }

    public func didType(_ text: String) {
        // Typed or pasted text: control characters and escape sequences never reach the query.
        let clean = SafeText.clean(text)
        guard !clean.isEmpty, query.count < Const.maxQueryLength else { return }
        query += String(clean.prefix(Const.maxQueryLength - query.count))
        queryChanged()
    }

    public func didDeleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        queryChanged()
    }

    public func didMoveSelection(by rows: Int) {
        guard !films.isEmpty else { return }
        selection = max(0, min(films.count - 1, selection + rows))
        show()
    }

    // Enter acts on the query as typed: a fast Enter waits for the answer still coming.
    public func didTapOpen() {
        if status == .searching {
            openingOnAnswer = query
            return
        }
        guard films.indices.contains(selection) else { return }
        // The card says why it is there, as every dealt card does.
        var film = films[selection]
        film.reason = Const.lookedUpReason
        routerInput.finish(with: film)
    }

    public func didTapBack() {
        routerInput.close()
    }
}

extension SearchPresenter: SearchInteractorOutput {
    public func displayResults(_ films: [Film], for query: String) {
        // An answer to an older query is left out: the newer one is on its way.
        guard query == self.query else { return }
        self.films = films
        selection = 0
        status = films.isEmpty ? .nothingFound(place.nothingFoundText(query)) : .found
        show()
        if openingOnAnswer == query, let first = films.first {
            openingOnAnswer = nil
            routerInput.finish(with: first)
        }
    }

    public func displayReactions(_ reactions: [FilmID: UserReaction]) {
        self.reactions = reactions
        show()
    }

    public func displayReactionsUnread(_ error: Error) {
        note = PlayerText.reactionsUnmarkedText(PlayerMessage.describing(error))
        show()
    }

    public func displayError(_ error: Error) {
        films = []
        status = .failed(PlayerMessage.describing(error))
        show()
    }
}
