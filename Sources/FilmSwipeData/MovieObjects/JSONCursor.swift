/// A forward-only JSON tokenizer over UTF-8 bytes, valid only inside the `withUnsafeBytes` call that lent them.
///
/// A method that reads a value expects the cursor on the value's first byte (whitespace already skipped) and
/// leaves it just past the value. Syntax errors are thrown as `.malformed` at the offending byte.
package struct JSONCursor {
    // Skipped values nested deeper than this are refused, so hostile input cannot exhaust the stack.
    private static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    // Where the text starts (past a byte order mark), for counting lines and columns.
    private let start: Int
    private var offset: Int
    // Reused by every string with escapes, so only the resulting String allocates.
    private var scratch: [UInt8] = []

    /// A cursor at the start of `bytes`, past a UTF-8 byte order mark if there is one.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        start = hasByteOrderMark ? 3 : 0
        offset = start
    }

    /// The byte at the cursor, or 0 at the end: NUL never starts a token, so callers need no separate end check.
    package var current: UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// How many bytes are left to read.
    package var remainingByteCount: Int {
        bytes.count - offset
    }

    /// What the value at the cursor is, in words, for a message about a document that should be an object: "an empty
    /// list", "a list", "a string", "a number", "true or false", "null", or "nothing" at the end of the input.
    var topLevelKind: String {
        var ahead = self
        switch ahead.current {
        case UInt8(ascii: "["):
            ahead.offset += 1
            ahead.skipWhitespace()
            return ahead.current == UInt8(ascii: "]") ? "an empty list" : "a list"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "true or false"
        case UInt8(ascii: "n"): return "null"
        case 0 where offset >= bytes.count: return "nothing"
        default: return "not a JSON value"
        }
    }

    // MARK: Structure

    /// Moves past spaces, tabs, line feeds and carriage returns.
    @inline(__always)
    mutating func skipWhitespace() {
        // Compact JSON has no whitespace at all, so the first byte usually settles it without a loop.
        if offset < bytes.count, bytes[offset] > 0x20 { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Consumes the `{` or `[` at the cursor and the whitespace after it; false when `closing` follows at once
    /// (then consumed too).
    mutating func enter(closing: UInt8) -> Bool {
        offset += 1
        skipWhitespace()
        guard current == closing else { return true }
        offset += 1
        return false
    }

    /// After a member: true when a `,` follows (consumed with the whitespace after it), false when `closing`
    /// ends the container (consumed).
    @inline(__always)
    mutating func next(closing: UInt8) throws(MoviePageReadError) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            skipWhitespace()
            return true
        case closing:
            offset += 1
            return false
        default:
            throw malformed(expected: closing == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'", at: offset)
        }
    }

    /// Reads an object's key and the `:` after it, leaving the cursor on the value. `match` is given the bytes from
    /// the key's first character on and, when they spell a key it knows followed by the closing quote (see
    /// `text(_:startsWithKey:)`), returns that key and its length: known keys are then never scanned. Any other key
    /// reads as `other`.
    @inline(__always)
    mutating func readKey<Key>(other: Key, _ match: (UnsafeBufferPointer<UInt8>) -> (key: Key, length: Int)?) throws(MoviePageReadError) -> Key {
        guard current == UInt8(ascii: "\"") else { throw malformed(expected: "a quoted key", at: offset) }
        let key: Key
        if let known = match(UnsafeBufferPointer(rebasing: bytes[(offset + 1)...])) {
            key = known.key
            offset += known.length + 2
        } else {
            let end = plainEnd(from: offset + 1)
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                key = other
                offset = end + 1
            } else {
                // Escaped keys are rare enough to pay for an array; the quote added after the unescaped key lets
                // `match` see it as it sees keys in place.
                var unescaped = Array(try readString().utf8)
                let length = unescaped.count
                unescaped.append(UInt8(ascii: "\""))
                let known = unescaped.withUnsafeBufferPointer(match)
                key = known.flatMap { $0.length == length ? $0.key : nil } ?? other
            }
        }
        if current != UInt8(ascii: ":") {
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw malformed(expected: "':'", at: offset) }
        }
        offset += 1
        skipWhitespace()
        return key
    }

    /// Checks that only whitespace follows the top-level value.
    mutating func finish() throws(MoviePageReadError) {
        skipWhitespace()
        guard offset >= bytes.count else { throw malformed("expected the end of the input after the top-level value", at: offset) }
    }

    /// Whether `text` (as given to `readKey`'s `match`) starts with the key `name` and its closing quote.
    @inline(__always)
    package static func text(_ text: UnsafeBufferPointer<UInt8>, startsWithKey name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard text.count > count, let base = text.baseAddress, base[count] == UInt8(ascii: "\"") else { return false }
        return equal(UnsafeRawPointer(base), UnsafeRawPointer(name.utf8Start), count: count)
    }

    // Compares with a few overlapping word loads, because keys and literals are compared so often.
    @inline(__always)
    private static func equal(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
        func same<Word: FixedWidthInteger>(_: Word.Type, at index: Int) -> Bool {
            left.loadUnaligned(fromByteOffset: index, as: Word.self) == right.loadUnaligned(fromByteOffset: index, as: Word.self)
        }
        switch count {
        case 0: return true
        case 1: return same(UInt8.self, at: 0)
        case 2..<4: return same(UInt16.self, at: 0) && same(UInt16.self, at: count - 2)
        case 4..<8: return same(UInt32.self, at: 0) && same(UInt32.self, at: count - 4)
        default:
            var index = 0
            while index + 8 < count {
                guard same(UInt64.self, at: index) else { return false }
                index += 8
            }
            return same(UInt64.self, at: count - 8)
        }
    }

    // MARK: Typed fields

    /// An integer field's value; 7.0 or 7.5 is the wrong type, and so is an integer outside Int's range.
    mutating func readIntField() throws(MoviePageReadError) -> JSONField<Int> {
        switch current {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber().integer.map(JSONField.value) ?? .wrongType
        default:
            return try nullOrWrongType()
        }
    }

    /// A number field's value, integers included.
    mutating func readDoubleField() throws(MoviePageReadError) -> JSONField<Double> {
        switch current {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber().double.map(JSONField.value) ?? .wrongType
        default:
            return try nullOrWrongType()
        }
    }

    /// A string field's value.
    mutating func readStringField() throws(MoviePageReadError) -> JSONField<String> {
        switch current {
        case UInt8(ascii: "\""):
            return .value(try readString())
        default:
            return try nullOrWrongType()
        }
    }

    /// A list-of-integers field's value; the whole list is the wrong type when any element is not an integer.
    mutating func readIntListField() throws(MoviePageReadError) -> JSONField<[Int]> {
        switch current {
        case UInt8(ascii: "["):
            var values: [Int] = []
            var isValid = true
            guard enter(closing: UInt8(ascii: "]")) else { return .value(values) }
            // Films have one to four genres: room for four saves most lists a regrowth.
            values.reserveCapacity(4)
            repeat {
                switch current {
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let value = try readNumber().integer { values.append(value) } else { isValid = false }
                default:
                    try skipValue()
                    isValid = false
                }
            } while try next(closing: UInt8(ascii: "]"))
            return isValid ? .value(values) : .wrongType
        default:
            return try nullOrWrongType()
        }
    }

    // What any field holds when it is not its type's value: null, or (skipped whole) the wrong type.
    private mutating func nullOrWrongType<Value>() throws(MoviePageReadError) -> JSONField<Value> {
        if current == UInt8(ascii: "n") {
            try readLiteral("null")
            return .null
        }
        try skipValue()
        return .wrongType
    }

    // MARK: Values

    /// Moves past any JSON value, checking its syntax.
    mutating func skipValue() throws(MoviePageReadError) {
        try skipValue(depth: 0)
    }

    private mutating func skipValue(depth: Int) throws(MoviePageReadError) {
        switch current {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw malformed("values nested too deeply", at: offset) }
            guard enter(closing: UInt8(ascii: "}")) else { return }
            repeat {
                try readKey(other: ()) { _ in nil }
                try skipValue(depth: depth + 1)
            } while try next(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw malformed("values nested too deeply", at: offset) }
            guard enter(closing: UInt8(ascii: "]")) else { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try next(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try readNumber()
        case UInt8(ascii: "t"):
            try readLiteral("true")
        case UInt8(ascii: "f"):
            try readLiteral("false")
        case UInt8(ascii: "n"):
            try readLiteral("null")
        default:
            throw malformed(expected: "a value", at: offset)
        }
    }

    /// Moves past `word` (true, false or null), which must be spelled out in full.
    mutating func readLiteral(_ word: StaticString) throws(MoviePageReadError) {
        let length = word.utf8CodeUnitCount
        // Literals are spelled in full in valid input, so compare them whole and look closer only on a mismatch.
        if offset + length <= bytes.count, let base = bytes.baseAddress,
           Self.equal(UnsafeRawPointer(base + offset), UnsafeRawPointer(word.utf8Start), count: length) {
            offset += length
            return
        }
        try readLiteralSlowly(word)
    }

    // Finds where a literal goes wrong, to name that place.
    private mutating func readLiteralSlowly(_ word: StaticString) throws(MoviePageReadError) {
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (index, letter) in letters.enumerated() {
            let position = offset + index
            guard position < bytes.count else { throw malformed(expected: "\(word)", at: position) }
            guard bytes[position] == letter else { throw malformed("invalid literal, expected \(word)", at: offset) }
        }
        offset += letters.count
    }

    /// The string at the cursor's `"`, unescaped; invalid UTF-8 is repaired with U+FFFD.
    mutating func readString() throws(MoviePageReadError) -> String {
        let quote = offset
        let end = plainEnd(from: quote + 1)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            offset = end + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<end]), as: UTF8.self)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<end]))
        var index = end
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                offset = index + 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                appendUTF8(try unescape(at: &index, stringAt: quote))
                let plain = plainEnd(from: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<plain]))
                index = plain
            default:
                throw malformed("unescaped control character in string", at: index)
            }
        }
        throw malformed("unterminated string", at: quote)
    }

    private mutating func skipString() throws(MoviePageReadError) {
        let quote = offset
        var index = plainEnd(from: quote + 1)
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                offset = index + 1
                return
            case UInt8(ascii: "\\"):
                _ = try unescape(at: &index, stringAt: quote)
                index = plainEnd(from: index)
            default:
                throw malformed("unescaped control character in string", at: index)
            }
        }
        throw malformed("unterminated string", at: quote)
    }

    // The end of the run of bytes from `index` that need no attention inside a string: the index of the first
    // quote, backslash or control character, or the end of the input.
    @inline(__always)
    private func plainEnd(from index: Int) -> Int {
        var index = index
        // Strings and keys are most of a page, so look at eight bytes a time: each test below sets a byte's top
        // bit when that byte is a quote, a backslash or below 0x20. Borrows only spread upwards from a byte that
        // matched, so the lowest flagged byte is always a real match.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let quotes = word ^ (ones &* 0x22)
                let backslashes = word ^ (ones &* 0x5C)
                let zeroByte = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                let controls = (word &- ones &* 0x20) & ~word
                let flagged = (zeroByte | controls) & highBits
                if flagged != 0 { return index + flagged.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    // The scalar of the escape sequence at `index` (its backslash), moving `index` past it; a surrogate pair
    // becomes one scalar and an unpaired surrogate becomes U+FFFD.
    private func unescape(at index: inout Int, stringAt quote: Int) throws(MoviePageReadError) -> UInt32 {
        let escape = index
        guard escape + 1 < bytes.count else { throw malformed("unterminated string", at: quote) }
        index = escape + 2
        switch bytes[escape + 1] {
        case UInt8(ascii: "\""): return 0x22
        case UInt8(ascii: "\\"): return 0x5C
        case UInt8(ascii: "/"): return 0x2F
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "u"):
            guard escape + 6 <= bytes.count else { throw malformed("unterminated string", at: quote) }
            guard let unit = hexQuad(at: escape + 2) else {
                throw malformed("invalid \\u escape, expected four hex digits", at: escape)
            }
            index = escape + 6
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                      let low = hexQuad(at: index + 2), (0xDC00...0xDFFF).contains(low) else { return 0xFFFD }
                index += 6
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                return 0xFFFD
            default:
                return unit
            }
        default:
            throw malformed("invalid escape sequence", at: escape)
        }
    }

    // The four hex digits at `index` as a number, or nil when they are not four hex digits.
    private func hexQuad(at index: Int) -> UInt32? {
        var value: UInt32 = 0
        for position in index..<(index + 4) {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The number at the cursor (a '-' or a digit), checked against the JSON grammar.
    mutating func readNumber() throws(MoviePageReadError) -> JSONNumber {
        let begin = offset
        var index = offset
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var significand: UInt64 = 0
        var exponent = 0
        var isExact = true

        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw malformed(expected: "a digit", at: index) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { throw malformed("leading zeros are not allowed", at: index - 1) }
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                // Past 18 digits the significand could overflow; the slow paths reread the text instead.
                if significand < 100_000_000_000_000_000 {
                    significand = significand * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                } else {
                    isExact = false
                }
                index += 1
            }
        }

        var hasFractionOrExponent = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            hasFractionOrExponent = true
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw malformed(expected: "a digit after '.'", at: index) }
            while index < bytes.count, Self.isDigit(bytes[index]) {
                if significand < 100_000_000_000_000_000 {
                    significand = significand * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                    exponent -= 1
                } else {
                    isExact = false
                }
                index += 1
            }
        }

        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            hasFractionOrExponent = true
            index += 1
            var isNegativeExponent = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                isNegativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw malformed(expected: "a digit in the exponent", at: index) }
            var written = 0
            while index < bytes.count, Self.isDigit(bytes[index]) {
                if written < 100_000 {
                    written = written * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                } else {
                    isExact = false
                }
                index += 1
            }
            exponent += isNegativeExponent ? -written : written
        }

        offset = index
        return JSONNumber(
            text: UnsafeBufferPointer(rebasing: bytes[begin..<index]),
            isNegative: isNegative,
            significand: significand,
            exponent: exponent,
            isExact: isExact,
            hasFractionOrExponent: hasFractionOrExponent
        )
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: Errors

    // "expected …" at `index`, saying so when the input ends there.
    private func malformed(expected: String, at index: Int) -> MoviePageReadError {
        malformed(index < bytes.count ? "expected \(expected)" : "unexpected end of input, expected \(expected)", at: index)
    }

    // Counts lines and characters only now, so reading valid input never pays for positions.
    private func malformed(_ reason: String, at index: Int) -> MoviePageReadError {
        var line = 1
        var column = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[start..<min(max(index, start), bytes.count)]) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .malformed(line: line, column: column, reason: reason)
    }
}
