import FilmSwipeDomain
import Foundation

/// Reads the subset of TOML the config file is written in, keeping every value's line for the messages.
///
/// Accepted: `key = value` lines, dotted keys (`party.name`), `[table]` headers, `#` comments, blank lines; values
/// are basic strings `"…"` (escapes `\" \\ \b \t \n \f \r \uXXXX \UXXXXXXXX`), literal strings `'…'`, `true`,
/// `false` and decimal integers; a bare word TOML does not have (`yes`) is kept for the setting to refuse, since only
/// the setting knows whether true or false or a quoted string was meant. Everything else TOML has (arrays, inline tables, floats, dates, multi-line strings,
/// quoted keys) is refused by name, as are a key set twice and a table defined twice.
public enum ConfigFileParser {
    /// The document in `text`.
    public static func parse(_ text: String) throws(ConfigFileError) -> ConfigDocument {
        var document = ConfigDocument()
        var table: [String] = []
        var seen: [String: Int] = [:]
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // "\r\n" is one Character to Swift: both line ends are named.
        for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let lineNumber = index + 1
            var line = Line(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine, number: lineNumber)
            line.skipSpaces()
            if line.isAtEnd || line.peek == "#" { continue }
            if line.peek == "[" {
                let name = try line.tableHeader()
                if let earlier = document.tables[name] {
                    throw ConfigFileError(line: lineNumber, message: "[\(name)] is already defined on line \(earlier); put its keys under one [\(name)] header.")
                }
                if let earlier = seen[name] {
                    throw ConfigFileError(line: lineNumber, message: "\(name) is set as a value on line \(earlier), so it cannot also be a table.")
                }
                document.tables[name] = lineNumber
                table = [name]
                continue
            }
            let key = try line.key()
            let path = table + key
            let name = path.joined(separator: ".")
            line.skipSpaces()
            guard line.take("=") else {
                throw ConfigFileError(line: lineNumber, key: name, message: "expected = after \(name): write it as \(key.joined(separator: ".")) = value.")
            }
            line.skipSpaces()
            let value = try line.value(key: name)
            try line.end(key: name)
            if let earlier = seen[name] {
                throw ConfigFileError(line: lineNumber, key: name, message: "\(name) is already set on line \(earlier); keep one of the two.")
            }
            if let earlier = document.tables[name] {
                throw ConfigFileError(line: lineNumber, key: name, message: "\(name) is a table ([\(name)] on line \(earlier)), not a setting.")
            }
            seen[name] = lineNumber
            document.entries.append(ConfigEntry(path: path, value: value, line: lineNumber))
        }
        return document
    }
}

/// One line of the file as it is read, scalar by scalar.
private struct Line {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    let number: Int

    init(_ text: Substring, number: Int) {
        scalars = Array(text.unicodeScalars)
        self.number = number
    }

