/// A member of a room, numbered by the server in order of joining; a client never chooses it.
public struct MemberID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number, from 1.
    public let value: Int

    /// The member numbered `value`.
    public init(_ value: Int) {
        self.value = value
    }

    /// Orders members by when they joined.
    public static func < (lhs: MemberID, rhs: MemberID) -> Bool { lhs.value < rhs.value }

    /// The number as text.
    public var description: String { String(value) }

    /// Decodes the bare number.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
