/// Why the server refused a message, as a code a client can act on; the refusal's message is for people.
public enum RefusalReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// No room has that code.
    case wrongCode
    /// The client speaks another protocol version.
    case wrongVersion
    /// The message was not one of the protocol's (malformed, unknown type or too large); the connection closes.
    case badMessage
    /// Too many wrong codes from this connection; wait before trying again.
    case slowDown
    /// The first message must be a hello or a create.
    case notJoined
    /// The room has its most members.
    case roomFull
    /// The resume token is not one this room gave.
    case unknownResume
    /// The film is not in the room's deck.
    case unknownFilm
    /// The film is already a match.
    case alreadyMatched
    /// The member has left the room.
    case notPresent
    /// A suggested film is not in the catalogue the room deals from.
    case notInCatalogue
    /// A suggested film is already a match, or every member present has swiped it.
    case alreadyDecided
    /// A suggested film was already suggested.
    case alreadySuggested
    /// The member has made the most suggestions one member can.
    case suggestionLimit
    /// A yes would pass the room's cap on likes; the refusal names the film.
    case likeLimit
    /// "Decide for us" with no match and no film anyone present said yes to.
    case nothingToDecide
    /// The room is already counting down to a pick.
    case deciding
    /// Only the room's host may end it.
    case notHost
    /// A reason this client does not know (from a newer server).
    case other

    /// Reads an unknown reason as `other`, so a newer server's refusal is still shown.
    public init(from decoder: any Decoder) throws {
        self = RefusalReason(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
    }
}
