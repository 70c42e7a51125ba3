import FilmSwipeParty
import NIOCore

/// The server's messages as the bytes sent: each encoded once, whatever number of members it goes to.
enum OutgoingJSON {
    private static let allocator = ByteBufferAllocator()

    /// `message` as JSON.
    static func message(_ message: ServerMessage) -> ByteBuffer {
        allocator.buffer(string: message.json)
    }

    /// `welcome` (whose deck is empty) as JSON, with `deck` (a JSON array of cards) as its deck.
    static func welcome(_ welcome: PartyWelcome, deck: ByteBuffer) -> ByteBuffer {
        let text = ServerMessage.welcome(welcome).json
        // Keys are sorted and a string's quotes are escaped, so the empty deck's key is found once, as the key.
        guard let slot = text.range(of: #""deck":[]"#) else { return allocator.buffer(string: text) }
        var buffer = allocator.buffer(capacity: text.utf8.count + deck.readableBytes)
        buffer.writeSubstring(text[..<slot.lowerBound])
        buffer.writeString(#""deck":"#)
        buffer.writeImmutableBuffer(deck)
        buffer.writeSubstring(text[slot.upperBound...])
        return buffer
    }

    /// The `deck` message for `deck` (a JSON array of cards).
    static func deck(_ deck: ByteBuffer) -> ByteBuffer {
        var buffer = allocator.buffer(capacity: deck.readableBytes + 24)
        buffer.writeString(#"{"deck":"#)
        buffer.writeImmutableBuffer(deck)
        buffer.writeString(#","type":"deck"}"#)
        return buffer
    }
}
