import FilmSwipeText
import FilmSwipeDomain
import FilmSwipeRecommendation

/// `recommend`'s output on a terminal: each user's films as a table, one film a line:
/// `  318  The Shawshank Redemption (1994)  Because you liked Fargo`.
struct RecommendationTable {
    /// The query user, or nil for the player's own reactions.
    let user: Int32?
    /// What was dealt, in rank order.
    let dealt: [Recommendation]
    /// Each film's title and year, by id.
    let films: FilmIndex

    /// The heading and the rows.
    var lines: [String] {
        let heading = user.map { "User \($0)" } ?? "Your next films"
        let ids = dealt.map { String($0.film.value) }
        let titles = dealt.map { pick in films[pick.film].map { film in film.year.map { "\(film.title) (\($0))" } ?? film.title } ?? "" }
        let idWidth = ids.map(\.count).max() ?? 0
        let titleWidth = titles.map { DisplayWidth.of($0) }.max() ?? 0
        let rows = zip(dealt, zip(ids, titles)).map { pick, text in
            let (id, title) = text
            let reason = RecommendationSessions.sentence(pick.reason).map { "  " + $0 } ?? ""
            let row = String(repeating: " ", count: idWidth - id.count) + id + "  " + title + String(repeating: " ", count: titleWidth - DisplayWidth.of(title)) + reason
            return "  " + String(row.reversed().drop { $0 == " " }.reversed())
        }
        return [heading] + rows
    }
}
