/// Text from a data source made safe to draw: escape sequences and control characters removed.
public enum SafeText {
    /// The most characters kept of a title: longer than any film's, short enough to lay out at once.
    public static let titleLimit = 300
    /// The most characters kept of an overview: a long synopsis, far more than a card or the details show.
    public static let overviewLimit = 2_000
    /// The most characters kept of a genre's name.
    public static let genreLimit = 40

    /// `text` cleaned as `clean(_:)` does and cut to at most `limit` characters, ending in "…" when it was cut. Text
    /// from outside can be megabytes long; only its start is looked at, so the cost stays in proportion to `limit`.
    public static func clean(_ text: String, limit: Int) -> String {
        guard limit > 0 else { return "" }
        // No more bytes than the limit means no more characters: the usual case, cleaned without counting.
        if text.utf8.count <= limit { return clean(text) }
        // Escape sequences and controls that clean() drops take several scalars each: some room is kept for them.
        let looked = limit * 4 + 64
        let cleaned = clean(String(text.unicodeScalars.prefix(looked)))
        let wasLonger = !text.unicodeScalars.dropFirst(looked).isEmpty
        guard cleaned.count > limit || wasLonger else { return cleaned }
        return String(cleaned.prefix(limit - 1)) + "…"
    }

    /// `text` without ANSI/VT escape sequences, C0/C1 control characters or bidi overrides;
    /// tabs and line breaks become single spaces.
    public static func clean(_ text: String) -> String {
        // Most titles are printable ASCII: returning them as they are keeps catalogue loading fast.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pendingSpace = false
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B, 0x9B:
                skipEscapeSequence(startingWith: scalar, in: &scalars)
            case 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                pendingSpace = true
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F:
                continue
            default:
                if pendingSpace, !result.isEmpty, result.last != " ", scalar != " " { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    // ESC [ … final byte (CSI), ESC ] … BEL/ST (OSC), ESC P/X/^/_ … ST (strings), or ESC + one character.
    private static func skipEscapeSequence(
        startingWith introducer: Unicode.Scalar,
        in scalars: inout String.UnicodeScalarView.Iterator
    ) {
        var kind = introducer.value == 0x9B ? UInt32(0x5B) : 0
        if kind == 0 {
            guard let next = scalars.next() else { return }
            kind = next.value
        }
        switch kind {
        case 0x5B: // CSI: parameters and intermediates up to a final byte 0x40–0x7E
            while let s = scalars.next(), !(0x40...0x7E).contains(s.value) {}
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // OSC, DCS, SOS, PM, APC: up to BEL or ESC \
            while let s = scalars.next() {
                if s.value == 0x07 { return }
                if s.value == 0x1B { _ = scalars.next(); return }
            }
        default:
            return
        }
    }
}
