import FilmSwipeDomain
import Foundation

/// Why typed text is not a room code; the message says what a code looks like.
public enum RoomCodeError: LocalizedError, Equatable, Sendable {
    /// The text has this many code characters instead of 10 (or 7, for a room made before codes grew).
    case wrongLength(Int)
    /// The text has a character that no code uses.
    case notInAlphabet(Character)

    /// What a good code looks like, appended to every message.
    static let shape = "a room code is 10 letters and digits, such as K7QX3PMABC"

    /// The problem and the shape of a good code.
    public var errorDescription: String? {
        switch self {
        case .wrongLength(0):
            return "the room code is missing; \(Self.shape)"
        case .wrongLength(let count):
            return "the room code has \(count) characters, not \(RoomCode.length); \(Self.shape)"
        case .notInAlphabet(let character):
            return "the room code cannot contain \(Self.shown(character)); \(Self.shape), with no 0, O, 1 or I"
        }
    }

    // The character came from a person or a network peer: it is drawn only once made safe.
    private static func shown(_ character: Character) -> String {
        let clean = SafeText.clean(String(character))
        if !clean.isEmpty, clean != " " { return "\"\(clean)\"" }
        let code = character.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
        return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    }
}
