import FilmSwipeDomain
import FilmSwipeText
import Foundation

/// A member's name as every screen shows it: one line of safe text, at most 24 columns.
///
/// Names come from other people's machines, so the cleaning happens here, once, whatever the source: escape
/// sequences and bidi overrides are removed, so are zero-width and other invisible characters (but an emoji's own
/// joiners and presentation selectors), runs of white space become one space, a trailing "(host)" is dropped (only the
/// room says who its host is), and a name too wide is cut at a whole character with "…". A room gives a member whose
/// name looks like another's a number ("Ann 2"): see `PartyRoom.join`.
public struct MemberName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The most columns a name takes: wide characters (CJK, emoji) count two.
    public static let maxColumns = 24
    /// The name given to a member whose name is empty once cleaned.
    public static let fallback = "Guest"

    /// The cleaned name.
    public let text: String

    /// `raw` cleaned, collapsed, trimmed and cut to `maxColumns`.
    public init(_ raw: String) {
        // Only the start of a megabyte-long name is looked at: 4 scalars a column is far more than a name can keep.
        let cleaned = Self.withoutInvisible(SafeText.clean(String(raw.unicodeScalars.prefix(Self.maxColumns * 8))))
        let collapsed = Self.withoutHostClaim(cleaned.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        let fitted = Self.fitted(collapsed)
        // Blank characters alone (marks on nothing, private use) would make a member nobody can see or tell apart; the
        // ellipsis of a cut name does not count.
        text = collapsed.unicodeScalars.contains(where: Self.isVisible) ? fitted : Self.fallback
    }

    private init(checked text: String) {
        self.text = text
    }

    /// This name with ` number` after it ("Ann 2"), cut first where both would not fit `maxColumns`: how a room tells
    /// apart a member whose name looks like another's.
    func numbered(_ number: Int) -> MemberName {
        let suffix = " \(number)"
        let room = Self.maxColumns - DisplayWidth.of(suffix)
        let base = DisplayWidth.of(text) <= room ? text : Self.cut(text, to: room)
        return MemberName(checked: base + suffix)
    }

    // Zero-width spaces, joiners, soft hyphens, word joiners, byte-order marks, Hangul fillers and other default-ignorable
    // characters draw nothing, so "Ann" and "Ann\u{200B}" would look the same; the blank braille pattern draws a blank.
    // Kept: a joiner between two pictographs and a variation selector after an emoji, which make one emoji of several.
    private static func withoutInvisible(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0.properties.isDefaultIgnorableCodePoint || $0.value == 0x2800 }) else { return text }
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let previous = kept.last
            switch scalar.value {
            case 0x200D:
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if previous.map(isPictographic) == true, next.map(isPictographic) == true { kept.append(scalar) }
            case 0xFE00...0xFE0F:
                if previous?.properties.isEmoji == true { kept.append(scalar) }
            case 0xE0020...0xE007F:
                // The tags of a flag such as Scotland's follow a black flag or another tag.
                if let previous, previous.value == 0x1F3F4 || (0xE0020...0xE007F).contains(previous.value) { kept.append(scalar) }
            case 0x2800:
                continue
            default:
                if !scalar.properties.isDefaultIgnorableCodePoint { kept.append(scalar) }
            }
        }
        return String(kept)
    }

    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmoji && scalar.value > 0xFF || scalar.properties.isEmojiModifier || (0xFE00...0xFE0F).contains(scalar.value)
    }

    // "Ann (host)" would read as the room's host beside the real one: the claim goes, the name stays.
    private static func withoutHostClaim(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        let claim = name[name.index(after: open)..<name.index(before: name.endIndex)].trimmingCharacters(in: .whitespaces)
        guard NameSkeleton.of(claim) == hostSkeleton else { return name }
        return String(name[..<open]).trimmingCharacters(in: .whitespaces)
    }

    private static let hostSkeleton = NameSkeleton.of("host")

    /// Whether `scalar` draws something: not white space, not a control, format or default-ignorable character, not
    /// a mark (which draws only on another), not unassigned or private, and not one of the blank letters that
    /// Unicode calls graphic (the Hangul fillers and the blank braille pattern).
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard !properties.isWhitespace, !properties.isDefaultIgnorableCodePoint else { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .nonspacingMark, .enclosingMark, .spaceSeparator,
             .lineSeparator, .paragraphSeparator:
            return false
        default:
            return ![0x115F, 0x1160, 0x2800, 0x3164, 0xFFA0].contains(scalar.value)
        }
    }

    /// The name as shown.
    public var description: String { text }

    private static func fitted(_ text: String) -> String {
        DisplayWidth.of(text) > maxColumns ? cut(text, to: maxColumns) : text
    }

    // Cut to `columns` with "…" at whole characters (graphemes), so an emoji or an accented letter is never split.
    private static func cut(_ text: String, to columns: Int) -> String {
        var kept = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        // A space before the ellipsis would read as a separate word.
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// Decodes a name and cleans it again: a name is never trusted because of where it came from.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the name as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
