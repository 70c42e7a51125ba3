/// One page of recommendations.
public struct FilmPage: Sendable, Hashable {
    /// This page's number, from 1.
    public let page: Int
    public let films: [Film]
    /// The number of the last page there is.
    public let lastPage: Int
    /// Whether the source could not be reached and this page is a copy it kept from before: the player is offline.
    public let isSavedCopy: Bool

    /// Creates page `page` of `lastPage`, fresh from the source unless `isSavedCopy`.
    public init(page: Int, films: [Film], lastPage: Int, isSavedCopy: Bool = false) {
        self.page = page
        self.films = films
        self.lastPage = lastPage
        self.isSavedCopy = isSavedCopy
    }

    /// Whether no page follows this one.
    public var isLast: Bool { page >= lastPage }
}
