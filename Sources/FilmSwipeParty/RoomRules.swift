/// How a room decides, set by its host at `party host` and kept with the room: when a film is a match, and how many
/// yes votes each member has to give.
public struct RoomRules: Hashable, Sendable, Codable {
    /// The most likes a cap can give each member: the deck holds fewer films than this.
    public static let likeLimit = 1_000
    /// Today's rules: a match when everyone present says yes, and no cap on likes.
    public static let standard = RoomRules()

    /// When a film is a match.
    public let match: MatchRule
    /// How many yes votes each member has (undoing one gives it back); nil for no cap.
    public let likes: Int?

    /// Rules from their parts; a cap below 1 or above `likeLimit` is brought within them.
    public init(match: MatchRule = .everyone, likes: Int? = nil) {
        self.match = match
        self.likes = likes.map { min(max($0, 1), Self.likeLimit) }
    }

    /// The rules in a few words for the room's header ("match: majority · 5 likes each"); nil for the standard ones.
    public var summary: String? {
        var parts: [String] = []
        if match != .everyone { parts.append("match: \(match.rawValue)") }
        if let likes { parts.append("\(likes) \(likes == 1 ? "like" : "likes") each") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private enum CodingKeys: String, CodingKey {
        case match, likes
    }

    /// Decodes rules, each field optional (a missing one is the standard's), a cap brought within its limits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            match: container.decodeIfPresent(MatchRule.self, forKey: .match) ?? .everyone, likes: container.decodeIfPresent(Int.self, forKey: .likes)
        )
    }

    /// Encodes the rules, leaving out a cap not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(match, forKey: .match)
        try container.encodeIfPresent(likes, forKey: .likes)
    }
}
