import FilmSwipeDomain

/// The bundled catalogue as a `FilmRepository`: pages of 20 films in the catalogue's order.
public struct CatalogueFilmRepository: FilmRepository {
    /// Films a page, as TMDB deals them.
    public static let pageSize = 20

    private let films: [Film]

    /// A repository over `films`, already loaded and checked.
    public init(films: [Film]) {
        self.films = films
    }

    /// The number of the last page (at least 1).
    public var lastPage: Int { max(1, (films.count + Self.pageSize - 1) / Self.pageSize) }

    public func recommendations(page: Int) async throws -> FilmPage {
        guard (1...lastPage).contains(page) else { throw CatalogueError.pageOutOfRange(page: page, lastPage: lastPage) }
        let start = (page - 1) * Self.pageSize
        let end = min(start + Self.pageSize, films.count)
        return FilmPage(page: page, films: Array(films[start..<end]), lastPage: lastPage)
    }

    /// The catalogue keeps no reactions: the reaction store does.
    public func setReaction(_ film: Film, from old: UserReaction, to new: UserReaction) async throws {}
}
