/// The code friends type to find a room: 7 characters, 35 random bits, shown as "K7QX3PM".
///
/// The alphabet leaves out 0/O and 1/I so a code read aloud or off a screen cannot be mistyped into another one.
/// It is shown without a dash because the join line already has an `@` and a `:`; one more mark would be noise.
public struct RoomCode: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 32 symbols a code is made of.
    public static let alphabet: [Character] = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    /// Characters in a code.
    public static let length = 7
    /// Random bits in a code: 5 a character, enough that guessing one of a server's rooms takes billions of tries.
    public static let bits = 35

    /// The code in capitals, as shown and stored.
    public let text: String

    /// A code drawn from `generator`: the server passes a system generator, tests a seeded one.
    public static func random(using generator: inout some RandomNumberGenerator) -> RoomCode {
        RoomCode(checked: String((0..<length).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] }))
    }

    /// The code a person typed: any case, spaces and dashes ignored.
    public init(parsing typed: String) throws(RoomCodeError) {
        let kept = typed.filter { $0 != " " && $0 != "-" }.uppercased()
        // A stray character is named before the length, since it is usually why the length is off too.
        if let stray = kept.first(where: { !Self.alphabet.contains($0) }) { throw .notInAlphabet(stray) }
        guard kept.count == Self.length else { throw .wrongLength(kept.count) }
        self.init(checked: kept)
    }

    private init(checked text: String) {
        self.text = text
    }

    /// The code as shown to players.
    public var description: String { text }

    /// Decodes a code, refusing one that is not well formed (a server never takes a client's text on trust).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            try self.init(parsing: container.decode(String.self))
        } catch let error as RoomCodeError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.errorDescription ?? "bad room code")
        }
    }

    /// Encodes the code as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
