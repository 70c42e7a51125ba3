import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeTMDB
import Foundation

/// One `filmswipe tmdb import` once the account's lists are read: the films stored as TMDB films and placed on the
/// bundled catalogue, in one transaction, and the report of what that did.
struct TMDBImportRun: Sendable {
    /// What the account's lists hold.
    let lists: TMDBAccountLists
    /// The account's id, for the report.
    let accountID: Int
    /// The bundled catalogue's films.
    let catalogue: [Film]
    /// Whether reactions made here give way to the account's.
    let overwrite: Bool
    /// Whether nothing is written.
    let dryRun: Bool
    /// When the import runs: TMDB gives no dates, so every film is dated now.
    var now = Date()

    /// Stores the account's films in `store`, confirmed as held by `account` (the outbox's key for it), and returns
    /// the report's lines.
    func store(in store: ReactionImportStore, account: String) async throws -> [String] {
        let history = TMDBAccountHistory(lists)
        let accountFilms = history.importedReactions(at: now)
        let plan = HistoryImportPlan(history.films.map(Self.entry), from: .tmdb, matcher: CatalogueMatcher(films: catalogue), importedAt: now)
        // One call is one transaction: the TMDB films and their catalogue twins are stored together or not at all.
        let outcomes = try await store.importReactions(
            accountFilms + plan.reactions, overwrite: overwrite, dryRun: dryRun, confirming: (account: account, source: .tmdb)
        )
        let summary = TMDBImportSummary(
            accountID: accountID, lists: lists, history: history, outcomes: Array(outcomes.prefix(accountFilms.count)), dryRun: dryRun
        )
        let catalogueReport = ImportReport(plan: plan, outcomes: Array(outcomes.dropFirst(accountFilms.count)), dryRun: dryRun)
        return summary.lines + ["On the bundled catalogue:"] + catalogueReport.lines
    }

    // The account's film as another service's history entry, so the catalogue matcher can place it.
    private static func entry(_ film: TMDBAccountFilm) -> HistoryEntry {
        HistoryEntry(
            title: film.film.title, otherTitles: film.film.originalTitle.map { [$0] } ?? [], year: film.film.year,
            reaction: film.reaction, date: nil, rating: film.rating, tmdbID: film.film.id.value,
            location: "TMDB film \(film.film.id.value)"
        )
    }
}
