/// Walks the bytes of a CSV file once (RFC 4180), record by record, counting lines for error messages.
///
/// Works on bytes, not `Character`s: every byte that matters (comma, quote, CR, LF) is ASCII and never part of a
/// multi-byte UTF-8 sequence, so fields are cut at byte positions and decoded once each.
struct CSVScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let source: HistorySource
    private var position: Int
    private var line = 1
    private var fields: [String] = []
    private var unescaped: [UInt8] = []
    /// The header, once read: names the column of an unclosed quote.
    var header: [String] = []

    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A scanner over `bytes`, naming `file` in errors; a UTF-8 byte order mark at the start is skipped.
    init(bytes: UnsafeBufferPointer<UInt8>, file: String, source: HistorySource) {
        self.bytes = bytes
        self.file = file
        self.source = source
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = hasMark ? 3 : 0
    }

    /// The next record that is not a blank line, or nil at the end of the file.
    mutating func nextRecord() throws -> CSVRecord? {
        while position < bytes.count {
            let start = line
            fields.removeAll(keepingCapacity: true)
            try readFields()
            let blank = fields.count == 1 && fields[0].utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !blank { return CSVRecord(line: start, fields: fields) }
        }
        return nil
    }

    // Reads the fields of one record and the line end after it.
    private mutating func readFields() throws {
        while true {
            fields.append(try readField())
            guard position < bytes.count else { return }
            let byte = bytes[position]
            position += 1
            if byte == Self.comma { continue }
            // A lone CR ends a line too: old Mac files and some spreadsheets still write them.
            if byte == Self.carriageReturn, position < bytes.count, bytes[position] == Self.lineFeed { position += 1 }
            line += 1
            return
        }
    }

    private mutating func readField() throws -> String {
        guard position < bytes.count, bytes[position] == Self.quote else {
            let start = position
            skipToDelimiter()
            return try decode(start..<position, startLine: line)
        }
        let startLine = line
        position += 1
        unescaped.removeAll(keepingCapacity: true)
        var segment = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.quote {
                unescaped.append(contentsOf: bytes[segment..<position])
                position += 1
                guard position < bytes.count, bytes[position] == Self.quote else {
                    // Text after the closing quote breaks RFC 4180; keeping it loses nothing the player typed.
                    let tail = position
                    skipToDelimiter()
                    unescaped.append(contentsOf: bytes[tail..<position])
                    return try unescaped.withUnsafeBufferPointer { try decode($0, startLine: startLine) }
                }
                // A doubled quote is one quote; the second starts the next segment.
                segment = position
                position += 1
                continue
            }
            if byte == Self.lineFeed || (byte == Self.carriageReturn && !(position + 1 < bytes.count && bytes[position + 1] == Self.lineFeed)) {
                line += 1
            }
            position += 1
        }
        let column = fields.count < header.count ? header[fields.count] : nil
        throw HistoryFileError.unclosedQuote(file: file, line: startLine, column: column)
    }

    private mutating func skipToDelimiter() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { return }
            position += 1
        }
    }

    private func decode(_ range: Range<Int>, startLine: Int) throws -> String {
        try decode(UnsafeBufferPointer(rebasing: bytes[range]), startLine: startLine)
    }

    private func decode(_ field: UnsafeBufferPointer<UInt8>, startLine: Int) throws -> String {
        let text = String(decoding: field, as: UTF8.self)
        // Decoding replaces each bad sequence with U+FFFD, so valid UTF-8 is exactly the text that re-encodes to the
        // same bytes; ASCII, most fields, needs no second look.
        if field.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(field) { return text }
        throw HistoryFileError.notUTF8(file: file, line: startLine + Self.lineBreaks(beforeFirstErrorIn: field), source: source)
    }

    // The line of the bad byte itself, for a quoted field that spans lines.
    private static func lineBreaks(beforeFirstErrorIn field: UnsafeBufferPointer<UInt8>) -> Int {
        var breaks = 0
        var iterator = field.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                if encoded.count == 1, encoded.first == lineFeed { breaks += 1 }
            case .error, .emptyInput:
                return breaks
            }
        }
    }
}
