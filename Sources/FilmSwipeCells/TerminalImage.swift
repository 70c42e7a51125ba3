import Synchronization

/// A picture made for one terminal's image protocol, to fill `columns` × `rows` cells: what a view places on a card.
/// Views see its size and never its bytes; only the terminal backend writes them.
public struct TerminalImage: Sendable, Equatable {
    /// The protocol its bytes speak.
    public let imageProtocol: ImageProtocol
    /// The cells it fills.
    public let columns: Int
    public let rows: Int
    /// Names this picture: two images are the same picture when their ids are. For kitty, the id the terminal knows it by.
    public let id: UInt32
    private let payload: Payload

    /// An image of `columns` × `rows` cells whose escape sequence is `bytes`, as the encoder wrote it for `imageProtocol`
    /// with `id` (kitty's image id; any unique number for the others).
    public init(imageProtocol: ImageProtocol, columns: Int, rows: Int, id: UInt32, bytes: [UInt8]) {
        self.imageProtocol = imageProtocol
        self.columns = columns
        self.rows = rows
        self.id = id
        payload = Payload(bytes)
    }

    /// The escape sequence that draws the image at the cursor.
    public var bytes: [UInt8] { payload.bytes }

    /// A number no other image made in this process has had, for `id`. kitty keeps images by id per terminal, so the
    /// numbers start at random: two games in one terminal (tmux panes) do not delete each other's images.
    public static func nextID() -> UInt32 {
        counter.withLock { value in
            value = value &+ 1
            if value == 0 { value = 1 }
            return value
        }
    }

    private static let counter = Mutex<UInt32>(UInt32.random(in: 1..<0xFFFF_0000))

    // Equal by id: comparing the bytes of every image every frame would cost more than drawing it.
    public static func == (lhs: TerminalImage, rhs: TerminalImage) -> Bool {
        lhs.id == rhs.id && lhs.imageProtocol == rhs.imageProtocol && lhs.columns == rhs.columns && lhs.rows == rhs.rows
    }

    // Shared, not copied, as the image is passed from the encoder to the card to the screen.
    private final class Payload: Sendable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
}
