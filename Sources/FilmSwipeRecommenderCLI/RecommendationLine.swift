import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// One line of `recommend --json`'s output: `{"user": 17, "films": [296, 593], "titles": ["Pulp Fiction", …]}`, with
/// `"reasons"` when asked.
struct RecommendationLine {
    /// The query user, or nil for the player's own reactions.
    let user: Int32?
    /// What was dealt, in rank order.
    let dealt: [Recommendation]
    /// Each film's title, by id.
    let films: FilmIndex
    /// Whether the reasons go in too.
    let reasons: Bool

    /// The JSON object on one line.
    var text: String {
        var fields = [
            "\"user\": \(user.map(String.init) ?? "null")",
            "\"films\": [\(dealt.map { String($0.film.value) }.joined(separator: ", "))]",
            "\"titles\": [\(dealt.map { Self.json(films[$0.film]?.title) }.joined(separator: ", "))]",
        ]
        if reasons {
            fields.append("\"reasons\": [\(dealt.map { Self.json(RecommendationSessions.sentence($0.reason)) }.joined(separator: ", "))]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func json(_ text: String?) -> String {
        guard let text, let data = try? JSONEncoder().encode(text) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
