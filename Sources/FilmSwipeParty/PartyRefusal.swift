import FilmSwipeDomain

/// A refusal: a reason code for the client and a sentence for the player.
public struct PartyRefusal: Hashable, Sendable, Codable {
    /// The most characters of a message kept.
    static let messageLimit = 300

    /// What went wrong, for the client.
    public let reason: RefusalReason
    /// What went wrong and what to do, for the player.
    public let message: String
    /// The film the refused message was about, where the client must act on it (a yes over the cap on likes, which it
    /// stops sending again); a client from before it ignores it.
    public let film: FilmID?

    /// A refusal from its parts; the message is cleaned, since it is drawn on the player's screen.
    public init(reason: RefusalReason, message: String, film: FilmID? = nil) {
        self.reason = reason
        self.message = SafeText.clean(message, limit: Self.messageLimit)
        self.film = film
    }

    /// The refusal for a room's error.
    public init(_ error: PartyRoomError) {
        let reason: RefusalReason = switch error {
        case .unknownMember: .notJoined
        case .notPresent: .notPresent
        case .unknownFilm: .unknownFilm
        case .alreadyMatched: .alreadyMatched
        case .roomFull: .roomFull
        case .unknownResumeToken: .unknownResume
        case .alreadyDecided: .alreadyDecided
        case .alreadySuggested: .alreadySuggested
        case .suggestionLimit: .suggestionLimit
        case .likeLimit: .likeLimit
        case .nothingToDecide: .nothingToDecide
        case .notHost: .notHost
        }
        let film: FilmID? = if case .likeLimit(let film, _) = error { film } else { nil }
        self.init(reason: reason, message: error.errorDescription ?? "refused", film: film)
    }

    /// The refusal for a message that could not be read; the server closes the connection after sending it.
    public init(_ error: PartyProtocolError) {
        if case .unsupportedVersion = error {
            self.init(reason: .wrongVersion, message: error.errorDescription ?? "wrong version")
        } else {
            self.init(reason: .badMessage, message: error.errorDescription ?? "bad message")
        }
    }

    /// The refusal of a suggestion of the film titled `title`, for a room's error: the sentence names the film, since
    /// refusals do not say which message they answer.
    public init(suggesting title: String, _ error: PartyRoomError) {
        let plain = PartyRefusal(error)
        self.init(reason: plain.reason, message: "Could not suggest \(title): \(plain.message).")
    }

    /// The reasons a suggestion is refused for, which a client shows to the player who suggested.
    public static let suggestionReasons: Set<RefusalReason> = [.notInCatalogue, .alreadyDecided, .alreadySuggested, .suggestionLimit]

    /// The refusal for a code no room on this server has.
    public static let wrongCode = PartyRefusal(
        reason: .wrongCode, message: "no room on this server has that code; check the code you were given (such as K7QX3PMABC)"
    )

    private enum CodingKeys: String, CodingKey {
        case reason, message, film
    }

    /// Decodes a refusal and cleans its message again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            reason: container.decode(RefusalReason.self, forKey: .reason), message: container.decode(String.self, forKey: .message),
            film: container.decodeIfPresent(String.self, forKey: .film).flatMap(FilmID.init(partyText:))
        )
    }

    /// Encodes the refusal, leaving out a film it is not about.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reason, forKey: .reason)
        try container.encode(message, forKey: .message)
        if let film { try container.encodeFilm(film, forKey: .film) }
    }
}
