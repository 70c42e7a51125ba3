import FilmSwipeDomain
import FilmSwipeText

/// A member's name as every screen shows it: one line of safe text, at most 24 columns.
///
/// Names come from other people's machines, so the cleaning happens here, once, whatever the source: escape
/// sequences and bidi overrides are removed, runs of white space become one space, and a name too wide is cut at a
/// whole character with "…".
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
        let cleaned = SafeText.clean(String(raw.unicodeScalars.prefix(Self.maxColumns * 8)))
        let collapsed = cleaned.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let fitted = Self.fitted(collapsed)
        // Zero-width and blank characters alone (fillers, braille blanks, joiners, marks on nothing) would make a
        // member nobody can see or tell apart; the ellipsis of a cut name does not count.
        text = collapsed.unicodeScalars.contains(where: Self.isVisible) ? fitted : Self.fallback
    }

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

    // Cut at whole characters (graphemes), so an emoji or an accented letter is never split.
    private static func fitted(_ text: String) -> String {
        guard DisplayWidth.of(text) > maxColumns else { return text }
        var kept = ""
        var columns = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if columns + width > maxColumns - 1 { break }
            kept.append(character)
            columns += width
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
