import FilmSwipeDomain
import Foundation

/// One line of `recommend --session`'s input, read and checked: whose it is and what it asks.
struct SessionRequest {
    /// What a line asks.
    enum Action {
        /// Deal this many cards.
        case next(Int)
        /// The user reacted to a film.
        case react(FilmID, UserReaction)
    }

    /// The user the line is about.
    let user: Int32
    /// What it asks.
    let action: Action

    /// The reactions a line may give, by name.
    static let reactions: [String: UserReaction] = ["favourite": .favourite, "dislike": .dislike, "watchlist": .watchlist, "seen": .seen]

    /// Reads `line`; `knows` says whether a film is in the catalogue. Throws a message naming the field at fault.
    init(line: String, knows: (FilmID) -> Bool) throws(SessionRequestError) {
        let object: [String: SessionValue]
        do {
            object = try JSONDecoder().decode([String: SessionValue].self, from: Data(line.utf8))
        } catch {
            throw SessionRequestError("the line is not a JSON object: write {\"user\": 7, \"next\": 1} or {\"user\": 7, \"film\": 318, \"reaction\": \"favourite\"}")
        }
        guard let rawUser = object["user"] else { throw SessionRequestError("field \"user\" is missing: every line names its user, e.g. {\"user\": 7, \"next\": 1}") }
        guard let whole = Self.whole(rawUser), let user = Int32(exactly: whole) else {
            throw SessionRequestError("field \"user\" must be a whole number (a userId), not \(Self.shown(rawUser))")
        }
        self.user = user
        let hasNext = object["next"] != nil, hasFilm = object["film"] != nil || object["reaction"] != nil
        if hasNext && hasFilm {
            throw SessionRequestError("a line asks for \"next\" or gives \"film\" and \"reaction\", not both")
        }
        if let rawNext = object["next"] {
            guard let count = Self.whole(rawNext), (1...RecommendationSessions.maximumNext).contains(count) else {
                throw SessionRequestError("field \"next\" must be a whole number from 1 to \(RecommendationSessions.maximumNext), not \(Self.shown(rawNext))")
            }
            action = .next(count)
            return
        }
        guard let rawFilm = object["film"] else {
            throw SessionRequestError(object["reaction"] == nil
                ? "the line asks for nothing: add \"next\": 1 for a card, or \"film\" and \"reaction\" for a swipe"
                : "field \"film\" is missing: a reaction names its film by movieId, e.g. \"film\": 318")
        }
        guard let value = Self.whole(rawFilm) else { throw SessionRequestError("field \"film\" must be a movieId (a whole number), not \(Self.shown(rawFilm))") }
        let film = FilmID(source: .catalogue, value: value)
        guard knows(film) else { throw SessionRequestError("field \"film\": \(value) is not a film of the catalogue") }
        guard let rawReaction = object["reaction"] else {
            throw SessionRequestError("field \"reaction\" is missing: give \"favourite\", \"dislike\", \"watchlist\" or \"seen\"")
        }
        guard case let .string(name) = rawReaction, let reaction = Self.reactions[name] else {
            throw SessionRequestError("field \"reaction\" must be \"favourite\", \"dislike\", \"watchlist\" or \"seen\", not \(Self.shown(rawReaction))")
        }
        action = .react(film, reaction)
    }

    // A JSON number that is a whole number (not a Boolean, not 7.5).
    private static func whole(_ value: SessionValue) -> Int? {
        guard case let .number(number) = value, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    // A value as the error shows it, cut short.
    private static func shown(_ value: SessionValue) -> String {
        let text = value.description
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

/// A JSON value of a session line, by kind.
enum SessionValue: Decodable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), other

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            self = .other
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case let .bool(value): String(value)
        case let .number(value): value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case let .string(value): "\"\(value)\""
        case .other: "an array or object"
        }
    }
}

/// A line of `recommend --session` that cannot be answered, and why.
struct SessionRequestError: Error {
    /// What is wrong, naming the field.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
