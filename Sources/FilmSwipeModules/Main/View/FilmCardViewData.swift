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
    /// "Fans also liked: Heat, Ronin, Collateral", when the ratings say.
    public let alsoLiked: String?
    /// How many ratings gave ½ … 5 stars (ten counts), or none.
    public let ratingSpread: [Int]
    /// The further facts the card (room allowing) and the details show: "IMDb 8.2 · 89,722 votes in 2005", "Budget $60 million".
    public let moreFacts: [String]

    public var id: FilmID { film.id }

    /// The card for `film`.
    public init(film: Film) {
        self.film = film
        title = film.title
        var facts: [String] = []
        if let year = film.year { facts.append(String(year)) }
        if let runtime = film.runtime { facts.append(Self.duration(minutes: runtime)) }
        if let certificate = film.certificate { facts.append(certificate) }
        if !film.genres.isEmpty { facts.append(film.genres.joined(separator: ", ")) }
        self.facts = facts.joined(separator: " · ")
        rating = Self.rating(film.rating, count: film.ratingCount)
        overview = film.overview
        reason = film.reason.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        alsoLiked = film.fansAlsoLiked.isEmpty ? nil : "Fans also liked: " + film.fansAlsoLiked.joined(separator: ", ")
        ratingSpread = film.ratingSpread.count == 10 && film.ratingSpread.contains { $0 > 0 } ? film.ratingSpread : []
        var more: [String] = []
        if let imdb = film.imdb { more.append(Self.imdbLine(imdb)) }
        if let budget = film.budget, budget > 0 { more.append("Budget \(Self.money(budget))") }
        moreFacts = more
    }

    /// "8.2" for 8.24; the one decimal cards show.
    static func tenths(_ value: Double) -> String {
        let tenths = value.isFinite ? Int((min(max(value, 0), 10) * 10).rounded()) : 0
        return "\(tenths / 10).\(tenths % 10)"
    }

    // A figure from a dated snapshot says when it was counted, so 2005's votes do not read as today's.
    private static func imdbLine(_ imdb: IMDbRating) -> String {
        let votes = "\(grouped(imdb.votes)) vote\(imdb.votes == 1 ? "" : "s")"
        return "IMDb \(tenths(imdb.score)) · " + votes + (imdb.countedIn.map { " in \($0)" } ?? "")
    }

    // "412,000": digits in threes, as people read counts.
    private static func grouped(_ number: Int) -> String {
        let digits = String(max(0, number))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    // "$60 million", "$2.5 million", "$850,000".
    private static func money(_ dollars: Int) -> String {
        guard dollars >= 1_000_000 else { return "$" + grouped(dollars) }
        let tenthsOfMillion = dollars / 100_000
        let millions = tenthsOfMillion % 10 == 0 ? grouped(tenthsOfMillion / 10) : "\(tenthsOfMillion / 10).\(tenthsOfMillion % 10)"
        return "$\(millions) million"
    }

    private static func duration(minutes: Int) -> String {
        minutes < 60 ? "\(minutes)m" : "\(minutes / 60)h \(String(format: "%02d", minutes % 60))m"
    }

    private static func rating(_ value: Double, count: Int) -> String {
        guard count > 0 else { return "No ratings yet" }
        return "★ \(tenths(value))/10 · \(count) rating\(count == 1 ? "" : "s")"
    }
}
