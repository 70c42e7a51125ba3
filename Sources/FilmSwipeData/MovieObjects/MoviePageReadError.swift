/// Why `MoviePageReader` could not read a page, precise enough to find the place in the file.
///
/// When a document is both invalid JSON and the wrong shape, `.malformed` wins wherever the syntax error is,
/// as with JSONDecoder; otherwise the first problem in document order is reported.
package enum MoviePageReadError: Error, Equatable, Sendable {
    /// Not valid JSON: `line` and `column` (both 1-based, the column counting characters) point at the offending
    /// byte, just past the last byte when the input ends early, or at the opening quote of an unterminated string.
    case malformed(line: Int, column: Int, reason: String)
    /// Valid JSON whose top level is not an object: `found` says what it is ("an empty list", "a list", "a string",
    /// "a number", "true or false", "null").
    case notAnObject(found: String)
    /// Valid JSON but not a page: `field` is an envelope key ("results", "page", …) or "" for the top level;
    /// `problem` is "is missing", "is null", "is not a list", "is not an integer" or "is not an object".
    case wrongShape(field: String, problem: String)
    /// Entry `index` (0-based) of `results` is not a film: `id` is its integer id when it has a readable one;
    /// `field` is "" when the entry itself is wrong (then `problem` is "is null" or "is not an object").
    case badEntry(index: Int, id: Int?, field: String, problem: String)
}
