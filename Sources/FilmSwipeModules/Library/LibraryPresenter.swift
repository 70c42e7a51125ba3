import FilmSwipeDomain
import Foundation

/// Keeps the four lists and the highlight, and reloads them after a film's reaction changed.
@MainActor
public final class LibraryPresenter {
    public weak var viewInput: LibraryViewInput?

    private let routerInput: LibraryRouterInput
    private let interactorInput: LibraryInteractorInput
    private var records: [LibraryTab: [ReactionRecord]] = [:]
    private var tab: LibraryTab = .favourites
    private var selection: [LibraryTab: Int] = [:]
    private var isLoading = true
    /// The title of the film opened to change, for what is said when it had changed elsewhere.
    private var editedTitle: String?

    /// A presenter that routes through `routerInput` and reads through `interactorInput`.
    public init(routerInput: LibraryRouterInput, interactorInput: LibraryInteractorInput) {
        self.routerInput = routerInput
        self.interactorInput = interactorInput
    }

    private var list: [ReactionRecord] { records[tab] ?? [] }

    private var selectedRow: Int? {
        list.isEmpty ? nil : min(selection[tab] ?? 0, list.count - 1)
    }

    private func show() {
        let counts = Dictionary(uniqueKeysWithValues: LibraryTab.allCases.map { ($0, records[$0]?.count ?? 0) })
        let rows = list.map { record -> LibraryViewState.Row in
            let card = FilmCardViewData(film: record.film)
            let title = record.film.year.map { "\(record.film.title) (\($0))" } ?? record.film.title
            let genres = record.film.genres.joined(separator: ", ")
            return LibraryViewState.Row(title: title, details: [genres, card.rating, Self.origin(of: record)].filter { !$0.isEmpty }.joined(separator: " · "))
        }
        viewInput?.display(LibraryViewState(counts: counts, tab: tab, rows: rows, selectedRow: selectedRow, isLoading: isLoading))
    }
}

extension LibraryPresenter {
    /// Where an imported reaction came from, with the player's rating there: "from Letterboxd, rated 4.5".
    static func origin(of record: ReactionRecord) -> String {
        guard record.origin != .game else { return "" }
        let rating = record.originRating.map { ", rated \(record.origin.ratingText($0))" } ?? ""
        return "from \(record.origin.displayName)\(rating)"
    }
}

extension LibraryPresenter: LibraryViewOutput {
    public func viewDidLoad() {
        show()
        interactorInput.loadLists()
    }

    public func didSelectTab(_ tab: LibraryTab) {
        self.tab = tab
        show()
    }

    public func didSelectNextTab() {
        didSelectTab(LibraryTab(rawValue: (tab.rawValue + 1) % LibraryTab.allCases.count) ?? .favourites)
    }

    public func didMoveSelection(by rows: Int) {
        guard let current = selectedRow else { return }
        selection[tab] = max(0, min(list.count - 1, current + rows))
        show()
    }

    public func didTapOpen() {
        guard let row = selectedRow else { return }
        editedTitle = list[row].film.title
        routerInput.openFilm(list[row]) { [weak self] result, changedElsewhere in
            self?.didFinishEditing(result, changedElsewhere: changedElsewhere)
        }
    }

    public func didTapBack() {
        routerInput.close()
    }

    private func didFinishEditing(_ result: Result<UserReaction, Error>, changedElsewhere: UserReaction?) {
        switch result {
        case let .success(reaction):
            interactorInput.loadLists()
            if let changedElsewhere, let title = editedTitle {
                let text = PlayerText.changedText(title: title, reaction: reaction, changedElsewhere: changedElsewhere)
                routerInput.routeToMessage(PlayerMessage(title: PlayerText.successTitle, body: text, severity: .success))
            }
        case let .failure(error):
            routerInput.routeToMessage(PlayerMessage(describing: error))
        }
    }
}

extension LibraryPresenter: LibraryInteractorOutput {
    public func displayRecords(_ records: [ReactionRecord]) {
        isLoading = false
        self.records = Dictionary(grouping: records) { record in
            LibraryTab.allCases.first { $0.reaction == record.reaction } ?? .favourites
        }
        show()
    }

    public func displayError(_ error: Error) {
        isLoading = false
        show()
        routerInput.routeToMessage(PlayerMessage(describing: error))
    }
}
