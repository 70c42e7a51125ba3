/// A film's identity: its source and the id the source gives it.
public struct FilmID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The source that numbered the film.
    public let source: FilmSource
    /// The id within that source.
    public let value: Int

    /// Creates the id `value` of `source`.
    public init(source: FilmSource, value: Int) {
        self.source = source
        self.value = value
    }

    public var description: String { "\(source.rawValue):\(value)" }
}
