import Foundation

/// Why typed text is not a `CODE@HOST:PORT` party address.
public enum PartyAddressError: LocalizedError, Equatable, Sendable {
    /// Nothing was given.
    case missing
    /// No `@` between the code and the server.
    case missingAt
    /// The part before `@` is not a room code.
    case code(RoomCodeError)
    /// The part after `@` is not a server address.
    case server(ServerAddressError)

    /// The problem and the shape of a good address.
    public var errorDescription: String? {
        let problem = switch self {
        case .missing: "the party address is missing"
        case .missingAt: "the party address has no @ between the room code and the server"
        case .code(let error): error.errorDescription ?? "the room code is not valid"
        case .server(let error): error.problem
        }
        return "\(problem); expected CODE@HOST:PORT, such as K7QX3PMABC@192.168.1.20:7420"
    }
}
