/// The row a `ReleaseTable` is at: where each field lies in the file's bytes, and readers that name the file, line and
/// column of a field that is not what it should be.
struct ReleaseRow {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    /// The file's line the row starts on (the header is line 1).
    private(set) var line = 0
    /// Where the next row starts.
    private(set) var position = 0
    /// Each field's byte range, and whether it was quoted with doubled quotes inside.
    private var starts: [Int] = []
    private var ends: [Int] = []
    private var escaped: [Bool] = []
    /// How many fields the row has.
    private(set) var fieldCount = 0
    /// The wanted columns' positions in the row, and their names (set once the header is read).
    var columns: [Int] = []
    var names: [String] = []

    private static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Whether the row is an empty line.
    var isBlank: Bool { fieldCount == 1 && starts[0] == ends[0] && !escaped[0] }

    /// Moves to the next row; false at the end of the file.
    mutating func next() -> Bool {
        guard position < bytes.count else { return false }
        line += 1
        fieldCount = 0
        var at = position
        while true {
            var start = at, end = at, hasEscapes = false
            if at < bytes.count, bytes[at] == Self.quote {
                // A quoted field runs to the quote not doubled; it may hold commas and line breaks.
                at += 1
                start = at
                while at < bytes.count {
                    if bytes[at] == Self.quote {
                        if at + 1 < bytes.count, bytes[at + 1] == Self.quote {
                            hasEscapes = true
                            at += 2
                            continue
                        }
                        break
                    }
                    if bytes[at] == Self.newline { line += 1 }
                    at += 1
                }
                end = at
                if at < bytes.count { at += 1 }
                while at < bytes.count, bytes[at] != Self.comma, bytes[at] != Self.newline, bytes[at] != Self.carriageReturn { at += 1 }
            } else {
                while at < bytes.count, bytes[at] != Self.comma, bytes[at] != Self.newline, bytes[at] != Self.carriageReturn { at += 1 }
                end = at
            }
            store(start, end, hasEscapes)
            if at < bytes.count, bytes[at] == Self.comma {
                at += 1
                continue
            }
            if at < bytes.count, bytes[at] == Self.carriageReturn { at += 1 }
            if at < bytes.count, bytes[at] == Self.newline { at += 1 }
            break
        }
        position = at
        return true
    }

    private mutating func store(_ start: Int, _ end: Int, _ hasEscapes: Bool) {
        if fieldCount < starts.count {
            starts[fieldCount] = start
            ends[fieldCount] = end
            escaped[fieldCount] = hasEscapes
        } else {
            starts.append(start)
            ends.append(end)
            escaped.append(hasEscapes)
        }
        fieldCount += 1
    }

    /// Field number `field`'s text, its doubled quotes made single.
    func text(field: Int) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[field]..<ends[field]]), as: UTF8.self)
        return escaped[field] ? text.replacingOccurrences(of: "\"\"", with: "\"") : text
    }

    /// Wanted column `wanted`'s text.
    func text(_ wanted: Int) -> String {
        text(field: columns[wanted])
    }

    /// Wanted column `wanted` as a whole number; `empty` when the field is empty, or an error naming the place.
    func integer(_ wanted: Int, empty: Int64? = nil) throws(MovieLensError) -> Int64 {
        let field = columns[wanted]
        var at = starts[field]
        let end = ends[field]
        if at == end, let empty { return empty }
        var value: Int64 = 0, digits = 0
        while at < end {
            let digit = bytes[at] &- UInt8(ascii: "0")
            guard digit < 10, digits < 18 else { throw bad(wanted, "\"\(text(field: field))\" is not a whole number") }
            value = value * 10 + Int64(digit)
            digits += 1
            at += 1
        }
        guard digits > 0 else { throw bad(wanted, "is empty, expected a whole number") }
        return value
    }

    /// Wanted column `wanted` as a positive 32-bit id.
    func id(_ wanted: Int) throws(MovieLensError) -> Int32 {
        let value = try integer(wanted)
        guard value > 0, let id = Int32(exactly: value) else { throw bad(wanted, "\(value) is not a positive 32-bit id") }
        return id
    }

    /// Wanted column `wanted` as stars from 0.5 to 5 ("4", "3.5").
    func stars(_ wanted: Int) throws(MovieLensError) -> Float {
        let field = columns[wanted]
        var at = starts[field]
        let end = ends[field]
        var whole = 0, tenths = 0, digits = 0, afterPoint = -1
        while at < end {
            let byte = bytes[at]
            if byte == UInt8(ascii: "."), afterPoint < 0 {
                afterPoint = 0
            } else if byte &- UInt8(ascii: "0") < 10, digits < 6 {
                if afterPoint < 0 {
                    whole = whole * 10 + Int(byte &- UInt8(ascii: "0"))
                } else {
                    if afterPoint == 0 { tenths = Int(byte &- UInt8(ascii: "0")) }
                    afterPoint += 1
                }
                digits += 1
            } else {
                throw bad(wanted, "\"\(text(field: field))\" is not a rating from 0.5 to 5 stars")
            }
            at += 1
        }
        let stars = Float(whole) + Float(tenths) / 10
        guard digits > 0, afterPoint != 0, stars >= 0.5, stars <= 5 else {
            throw bad(wanted, "\"\(text(field: field))\" is not a rating from 0.5 to 5 stars")
        }
        return stars
    }

    /// The error for wanted column `wanted` of this row.
    func bad(_ wanted: Int, _ problem: String) -> MovieLensError {
        .badRow(file: file, line: line, column: columns[wanted] + 1, name: names[wanted], problem: problem)
    }
}
