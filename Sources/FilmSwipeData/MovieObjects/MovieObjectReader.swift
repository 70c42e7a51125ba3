/// Reads one film of a page's `results` straight from the cursor into a `MovieObject`.
package enum MovieObjectReader {
    private enum Key {
        case id, title, overview, releaseDate, posterPath, genreIDs, runtime, voteAverage, voteCount
        case budget, certificate, imdbRating, imdbVotes, ratingHistogram, originalTitle, accountRating, tmdbID, other
    }

    /// The film at the cursor's `{`, entry `index` of `results`. A wrong or missing field fails the result (not the
    /// read) only after the whole object is read, so the entry's id can be named even when it comes later.
    package static func read(_ cursor: inout JSONCursor, index: Int) throws(MoviePageReadError) -> Result<MovieObject, MoviePageReadError> {
        var id: Int?
        var title: String?
        var overview: String?
        var releaseDate: String?
        var posterPath: String?
        var genreIDs: [Int]?
        var runtime: Int?
        var voteAverage: Double?
        var voteCount: Int?
        var extras = MovieObject.Extras()
        // The first bad field in the object's order; later ones are still read, to find the id and check syntax.
        var problem: (field: String, problem: String)?

        func note(_ field: String, _ description: String) {
            if problem == nil { problem = (field, description) }
        }

        func value<Value>(_ field: JSONField<Value>, _ name: String, _ wrongType: String, required: Bool = false) -> Value? {
            switch field {
            case let .value(value): return value
            case .null: if required { note(name, "is null") }
            case .wrongType: note(name, wrongType)
            }
            return nil
        }

        if cursor.enter(closing: UInt8(ascii: "}")) {
            repeat {
                switch try cursor.readKey(other: .other, key(at:)) {
                case .id:
                    id = value(try cursor.readIntField(), "id", "is not an integer", required: true)
                    if let read = id, !MovieObject.idRange.contains(read) {
                        note("id", "is \(read), outside \(MovieObject.idRange.lowerBound)–\(MovieObject.idRange.upperBound)")
                        id = nil
                    }
                case .title: title = value(try cursor.readStringField(), "title", "is not a string", required: true)
                case .overview: overview = value(try cursor.readStringField(), "overview", "is not a string")
                case .releaseDate: releaseDate = value(try cursor.readStringField(), "release_date", "is not a string")
                case .posterPath: posterPath = value(try cursor.readStringField(), "poster_path", "is not a string")
                case .genreIDs: genreIDs = value(try cursor.readIntListField(), "genre_ids", "is not a list of integers")
                case .runtime:
                    runtime = value(try cursor.readIntField(), "runtime", "is not an integer")
                    if let minutes = runtime, !(0...MovieObject.maxRuntime).contains(minutes) {
                        note("runtime", "is \(minutes), outside 0–\(MovieObject.maxRuntime) minutes")
                    }
                case .voteAverage:
                    voteAverage = value(try cursor.readDoubleField(), "vote_average", "is not a number")
                    if let average = voteAverage, !(average.isFinite && (0...10).contains(average)) {
                        note("vote_average", "is \(average), outside 0–10")
                    }
                case .voteCount:
                    // An integer beyond Int's range reads as the wrong type; within it, the count must be sane.
                    voteCount = value(try cursor.readIntField(), "vote_count", "is not an integer between 0 and \(MovieObject.Extras.maxCount)")
                    if let count = voteCount, !(0...MovieObject.Extras.maxCount).contains(count) {
                        note("vote_count", "is \(count), outside 0–\(MovieObject.Extras.maxCount)")
                    }
                case .budget:
                    extras.budget = value(try cursor.readIntField(), "budget", "is not an integer")
                    if let budget = extras.budget, !(0...MovieObject.Extras.maxBudget).contains(budget) {
                        note("budget", "is \(budget), outside 0–\(MovieObject.Extras.maxBudget)")
                    }
                case .originalTitle: extras.originalTitle = value(try cursor.readStringField(), "original_title", "is not a string")
                case .accountRating:
                    extras.accountRating = value(try cursor.readDoubleField(), "rating", "is not a number")
                    if let rating = extras.accountRating, !(rating.isFinite && (0...10).contains(rating)) {
                        note("rating", "is \(rating), outside 0–10")
                    }
                case .certificate: extras.certificate = value(try cursor.readStringField(), "certificate", "is not a string")
                case .imdbRating:
                    extras.imdbRating = value(try cursor.readDoubleField(), "imdb_rating", "is not a number")
                    if let rating = extras.imdbRating, !(rating.isFinite && (0...10).contains(rating)) {
                        note("imdb_rating", "is \(rating), outside 0–10")
                    }
                case .imdbVotes:
                    extras.imdbVotes = value(try cursor.readIntField(), "imdb_votes", "is not an integer")
                    if let votes = extras.imdbVotes, !(0...MovieObject.Extras.maxCount).contains(votes) {
                        note("imdb_votes", "is \(votes), outside 0–\(MovieObject.Extras.maxCount)")
                    }
                case .ratingHistogram:
                    extras.ratingHistogram = value(try cursor.readIntListField(), "rating_histogram", "is not a list of integers")
                    if let counts = extras.ratingHistogram, counts.count != 10 || !counts.allSatisfy({ (0...MovieObject.Extras.maxCount).contains($0) }) {
                        note("rating_histogram", "is not ten counts (½ to 5 stars) of 0–\(MovieObject.Extras.maxCount)")
                    }
                case .tmdbID:
                    extras.tmdbID = value(try cursor.readIntField(), "tmdb_id", "is not an integer")
                    if let tmdb = extras.tmdbID, !MovieObject.idRange.contains(tmdb) {
                        note("tmdb_id", "is \(tmdb), outside \(MovieObject.idRange.lowerBound)–\(MovieObject.idRange.upperBound)")
                    }
                case .other: try cursor.skipValue()
                }
            } while try cursor.next(closing: UInt8(ascii: "}"))
        }

        if let problem {
            return .failure(.badEntry(index: index, id: id, field: problem.field, problem: problem.problem))
        }
        guard let id else { return .failure(.badEntry(index: index, id: nil, field: "id", problem: "is missing")) }
        guard let title else { return .failure(.badEntry(index: index, id: id, field: "title", problem: "is missing")) }
        return .success(MovieObject(
            id: id, title: title, overview: overview, releaseDate: releaseDate, posterPath: posterPath,
            genreIDs: genreIDs, runtime: runtime, voteAverage: voteAverage, voteCount: voteCount, extras: extras
        ))
    }

    // Tries only the keys that start with the key's first letter. TMDB's other usual keys are known too, to skip
    // them without scanning.
    private static func key(at text: UnsafeBufferPointer<UInt8>) -> (key: Key, length: Int)? {
        @inline(__always) func known(_ key: Key, _ name: StaticString) -> (key: Key, length: Int)? {
            JSONCursor.text(text, startsWithKey: name) ? (key, name.utf8CodeUnitCount) : nil
        }
        switch text.first {
        case UInt8(ascii: "i"): return known(.id, "id") ?? known(.imdbRating, "imdb_rating") ?? known(.imdbVotes, "imdb_votes")
        case UInt8(ascii: "t"): return known(.title, "title") ?? known(.tmdbID, "tmdb_id")
        case UInt8(ascii: "o"): return known(.overview, "overview") ?? known(.originalTitle, "original_title") ?? known(.other, "original_language")
        case UInt8(ascii: "r"): return known(.releaseDate, "release_date") ?? known(.runtime, "runtime") ?? known(.ratingHistogram, "rating_histogram") ?? known(.accountRating, "rating")
        case UInt8(ascii: "p"): return known(.posterPath, "poster_path") ?? known(.other, "popularity")
        case UInt8(ascii: "g"): return known(.genreIDs, "genre_ids")
        case UInt8(ascii: "v"): return known(.voteAverage, "vote_average") ?? known(.voteCount, "vote_count") ?? known(.other, "video")
        case UInt8(ascii: "a"): return known(.other, "adult")
        case UInt8(ascii: "b"): return known(.budget, "budget") ?? known(.other, "backdrop_path")
        case UInt8(ascii: "c"): return known(.certificate, "certificate")
        default: return nil
        }
    }
}
