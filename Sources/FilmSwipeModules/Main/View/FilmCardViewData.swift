import FilmSwipeCells
import FilmSwipeDomain
import Foundation
import FilmSwipeText

/// What a card shows of a film, formatted once for every view that draws it.
public struct FilmCardViewData: Sendable, Equatable, Identifiable {
    /// The film behind the card, for the modules the card is routed to.
    public let film: Film
    public let title: String
    /// "1994 · 2h 22m · Drama, Crime", leaving out what is unknown.
    public let facts: String
    /// "★ 8.1/10 · 341 ratings", "★ 9.0/10 · only 2 ratings" when so few say little, or "No ratings yet".
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
    /// Who made it and who is in it, when known.
    public let people: FilmPeople?
    /// "Stream: Netflix, Max · Rent: Apple TV", or "Not streaming in GB", when known.
    public let availability: String?
    /// "On your services: Netflix", when the player's services have it.
    public let yourServices: String?
    /// Detail's full account of where to watch: one line per kind of offer, or "Not streaming in GB".
    public let availabilityLines: [String]
    /// Detail's addresses: "Where to watch: …", "Trailer: …", "TMDB: …".
    public let links: [String]
    /// The film's poster, as far as it is known (a game that draws posters fills it in).
    public var poster: CardPoster

    public var id: FilmID { film.id }

    /// The card for `film`, with `poster` (by default: on its way when the film has one).
    public init(film: Film, poster: CardPoster? = nil) {
        self.film = film
        self.poster = poster ?? CardPoster(film: film)
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
        people = film.people.flatMap { $0.isEmpty ? nil : $0 }
        availability = film.availability.map(Self.availabilityLine)
        yourServices = film.availability.flatMap { $0.onYourServices.isEmpty ? nil : "On your services: " + Self.names($0.onYourServices) }
        availabilityLines = film.availability.map(Self.availabilityLines) ?? []
        var links: [String] = []
        if let link = film.availability?.link { links.append("Where to watch: " + link) }
        if let trailer = film.trailerURL { links.append("Trailer: " + trailer) }
        if let page = film.pageURL { links.append("TMDB: " + page) }
        self.links = links
    }

    /// "Dir. Denis Villeneuve · Timothée Chalamet, Zendaya" in at most `width` columns: three of the cast when they fit,
    /// else two, else one; nil when nobody is known.
    public func peopleLine(fitting width: Int) -> String? {
        guard let people else { return nil }
        let directors = people.directors.isEmpty ? nil : "Dir. " + people.directors.prefix(2).joined(separator: ", ")
        for count in stride(from: min(3, people.cast.count), through: 0, by: -1) {
            let cast = count == 0 ? nil : people.cast.prefix(count).joined(separator: ", ")
            let line = [directors, cast].compactMap { $0 }.joined(separator: " · ")
            if DisplayWidth.of(line) <= width || count <= 1 { return line.isEmpty ? nil : line }
        }
        return nil
    }

    /// Detail's lines about the people: "Directed by …" and "Cast: …" (up to five).
    public var peopleLines: [String] {
        guard let people else { return [] }
        var lines: [String] = []
        if !people.directors.isEmpty { lines.append("Directed by " + people.directors.joined(separator: ", ")) }
        if !people.cast.isEmpty { lines.append("Cast: " + people.cast.joined(separator: ", ")) }
        return lines
    }

    // The card's one line: streaming, free and rental offers (buying only when there is nothing else), most prominent first.
    private static func availabilityLine(_ availability: FilmAvailability) -> String {
        guard !availability.isNowhere else { return "Not streaming in \(availability.region)" }
        var parts: [String] = []
        if !availability.stream.isEmpty { parts.append("Stream: " + names(availability.stream)) }
        if !availability.free.isEmpty { parts.append("Free: " + names(availability.free)) }
        if !availability.rent.isEmpty { parts.append("Rent: " + names(availability.rent)) }
        if parts.isEmpty { parts.append("Buy: " + names(availability.buy)) }
        return parts.joined(separator: " · ")
    }

    private static func availabilityLines(_ availability: FilmAvailability) -> [String] {
        guard !availability.isNowhere else { return ["Not streaming, to rent or to buy in \(availability.region)"] }
        let kinds = [("Stream", availability.stream), ("Free", availability.free), ("Rent", availability.rent), ("Buy", availability.buy)]
        return kinds.filter { !$0.1.isEmpty }.map { "\($0.0) in \(availability.region): " + names($0.1) }
    }

    private static func names(_ providers: [WatchProvider]) -> String {
        providers.map(\.name).joined(separator: ", ")
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

    /// Under this many ratings the card says "only": a mean of a few ratings is a guess, not a verdict.
    public static let thinEvidence = 10

    private static func rating(_ value: Double, count: Int) -> String {
        guard count > 0 else { return "No ratings yet" }
        return "★ \(tenths(value))/10 · \(count < thinEvidence ? "only " : "")\(count) rating\(count == 1 ? "" : "s")"
    }
}
