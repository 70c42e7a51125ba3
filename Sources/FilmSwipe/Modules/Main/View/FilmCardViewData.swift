import FilmSwipeDomain
import Foundation

/// What a card shows of a film, formatted once for every view that draws it.
public struct FilmCardViewData: Sendable, Hashable, Identifiable {
    /// The film behind the card, for the modules the card is routed to.
    public let film: Film
    public let title: String
    /// "1994 · 2h 22m · Drama, Crime", leaving out what is unknown.
    public let facts: String
    /// "★ 8.1/10 · 341 ratings", or "No ratings yet".
    public let rating: String
    public let overview: String
    /// Why the film was dealt, when the recommender said ("Because you liked Alien").
    public let reason: String?

    public var id: FilmID { film.id }

    /// The card for `film`.
    public init(film: Film) {
        self.film = film
        title = film.title
        var facts: [String] = []
        if let year = film.year { facts.append(String(year)) }
        if let runtime = film.runtime { facts.append(Self.duration(minutes: runtime)) }
        if !film.genres.isEmpty { facts.append(film.genres.joined(separator: ", ")) }
        self.facts = facts.joined(separator: " · ")
        rating = Self.rating(film.rating, count: film.ratingCount)
        overview = film.overview
        reason = film.reason.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    private static func duration(minutes: Int) -> String {
        minutes < 60 ? "\(minutes)m" : "\(minutes / 60)h \(String(format: "%02d", minutes % 60))m"
    }

    private static func rating(_ value: Double, count: Int) -> String {
        guard count > 0 else { return "No ratings yet" }
        let tenths = (value * 10).rounded()
        let score = "\(Int(tenths) / 10).\(Int(tenths) % 10)"
        return "★ \(score)/10 · \(count) rating\(count == 1 ? "" : "s")"
    }
}
