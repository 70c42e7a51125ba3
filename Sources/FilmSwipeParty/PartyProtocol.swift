import FilmSwipeDomain
import Foundation

/// The party protocol's constants and its JSON reading and writing, shared by server and clients.
///
/// One JSON object a WebSocket text message; `"type"` names the message and explicit keys name its fields.
/// The first message of each side (hello or create, welcome) carries `"version"`; any message carrying a version
/// other than this one is refused before its other fields are read, since another version may shape them otherwise.
///
/// What an older peer can pass over keeps the version: a client skips a server message of a type it does not know and
/// fields it does not know, so suggestions (`suggest`, `suggested`, a card's `suggestedBy`, the welcome's
/// `suggestionsLeft`) came without a new version. A server refuses an unknown client message and closes the
/// connection, so a client sends `suggest` only to a server whose welcome has `suggestionsLeft`.
///
/// How a room decides came the same way: the create's `rules` (left out when standard), the welcome's `rules`,
/// `likesLeft`, `host`, `pick` and `overlap`, a refusal's `film`, and the server's `likes`, `overlap`, `deciding`,
/// `decided` and `ended`. A client sends `decide` and `end` only to a server whose welcome has `rules`. Everything a
/// member sees of the rules comes from these messages, so a client of another kind (a page) shows the same.
///
/// Watchlists too: the hello's and create's `watchlist` (film ids) and a card's `watchlists` (on how many of the
/// present members' watchlists it is, from two up) are skipped by a peer from before them.
public enum PartyProtocol {
    /// The protocol version this build speaks.
    public static let version = 1
    /// The most bytes of a client's message; the server closes a connection that sends more.
    public static let maxMessageBytes = 65_536
    /// The most bytes of a server's message a client reads: a welcome carries the whole deck, so it may pass 64 KiB.
    public static let maxServerMessageBytes = 4 << 20
    /// The most streaming services a member's hello counts.
    public static let serviceLimit = 64

    /// `type` read from JSON `data` of at most `limit` bytes; every failure is a `PartyProtocolError`.
    public static func decode<Message: Decodable>(_ type: Message.Type, from data: Data, limit: Int) throws(PartyProtocolError) -> Message {
        // Checked before parsing, so an oversized message costs nothing but its length.
        guard data.count <= limit else { throw .tooLarge(bytes: data.count, limit: limit) }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as PartyProtocolError {
            throw error
        } catch let error as DecodingError {
            throw .malformed(describe(error))
        } catch {
            throw .malformed("the message is not JSON")
        }
    }

    /// `message` as compact JSON text with sorted keys, so the same message always reads the same.
    public static func encode(_ message: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Cannot fail: every field is a string, an integer, a Bool or a Double the types keep finite.
        let data = try! encoder.encode(message)
        return String(decoding: data, as: UTF8.self)
    }

    static func checkVersion<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, key: Key) throws {
        guard container.contains(key) else { return }
        let found = try container.decode(Int.self, forKey: key)
        guard found == version else { throw PartyProtocolError.unsupportedVersion(found) }
    }

    static func requireVersion<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, key: Key) throws {
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: container.codingPath, debugDescription: "the first message carries a version"))
        }
    }

    // Which field was wrong, never its value: the value came from the peer and may be anything.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ last: CodingKey? = nil) -> String {
            let keys = (context.codingPath + (last.map { [$0] } ?? [])).map { $0.intValue.map(String.init) ?? $0.stringValue }
            let joined = SafeText.clean(keys.joined(separator: "."), limit: 80)
            return joined.isEmpty ? "the message" : "field \"\(joined)\""
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .typeMismatch(_, let context): return "\(path(context)) has the wrong type"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the message is not valid JSON" : "\(path(context)) is not valid"
        @unknown default: return "the message could not be read"
        }
    }
}
