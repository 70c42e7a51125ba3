import FilmSwipeDomain
import Foundation

/// `filmswipe recommend --session`: the game's deal for any number of users, one JSON line in and one out.
///
/// `{"user": 7, "next": 1}` deals user 7's next card (`{"user": 7, "films": [318], "reasons": ["Because you liked
/// Fargo"]}`), marked dealt; `{"user": 7, "film": 318, "reaction": "favourite"}` (or `dislike`, `watchlist`, `seen`)
/// is a swipe (`{"user": 7, "ok": true}`). A user starts from their history, when given one, else new. A bad line gets
/// `{"error": "…"}` naming the field, and changes nothing.
public struct RecommendationSessions {
    /// The most cards one `next` may ask for.
    public static let maximumNext = 1000

    private let model: RecommendationModel
    private let catalogue: [Film]
    private let titles: [FilmID: String]
    private let histories: [Int32: [Rating]]
    private let seed: UInt64
    private let exploring: Bool
    private var decks: [Int32: PlayerDeck] = [:]

    /// Sessions over `model`, dealing from `catalogue` (most-rated first); each user of `histories` starts from their
    /// ratings (in time order) fed as swipes; `seed` and `exploring` as in `Recommender`.
    public init(model: RecommendationModel, catalogue: [Film], histories: [Int32: [Rating]], seed: UInt64, exploring: Bool) {
        self.model = model
        self.catalogue = catalogue
        var titles: [FilmID: String] = [:]
        for film in catalogue where titles[film.id] == nil { titles[film.id] = film.title }
        self.titles = titles
        self.histories = histories
        self.seed = seed
        self.exploring = exploring
    }

    /// The answer to one line of input, on one line.
    public mutating func answer(_ line: String) -> String {
        do {
            let request = try SessionRequest(line: line, knows: { model.position(of: $0) != nil })
            var deck = decks[request.user] ?? PlayerDeck(
                model: model, catalogue: catalogue, seed: seed, exploring: exploring, history: histories[request.user] ?? []
            )
            defer { decks[request.user] = deck }
            switch request.action {
            case let .next(count):
                let dealt = deck.next(count: count)
                return Self.json([
                    ("user", String(request.user)),
                    ("films", "[" + dealt.map { String($0.film.value) }.joined(separator: ", ") + "]"),
                    ("reasons", "[" + dealt.map { Self.quoted(Self.sentence($0.reason)) }.joined(separator: ", ") + "]"),
                ])
            case let .react(film, reaction):
                deck.react(film, reaction)
                return Self.json([("user", String(request.user)), ("ok", "true")])
            }
        } catch {
            return Self.json([("error", Self.quoted(error.message))])
        }
    }

    /// A card's reason as it shows on the card: "Because you liked Fargo"; nil stays nil.
    public static func sentence(_ reason: String?) -> String? {
        reason.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    private static func json(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func quoted(_ text: String?) -> String {
        guard let text, let data = try? JSONEncoder().encode(text) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
