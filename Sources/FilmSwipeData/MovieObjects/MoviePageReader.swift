import Foundation

/// Reads a TMDB movie page (shared/TMDB.md, "Pages") straight from its UTF-8 bytes: many times faster than
/// JSONDecoder, with errors that point at the line and column, or the entry and field, that is wrong.
package enum MoviePageReader {
    private enum Key {
        case page, results, totalPages, totalResults, other
    }

    /// The page in `data`. Keys come in any order and unknown ones are skipped; `results` is required, while a
    /// missing or null `page`, `total_pages` or `total_results` reads as 1, 1 and the number of results.
    package static func read(_ data: Data) throws(MoviePageReadError) -> MoviePageObject {
        try read(data, skippingBadEntries: false)
    }

    // Lenient for TMDB, where one odd film must not cost the page; strict for the catalogue, whose broken entries
    // someone can fix.
    /// The page in `data`, read as `read(_:)` reads it; with `skippingBadEntries`, an entry that is not a film is left
    /// out and counted in `skippedEntries` instead of failing the read. Invalid JSON and a wrong envelope still fail it.
    package static func read(_ data: Data, skippingBadEntries: Bool) throws(MoviePageReadError) -> MoviePageObject {
        try read(data, skippingBadEntries: skippingBadEntries, limit: nil)
    }

    /// The first `count` films of the page in `data`, read strictly; the rest of the input is not looked at, so a
    /// problem after them goes unseen. For dealing the first cards of a large catalogue before the whole is read.
    package static func readHead(_ data: Data, count: Int) throws(MoviePageReadError) -> [MovieObject] {
        try read(data, skippingBadEntries: false, limit: count).results
    }

    private static func read(_ data: Data, skippingBadEntries: Bool, limit: Int?) throws(MoviePageReadError) -> MoviePageObject {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(MoviePageReadError) -> MoviePageObject in
                var cursor = JSONCursor(raw.assumingMemoryBound(to: UInt8.self))
                return try readDocument(&cursor, skippingBadEntries: skippingBadEntries, limit: limit)
            }
        }
        return try result.get()
    }

    private static func readDocument(_ cursor: inout JSONCursor, skippingBadEntries: Bool, limit: Int?) throws(MoviePageReadError) -> MoviePageObject {
        cursor.skipWhitespace()
        guard cursor.current == UInt8(ascii: "{") else {
            let found = cursor.topLevelKind
            // Invalid JSON is reported as such even when the shape is wrong too, as JSONDecoder does.
            try cursor.skipValue()
            try cursor.finish()
            throw .notAnObject(found: found)
        }

        var page: Int?
        var totalPages: Int?
        var totalResults: Int?
        var results: [MovieObject]?
        var skipped = 0
        // The first shape or entry problem; the rest of the input is still read so syntax errors win.
        var problem: MoviePageReadError?

        func count(_ field: JSONField<Int>, _ name: String) -> Int? {
            switch field {
            case let .value(value): return value
            case .null: return nil
            case .wrongType:
                if problem == nil { problem = .wrongShape(field: name, problem: "is not an integer") }
                return nil
            }
        }

        if cursor.enter(closing: UInt8(ascii: "}")) {
            repeat {
                switch try cursor.readKey(other: .other, key(at:)) {
                case .page: page = count(try cursor.readIntField(), "page")
                case .totalPages: totalPages = count(try cursor.readIntField(), "total_pages")
                case .totalResults: totalResults = count(try cursor.readIntField(), "total_results")
                case .results:
                    switch cursor.current {
                    case UInt8(ascii: "["):
                        results = try readResults(&cursor, skippingBadEntries: skippingBadEntries, limit: limit, skipped: &skipped, problem: &problem)
                        if let limit, let read = results, read.count >= limit || problem != nil {
                            if let problem { throw problem }
                            return MoviePageObject(page: page ?? 1, results: read, totalPages: 1, totalResults: read.count)
                        }
                    case UInt8(ascii: "n"):
                        try cursor.readLiteral("null")
                        if problem == nil { problem = .wrongShape(field: "results", problem: "is null") }
                    default:
                        try cursor.skipValue()
                        if problem == nil { problem = .wrongShape(field: "results", problem: "is not a list") }
                    }
                case .other:
                    try cursor.skipValue()
                }
            } while try cursor.next(closing: UInt8(ascii: "}"))
        }
        try cursor.finish()

        if let problem { throw problem }
        guard let results else { throw .wrongShape(field: "results", problem: "is missing") }
        return MoviePageObject(
            page: page ?? 1, results: results, totalPages: totalPages ?? 1, totalResults: totalResults ?? results.count,
            skippedEntries: skipped
        )
    }

    // The films of the `results` list at the cursor's `[`. A bad entry is counted in `skipped` when skipping, or else
    // noted in `problem` when it is the first problem.
    private static func readResults(
        _ cursor: inout JSONCursor, skippingBadEntries: Bool, limit: Int?, skipped: inout Int, problem: inout MoviePageReadError?
    ) throws(MoviePageReadError) -> [MovieObject] {
        func reject(_ error: MoviePageReadError) {
            if skippingBadEntries {
                skipped += 1
            } else if problem == nil {
                problem = error
            }
        }

        var movies: [MovieObject] = []
        // A film takes about 300 (catalogue) to 600 (TMDB) bytes: one slot per 128 bytes left spares a large
        // catalogue a dozen regrowths, and untouched capacity costs little; the cap bounds it for huge inputs.
        movies.reserveCapacity(min(limit ?? .max, cursor.remainingByteCount / 128, 1 << 16))
        guard cursor.enter(closing: UInt8(ascii: "]")) else { return movies }
        var index = 0
        repeat {
            if let limit, movies.count >= limit || (problem != nil && !skippingBadEntries) { return movies }
            switch cursor.current {
            case UInt8(ascii: "{"):
                switch try MovieObjectReader.read(&cursor, index: index) {
                case let .success(movie): movies.append(movie)
                case let .failure(error): reject(error)
                }
            case UInt8(ascii: "n"):
                try cursor.readLiteral("null")
                reject(.badEntry(index: index, id: nil, field: "", problem: "is null"))
            default:
                try cursor.skipValue()
                reject(.badEntry(index: index, id: nil, field: "", problem: "is not an object"))
            }
            index += 1
        } while try cursor.next(closing: UInt8(ascii: "]"))
        return movies
    }

    private static func key(at text: UnsafeBufferPointer<UInt8>) -> (key: Key, length: Int)? {
        @inline(__always) func known(_ key: Key, _ name: StaticString) -> (key: Key, length: Int)? {
            JSONCursor.text(text, startsWithKey: name) ? (key, name.utf8CodeUnitCount) : nil
        }
        return known(.results, "results") ?? known(.page, "page") ?? known(.totalPages, "total_pages") ?? known(.totalResults, "total_results")
    }
}
