import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeTMDB

/// The first lines of the `filmswipe tmdb import` report: what the account's lists held, and what storing them as
/// TMDB films did (or, in a dry run, would do).
struct TMDBImportSummary {
    /// The account's id.
    let accountID: Int
    /// What its lists held.
    let lists: TMDBAccountLists
    /// The lists merged, one reaction per film.
    let history: TMDBAccountHistory
    /// What storing each of `history.films` did, in order.
    let outcomes: [ImportOutcome]
    /// Whether nothing was written.
    let dryRun: Bool

    /// The lines.
    var lines: [String] {
        var added = 0, updated = 0, unchanged = 0, kept = 0
        for outcome in outcomes {
            switch outcome {
            case .added: added += 1
            case .updated: updated += 1
            case .unchanged: unchanged += 1
            case .kept: kept += 1
            }
        }
        let kinds = Dictionary(grouping: history.films, by: \.reaction).mapValues(\.count)
        let kindText = [(UserReaction.favourite, "favourite"), (.dislike, "disliked"), (.watchlist, "watchlist"), (.seen, "seen")]
            .map { "\(Self.number(kinds[$0.0] ?? 0)) \($0.1)" }.joined(separator: ", ")
        let verbs = dryRun ? ("would be added", "would be updated", "would be kept") : ("added", "updated", "kept")
        var lines = [
            "Your TMDB account (\(accountID)) lists \(Self.count(lists.favourites.count, "favourite", "favourites")), "
                + "\(Self.count(lists.watchlist.count, "film", "films")) on the watchlist and "
                + "\(Self.count(lists.rated.count, "rated film", "rated films")): \(Self.count(history.films.count, "film", "films")) in all.",
            "As TMDB films: \(Self.number(history.films.count)) (\(kindText))",
            "  \(verbs.0): \(Self.number(added)), \(verbs.1): \(Self.number(updated)), already there: \(Self.number(unchanged))"
                + ", \(verbs.2) as you had them: \(Self.number(kept))",
        ]
        if kept > 0 {
            lines.append("Reactions you made differ for \(Self.count(kept, "TMDB film", "TMDB films")) and were kept; --overwrite replaces them.")
        }
        return lines
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(number(value)) \(value == 1 ? singular : plural)"
    }

    // Numbers as the catalogue half of the report writes them.
    private static func number(_ value: Int) -> String { ImportReport.number(value) }
}
