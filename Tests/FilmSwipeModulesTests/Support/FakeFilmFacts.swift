import FilmSwipeDomain

/// A facts lookup over fixed films that records what it was asked; what fans also liked comes only once complete, as
/// the similarity model's does.
actor FakeFilmFacts: FilmFacts {
    private let films: [FilmID: Film]
    private let alsoLiked: [FilmID: [String]]
    private(set) var asked: [FilmID] = []
    private(set) var isComplete = false

    init(_ films: [Film], alsoLiked: [FilmID: [String]] = [:]) {
        self.films = Dictionary(films.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.alsoLiked = alsoLiked
    }

    func film(_ id: FilmID) async -> Film? {
        asked.append(id)
        guard var film = films[id] else { return nil }
        if isComplete { film.fansAlsoLiked = alsoLiked[id] ?? [] }
        return film
    }

    func waitUntilComplete() async {
        isComplete = true
    }
}

extension Film {
    /// The film as the reaction store keeps it: id, title, year, overview, genres, runtime, rating and count.
    var snapshot: Film {
        Film(id: id, title: title, year: year, overview: overview, genres: genres, runtime: runtime, rating: rating, ratingCount: ratingCount)
    }

    /// The film as the bundled catalogue has it: certificate, IMDb rating (from 2005), budget and the spread too.
    var withCatalogueFacts: Film {
        var film = self
        film.certificate = "R"
        film.imdb = IMDbRating(score: 8.2, votes: 412_000, countedIn: 2005)
        film.budget = 60_000_000
        film.ratingSpread = [0, 0, 1, 1, 2, 4, 6, 9, 5, 3]
        return film
    }
}
