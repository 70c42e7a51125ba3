import Foundation

/// One fetch of a snapshot, from its first page to its last film; an interrupted run goes on where it stopped.
public struct SnapshotRun: Sendable, Hashable {
    /// The region whose certificates and availability the films are decoded for (ISO 3166-1, "GB").
    public var region: String
    /// The language of titles and overviews asked of TMDB ("en-US").
    public var language: String
    /// How many of the most popular films the run fetches.
    public var filmsWanted: Int
    /// When the run began; films fetched before it are fetched again.
    public var startedAt: Date
    /// When the run fetched its last film; nil while it is unfinished.
    public var completedAt: Date?
    /// How many pages of the popularity ranking it has listed.
    public var pagesListed: Int
    /// The last page TMDB has (at most 500), once the first page said.
    public var lastPage: Int?
    /// The version of the decoding its films were read with.
    public var decoding: Int

    /// A run not yet begun.
    public init(region: String, language: String, filmsWanted: Int, startedAt: Date, decoding: Int) {
        self.region = region
        self.language = language
        self.filmsWanted = filmsWanted
        self.startedAt = startedAt
        self.decoding = decoding
        pagesListed = 0
    }

    /// Whether the run has fetched every film it wanted.
    public var isComplete: Bool { completedAt != nil }

    /// Whether the ranking has no page left to list.
    public var isListingExhausted: Bool { lastPage.map { pagesListed >= $0 } ?? false }
}
