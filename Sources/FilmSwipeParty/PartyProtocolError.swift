import Foundation

/// Why a message could not be read; the server answers with a refusal and closes that connection only.
public enum PartyProtocolError: LocalizedError, Hashable, Sendable {
    /// The message has more bytes than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The message is not JSON, or a field is missing, of the wrong type or not valid (named, its value not shown).
    case malformed(String)
    /// The `"type"` is none of the protocol's.
    case unknownType(String)
    /// The message carries a version this build does not speak.
    case unsupportedVersion(Int)

    /// A sentence naming the problem.
    public var errorDescription: String? {
        switch self {
        case .tooLarge(let bytes, let limit):
            "the message has \(bytes) bytes, more than the \(limit) allowed"
        case .malformed(let detail):
            "the message could not be read: \(detail)"
        case .unknownType(let type):
            "the message type \(ServerAddressError.quoted(String(type.prefix(40)))) is not one of the party protocol's"
        case .unsupportedVersion(let found):
            "the other side speaks party protocol version \(found), this one speaks \(PartyProtocol.version): "
                + "use the same FilmSwipe release on the server and every player's machine"
        }
    }
}
