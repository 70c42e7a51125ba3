/// Who directed a film and who is in it, as its source lists them.
public struct FilmPeople: Sendable, Hashable {
    /// The directors, in the source's order (usually one).
    public var directors: [String]
    /// The top-billed cast, top billed first (at most five kept).
    public var cast: [String]

    /// The most cast members a film keeps: Detail shows five, the card two or three.
    public static let castKept = 5

    /// People with `directors` and the first five of `cast`.
    public init(directors: [String], cast: [String]) {
        self.directors = directors
        self.cast = Array(cast.prefix(Self.castKept))
    }

    /// Whether the source named nobody.
    public var isEmpty: Bool { directors.isEmpty && cast.isEmpty }
}
