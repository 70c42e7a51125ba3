import Foundation

/// One film's details as the store keeps them: the source's answer for a region, and when it was fetched.
public struct StoredFilmDetails: Sendable, Hashable {
    /// The answer's bytes (TMDB's JSON, cut to the region).
    public let body: Data
    /// When it was fetched.
    public let fetchedAt: Date

    /// Details fetched at `fetchedAt`.
    public init(body: Data, fetchedAt: Date) {
        self.body = body
        self.fetchedAt = fetchedAt
    }
}
