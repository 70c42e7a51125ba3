/// What `filmswipe party join CODE@HOST:PORT` is given: a room and the server that holds it.
public struct PartyAddress: Hashable, Sendable, CustomStringConvertible {
    /// The room.
    public let code: RoomCode
    /// The server holding it.
    public let server: ServerAddress

    /// An address from its parts.
    public init(code: RoomCode, server: ServerAddress) {
        self.code = code
        self.server = server
    }

    /// The text a player typed, such as `K7QX3PMABC@192.168.1.20:7420` (the code in any case, with dashes or not).
    public init(parsing typed: String) throws(PartyAddressError) {
        let text = typed.trimmingSpaces
        guard !text.isEmpty else { throw .missing }
        // The first @: neither a code nor a host has one, so a second is reported by the host's check.
        guard let at = text.firstIndex(of: "@") else { throw .missingAt }
        do throws(RoomCodeError) {
            code = try RoomCode(parsing: String(text[..<at]))
        } catch {
            throw .code(error)
        }
        do throws(ServerAddressError) {
            server = try ServerAddress(parsing: String(text[text.index(after: at)...]))
        } catch {
            throw .server(error)
        }
    }

    /// `CODE@HOST:PORT`, the line a friend types after `filmswipe party join`.
    public var description: String { "\(code)@\(server)" }
}
