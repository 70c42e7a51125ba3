import FilmSwipeDomain

/// Walks the bytes of a ratings CSV once, field by field, keeping the line number for errors.
struct RatingsScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var position = 0
    private var line = 1

    private static let comma = UInt8(ascii: ",")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let zero = UInt8(ascii: "0")
    private static let dot = UInt8(ascii: ".")

    /// A scanner over `bytes`, naming `path` in errors.
    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// Every rating after the header.
    mutating func scan() throws -> [Rating] {
        try readHeader()
        var ratings: [Rating] = []
        ratings.reserveCapacity(bytes.count / 24)
        while position < bytes.count {
            line += 1
            if atLineEnd() {
                skipLineEnd()
                continue
            }
            let user = try integer("userId")
            try expectComma(after: "userId", next: "movieId")
            let film = try integer("movieId")
            try expectComma(after: "movieId", next: "rating")
            let stars = try starCount()
            try expectComma(after: "rating", next: "timestamp")
            let time = try integer("timestamp")
            if position < bytes.count, bytes[position] == Self.comma {
                throw RatingsFileError.extraField(path: path, line: line)
            }
            guard atLineEnd() else { throw badField("timestamp", "has \(describe(bytes[position])) after its digits") }
            skipLineEnd()
            guard let userID = Int32(exactly: user), userID > 0 else { throw badField("userId", "is \(user), not a positive 32-bit id") }
            guard let filmID = Int32(exactly: film), filmID > 0 else { throw badField("movieId", "is \(film), not a positive 32-bit id") }
            ratings.append(Rating(user: userID, film: filmID, stars: stars, time: time))
        }
        return ratings
    }

    private mutating func readHeader() throws {
        let start = position
        while position < bytes.count, !atLineEnd() { position += 1 }
        let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard found == RatingsFile.header else { throw RatingsFileError.badHeader(path: path, found: found) }
        skipLineEnd()
    }

    private func atLineEnd() -> Bool {
        position >= bytes.count || bytes[position] == Self.newline || bytes[position] == Self.carriageReturn
    }

    private mutating func skipLineEnd() {
        if position < bytes.count, bytes[position] == Self.carriageReturn { position += 1 }
        if position < bytes.count, bytes[position] == Self.newline { position += 1 }
    }

    private mutating func integer(_ field: String) throws -> Int64 {
        var value: Int64 = 0
        var digits = 0
        while position < bytes.count {
            let digit = bytes[position] &- Self.zero
            guard digit < 10 else { break }
            // 18 digits always fit in an Int64; a longer number is no id or time this file can hold.
            guard digits < 18 else { throw badField(field, "is too long a number") }
            value = value * 10 + Int64(digit)
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw badField(field, missingOrWrong(expected: "a whole number")) }
        return value
    }

    private mutating func starCount() throws -> Float {
        let whole = try integer("rating")
        var fraction: Float = 0
        if position < bytes.count, bytes[position] == Self.dot {
            position += 1
            var scale: Float = 0.1
            var digits = 0
            while position < bytes.count, bytes[position] &- Self.zero < 10 {
                fraction += Float(bytes[position] &- Self.zero) * scale
                scale /= 10
                digits += 1
                position += 1
            }
            guard digits > 0 else { throw badField("rating", "has no digits after the decimal point") }
        }
        let stars = Float(whole) + fraction
        guard stars > 0, stars <= 5 else { throw badField("rating", "is \(stars), outside 0.5 to 5 stars") }
        return stars
    }

    private mutating func expectComma(after field: String, next: String) throws {
        guard position < bytes.count, bytes[position] == Self.comma else {
            if atLineEnd() { throw badField(next, "is missing: the line ends after \(field)") }
            throw badField(field, "has \(describe(bytes[position])) after its digits")
        }
        position += 1
    }

    private func missingOrWrong(expected: String) -> String {
        if atLineEnd() || bytes[position] == Self.comma { return "is empty, expected \(expected)" }
        return "starts with \(describe(bytes[position])), expected \(expected)"
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "\"\(Character(UnicodeScalar(byte)))\"" : "byte 0x\(String(byte, radix: 16))"
    }

    private func badField(_ field: String, _ problem: String) -> RatingsFileError {
        .badField(path: path, line: line, field: field, problem: problem)
    }
}