    var isAtEnd: Bool { position >= scalars.count }
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }
    private var rest: String { String(String.UnicodeScalarView(scalars[position...])) }

    mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" { position += 1 }
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        position += 1
        return true
    }

    private func starts(with text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return scalars.count - position >= wanted.count && Array(scalars[position..<position + wanted.count]) == wanted
    }

    private func failure(_ message: String, key: String? = nil) -> ConfigFileError {
        ConfigFileError(line: number, key: key, message: message)
    }

    /// `[name]`, then nothing but a comment.
    mutating func tableHeader() throws(ConfigFileError) -> String {
        if starts(with: "[[") { throw failure("arrays of tables ([[…]]) are not supported in FilmSwipe's config file.") }
        position += 1
        skipSpaces()
        let path = try key()
        skipSpaces()
        guard take("]") else { throw failure("a table header is a name in brackets, such as [party]; this one is not closed with ].") }
        try end(key: nil)
        return path.joined(separator: ".")
    }

    /// A bare key, or several joined by dots.
    mutating func key() throws(ConfigFileError) -> [String] {
        var parts: [String] = []
        repeat {
            skipSpaces()
            if peek == "\"" || peek == "'" {
                throw failure("quoted keys are not supported: write the key without quotes, such as animation = false.")
            }
            let start = position
            while let scalar = peek, Self.isBareKey(scalar) { position += 1 }
            // A letter past a-z (näme) belongs to the name: the name is refused, rather than "expected =" after its start.
            if let scalar = peek, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                while let scalar = peek, scalar != " ", scalar != "\t", scalar != "=", scalar != "." { position += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<position]))
                throw failure("`\(SafeText.clean(word, limit: 30))` is not a setting's name: names take the letters a-z, digits, - and _.")
            }
            guard position > start else {
                let found = isAtEnd ? "the end of the line" : "`\(SafeText.clean(rest, limit: 20))`"
                throw failure("expected a setting's name (letters, digits, - and _), found \(found).")
            }
            parts.append(String(String.UnicodeScalarView(scalars[start..<position])))
            skipSpaces()
        } while take(".")
        return parts
    }

    private static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    /// Nothing more on the line but spaces and a comment.
    mutating func end(key: String?) throws(ConfigFileError) {
        skipSpaces()
        guard isAtEnd || peek == "#" else {
            let what = key.map { "after the value of \($0)" } ?? "after the table header"
            throw failure("unexpected `\(SafeText.clean(rest, limit: 30))` \(what): one setting a line, and a comment starts with #.", key: key)
        }
        // TOML allows no control characters in comments but tab.
        while let scalar = peek {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                throw failure("the comment holds a control character (U+\(Self.hex(scalar.value, digits: 4))); remove it.", key: key)
            }
            position += 1
        }
    }

    /// The value after `=`.
    mutating func value(key: String) throws(ConfigFileError) -> ConfigValue {
        guard let first = peek, first != "#" else {
            throw failure("\(key) has no value: write one after =, such as \(key) = \"…\".", key: key)
        }
        switch first {
        case "\"":
            if starts(with: "\"\"\"") { throw failure("multi-line strings (\"\"\"…\"\"\") are not supported: write \(key)'s value on one line.", key: key) }
            return .string(try basicString(key: key))
        case "'":
            if starts(with: "'''") { throw failure("multi-line strings ('''…''') are not supported: write \(key)'s value on one line.", key: key) }
            return .string(try literalString(key: key))
        case "[":
            throw failure("arrays are not supported in FilmSwipe's config file: \(key) takes one value.", key: key)
        case "{":
            throw failure("inline tables are not supported in FilmSwipe's config file: \(key) takes one value.", key: key)
        default:
            return try bareValue(key: key)
        }
    }

    // true, false, an integer, or a word that is none of them, for the setting to refuse.
    private mutating func bareValue(key: String) throws(ConfigFileError) -> ConfigValue {
        let start = position
        while let scalar = peek, scalar != " ", scalar != "\t", scalar != "#" { position += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<position]))
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        if let integer = Self.integer(word) { return .integer(integer) }
        let shown = SafeText.clean(word, limit: 30)
        let unsigned = word.hasPrefix("+") || word.hasPrefix("-") ? String(word.dropFirst()) : word
        let numeric = unsigned.first.map { $0.isASCII && $0.isNumber } ?? false
        if numeric, ["0x", "0o", "0b"].contains(where: unsigned.hasPrefix) {
            throw failure("hexadecimal, octal and binary numbers (\(shown)) are not supported: write the number in decimal digits.", key: key)
        }
        if numeric, unsigned.contains(":") || unsigned.contains("-") {
            throw failure("dates and times (\(shown)) are not supported in FilmSwipe's config file.", key: key)
        }
        if ["inf", "nan"].contains(unsigned) || numeric && (unsigned.contains(".") || unsigned.lowercased().contains("e")) {
            throw failure("\(shown) is a floating-point number; FilmSwipe's settings take strings, true/false or whole numbers.", key: key)
        }
        if numeric {
            throw failure("\(shown) is not a number FilmSwipe reads: write whole numbers in decimal digits, such as 42.", key: key)
        }
        // Not TOML, but only the setting knows what was meant: `animation = yes` wants true or false, `region = GB` quotes.
        return .word(word)
    }

    // Decimal, with an optional sign and _ between digits, as TOML writes them; no leading zero.
    private static func integer(_ word: String) -> Int? {
        var digits = Substring(word)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard let first = digits.first, let last = digits.last, first.isASCII, first.isNumber, last.isASCII, last.isNumber else { return nil }
        guard !digits.contains("__"), digits.allSatisfy({ $0 == "_" || $0.isASCII && $0.isNumber }) else { return nil }
        if first == "0" && digits.count > 1 { return nil }
        return Int(word.replacingOccurrences(of: "_", with: ""))
    }

    private mutating func literalString(key: String) throws(ConfigFileError) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            position += 1
            if scalar == "'" { return String(text) }
            try checkAllowed(scalar, key: key)
            text.append(scalar)
        }
        throw failure("\(key)'s string is not closed: end it with ' on the same line.", key: key)
    }

    private mutating func basicString(key: String) throws(ConfigFileError) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            position += 1
            switch scalar {
            case "\"": return String(text)
            case "\\": text.append(try escape(key: key))
            default:
                try checkAllowed(scalar, key: key)
                text.append(scalar)
            }
        }
        throw failure("\(key)'s string is not closed: end it with \" on the same line.", key: key)
    }

    private func checkAllowed(_ scalar: Unicode.Scalar, key: String) throws(ConfigFileError) {
        if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
            throw failure("\(key)'s string holds a control character (U+\(Self.hex(scalar.value, digits: 4))); remove it.", key: key)
        }
    }

    private mutating func escape(key: String) throws(ConfigFileError) -> Unicode.Scalar {
        guard let scalar = peek else {
            throw failure("\(key)'s string ends in a lone \\: write \\\\ for a backslash.", key: key)
        }
        position += 1
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "b": return "\u{08}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{0C}"
        case "r": return "\r"
        case "u": return try unicodeEscape(digits: 4, key: key)
        case "U": return try unicodeEscape(digits: 8, key: key)
        default:
            throw failure("\(key)'s string has an unknown escape \\\(SafeText.clean(String(scalar))); write \\\\ for a backslash (or use '…', where \\ is plain).", key: key)
        }
    }

    private mutating func unicodeEscape(digits: Int, key: String) throws(ConfigFileError) -> Unicode.Scalar {
        let letter = digits == 4 ? "u" : "U"
        let end = position + digits
        guard end <= scalars.count else {
            throw failure("\(key)'s string has \\\(letter) without \(digits) hex digits after it.", key: key)
        }
        let hexText = String(String.UnicodeScalarView(scalars[position..<end]))
        guard hexText.allSatisfy(\.isHexDigit), let value = UInt32(hexText, radix: 16) else {
            throw failure("\(key)'s string has \\\(letter) without \(digits) hex digits after it.", key: key)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure("\(key)'s string has \\\(letter)\(hexText), which is not a Unicode character.", key: key)
        }
        position = end
        return scalar
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
