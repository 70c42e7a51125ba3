/// The code friends type to find a room: 10 characters, 50 random bits, shown as "K7QX3PMABC" (rooms made before
/// codes grew keep their 7 characters, which are still read).
///
/// Long enough that guessing is useless rather than rate-limited for everyone: at the wrong codes one address may send
/// (20 in 10 minutes), a thousand addresses guessing day and night against a full server of 5,000 rooms would need
/// 2^50 / (5,000 × 2,880,000 a day) ≈ 78,000 days, some 200 years, for one hit (docs/party.md has the arithmetic).
/// The alphabet leaves out 0/O and 1/I so a code read aloud or off a screen cannot be mistyped into another one.
/// It is shown without a dash because the join line already has an `@` and a `:`; one more mark would be noise.
public struct RoomCode: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 32 symbols a code is made of.
    public static let alphabet: [Character] = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    /// Characters in a new code.
    public static let length = 10
    /// Characters in a code of a room made before codes grew: still read, never made.
    public static let earlierLength = 7
    /// Random bits in a new code: 5 a character.
    public static let bits = 50

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
        guard kept.count == Self.length || kept.count == Self.earlierLength else { throw .wrongLength(kept.count) }
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
