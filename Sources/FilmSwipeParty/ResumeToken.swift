/// The secret a member's client keeps to come back as the same member after a dropped connection.
///
/// Member ids are small numbers anyone could guess, so coming back needs this 128-bit secret instead. Its
/// `description` hides it: tokens never appear in output or logs; `text` is for the wire and the stores only.
public struct ResumeToken: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Hex digits in a token.
    static let length = 32

    /// The token as 32 lowercase hex digits, for the protocol and the stores.
    public let text: String

    /// A new token from `generator` (the server passes a system generator).
    public static func random(using generator: inout some RandomNumberGenerator) -> ResumeToken {
        let digits = (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return ResumeToken(checked: digits.joined())
    }

    /// A token read back from text; nil unless it is 32 hex digits.
    public init?(text: String) {
        let lowered = text.lowercased()
        guard lowered.count == Self.length, lowered.allSatisfy({ $0.isHexDigit && $0.isASCII }) else { return nil }
        self.init(checked: lowered)
    }

    private init(checked text: String) {
        self.text = text
    }

    /// Hidden, so a token printed by mistake gives nothing away.
    public var description: String { "ResumeToken(hidden)" }

    /// Hidden as in `description`, for `debugPrint` and string interpolation in logs.
    public var debugDescription: String { description }

    /// No children, so `dump` does not print the secret either.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// Decodes a token, refusing text of the wrong shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let token = ResumeToken(text: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a resume token is 32 hex digits")
        }
        self = token
    }

    /// Encodes the token's text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
