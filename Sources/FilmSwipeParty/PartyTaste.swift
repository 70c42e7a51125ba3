import FilmSwipeDomain

/// A member's own reactions, sent when joining so the deck can be ranked for the group; omitted with `--private`.
///
/// On the wire it is one list of film ids per reaction (`{"dislike": ["catalogue:603"], "favourite": […]}`),
/// the most compact form, since a whole film history has to fit in one 64 KiB message.
public struct PartyTaste: Hashable, Sendable, Codable {
    /// The most films a taste carries; about 20 bytes each keeps a hello well under the message limit.
    public static let maxFilms = 3_000

    /// The reaction to each film; `.none` is never kept.
    public let reactions: [FilmID: UserReaction]

    /// `reactions` without `.none`, cut to `limit` films (at most `maxFilms`). When cut, dislikes are kept first (they
    /// decide what is never dealt), then favourites, watchlist and seen; within one reaction, lower ids first, so the
    /// cut is the same every time.
    public init(_ reactions: [FilmID: UserReaction], limit: Int = maxFilms) {
        let limit = min(max(limit, 0), Self.maxFilms)
        let kept = reactions.filter { $0.value != .none }
        guard kept.count > limit else {
            self.reactions = kept
            return
        }
        var cut: [FilmID: UserReaction] = [:]
        for reaction in Self.priority {
            let films = kept.filter { $0.value == reaction }.keys.sorted { ($0.source.rawValue, $0.value) < ($1.source.rawValue, $1.value) }
            for film in films.prefix(limit - cut.count) { cut[film] = reaction }
        }
        self.reactions = cut
    }

    private static let priority: [UserReaction] = [.dislike, .favourite, .watchlist, .seen]

    private struct ReactionKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the lists; an unknown reaction or a film id of the wrong shape makes the message malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ReactionKey.self)
        var reactions: [FilmID: UserReaction] = [:]
        for key in container.allKeys {
            guard let reaction = UserReaction(rawValue: key.stringValue), reaction != .none else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "a taste lists films under dislike, favourite, watchlist or seen"
                )
            }
            for film in try container.decodeFilms(forKey: key) { reactions[film] = reaction }
        }
        guard reactions.count <= Self.maxFilms else {
            // The taste as a whole is too long, not any one of its lists: the message names the field, never a list it may not have.
            let field = container.codingPath.map(\.stringValue).joined(separator: ".")
            throw PartyProtocolError.malformed("field \"\(field.isEmpty ? "taste" : field)\" has more than \(Self.maxFilms) films")
        }
        self.reactions = reactions
    }

    /// Encodes one sorted list of ids per reaction, leaving out empty ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ReactionKey.self)
        for reaction in Self.priority {
            let films = reactions.filter { $0.value == reaction }.keys
                .sorted { ($0.source.rawValue, $0.value) < ($1.source.rawValue, $1.value) }
            guard !films.isEmpty else { continue }
            try container.encode(films.map(\.partyText), forKey: ReactionKey(stringValue: reaction.rawValue))
        }
    }
}
