/// A "tonight" round the player left before its end: its films, the seed its pairs were drawn from and the answers
/// given, so that `filmswipe tonight` over the same films goes on where they left.
public struct TonightProgress: Sendable, Hashable {
    /// The round's films, in the order given.
    public let films: [FilmID]
    /// The seed the player's pairs were drawn from.
    public let seed: UInt64
    /// The answers given, the first pair's first.
    public let answers: [TonightAnswer]

    /// Progress from its parts.
    public init(films: [FilmID], seed: UInt64, answers: [TonightAnswer]) {
        self.films = films
        self.seed = seed
        self.answers = answers
    }
}

/// One answer of a "tonight" round: the film preferred, or the film knocked out.
public struct TonightAnswer: Sendable, Hashable, Codable {
    /// The film the answer names.
    public let film: FilmID
    /// Whether `film` was knocked out rather than preferred.
    public let knockedOut: Bool

    /// An answer from its parts.
    public init(film: FilmID, knockedOut: Bool) {
        self.film = film
        self.knockedOut = knockedOut
    }
}

/// Where an unfinished "tonight" round is kept between runs: one at a time, the newest.
public protocol TonightProgressStore: Sendable {
    /// Keeps `progress` in place of any kept before; nil forgets it.
    func saveTonightProgress(_ progress: TonightProgress?) async throws
    /// The progress kept, or nil when there is none (or none that can be read).
    func tonightProgress() async throws -> TonightProgress?
}
