import FilmSwipeDomain
import Foundation

/// A repository over fixed pages that records what it was asked and can be told to fail.
actor FakeFilmRepository: FilmRepository {
    private let pages: [[Film]]
    private(set) var requestedPages: [Int] = []
    private(set) var changes: [(id: FilmID, old: UserReaction, new: UserReaction)] = []
    private var failingPages: [Int: Error] = [:]
    private var savedCopies: Set<Int> = []
    private var changeError: Error?
    private(set) var appliedFilters: [RecommendationFilter] = []
    /// Whether the fake can filter, as the recommender can and the plain catalogue cannot.
    var canFilter = false

    func allowFiltering() { canFilter = true }

    func applyFilter(_ filter: RecommendationFilter) async -> Bool {
        guard canFilter else { return false }
        appliedFilters.append(filter)
        return true
    }

    init(pages: [[Film]]) {
        self.pages = pages
    }

    /// How `redeal` answers: the waiting cards as they are, unless told otherwise.
    private var redealing: @Sendable ([Film]) throws -> [Film] = { $0 }
    private(set) var redealt: [[FilmID]] = []
    func redealWith(_ answer: @escaping @Sendable ([Film]) throws -> [Film]) { redealing = answer }

    func redeal(_ waiting: [Film]) async throws -> [Film] {
        redealt.append(waiting.map(\.id))
        return try redealing(waiting)
    }

    func failPage(_ page: Int, with error: Error?) { failingPages[page] = error }
    /// Deals `page` as a copy kept from before, as a source that cannot be reached does.
    func serveSavedCopy(of page: Int) { savedCopies.insert(page) }
    func failChanges(with error: Error?) { changeError = error }

    func recommendations(page: Int) async throws -> FilmPage {
        requestedPages.append(page)
        if let error = failingPages[page] { throw error }
        return FilmPage(
            page: page, films: pages.isEmpty ? [] : pages[page - 1], lastPage: max(1, pages.count), isSavedCopy: savedCopies.contains(page)
        )
    }

    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        if let changeError { throw changeError }
        changes.append((film.id, old, new))
    }
}

/// A store in memory that can be told to fail.
actor FakeReactionStore: ReactionStore {
    private(set) var current: [FilmID: UserReaction]
    private(set) var writes: [(id: FilmID, old: UserReaction, new: UserReaction)] = []
    /// The changes undo can take back, oldest first.
    private var history: [(film: Film, old: UserReaction, new: UserReaction)] = []
    private var writeError: Error?
    /// Writes still to succeed before `writeError` applies; nil: it applies to every write.
    private var writesBeforeFailing: Int?
    private var readError: Error?

    init(current: [FilmID: UserReaction] = [:]) {
        self.current = current
    }

    func failWrites(with error: Error?) { writeError = error }
    /// Lets the next `count` writes through, then fails every one with `error`.
    func failWrites(with error: Error, after count: Int) {
        writeError = error
        writesBeforeFailing = count
    }
    /// Fails every read of the reactions with `error` (nil: reads work again).
    func failReads(with error: Error?) { readError = error }

    private func checkWrite() throws {
        guard let writeError else { return }
        if let left = writesBeforeFailing, left > 0 {
            writesBeforeFailing = left - 1
            return
        }
        throw writeError
    }
    /// Changes a reaction as the Library or another game would, behind the module's back.
    func changeElsewhere(_ id: FilmID, to reaction: UserReaction) { current[id] = reaction == .none ? nil : reaction }

    func reactions() async throws -> [FilmID: UserReaction] {
        if let readError { throw readError }
        return current
    }

    func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {
        try checkWrite()
        let found = current[film.id] ?? .none
        guard found == old else { throw ReactionStoreError.conflict(film: film.id, expected: old, found: found) }
        writes.append((film.id, old, new))
        history.append((film, old, new))
        current[film.id] = new == .none ? nil : new
    }

    func undoLatestChange() async throws -> ReactionUndo? {
        try checkWrite()
        guard let change = history.popLast() else { return nil }
        let now = current[change.film.id] ?? .none
        guard now == change.new else { return ReactionUndo(film: change.film, undone: change.new, outcome: .keptNewer(now)) }
        current[change.film.id] = change.old == .none ? nil : change.old
        let restored = change.old == .none ? nil : ReactionRecord(film: change.film, reaction: change.old, reactedAt: Date(timeIntervalSince1970: 0))
        return ReactionUndo(film: change.film, undone: change.new, outcome: .restored(restored))
    }

    func records(_ reaction: UserReaction?) async throws -> [ReactionRecord] {
        if let readError { throw readError }
        return writes.reversed().compactMap { write in
            guard current[write.id] == write.new, reaction == nil || write.new == reaction else { return nil }
            return ReactionRecord(film: Film(id: write.id, title: "Film \(write.id.value)"), reaction: write.new, reactedAt: Date(timeIntervalSince1970: 0))
        }
    }

    func removeAll() async throws {
        current.removeAll()
        history.removeAll()
    }
}
