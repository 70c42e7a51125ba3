/// One page of recommendations.
public struct FilmPage: Sendable, Hashable {
    /// This page's number, from 1.
    public let page: Int
    public let films: [Film]
    /// The number of the last page there is.
    public let lastPage: Int

    /// Creates page `page` of `lastPage`.
    public init(page: Int, films: [Film], lastPage: Int) {
        self.page = page
        self.films = films
        self.lastPage = lastPage
    }

    /// Whether no page follows this one.
    public var isLast: Bool { page >= lastPage }
}
