import FilmSwipeDomain

/// A snapshot film's `film` column: the fields a TMDB film has, as JSON. Texts were cleaned when decoded and are
/// cleaned again when read, as the file could have been edited.
struct StoredSnapshotFilm: Codable {
    struct People: Codable {
        let directors: [String]
        let cast: [String]
    }

    struct Availability: Codable {
        let region: String
        let stream: [WatchProvider]
        let free: [WatchProvider]
        let rent: [WatchProvider]
        let buy: [WatchProvider]
        let link: String?
    }

    let id: Int
    let title: String
    let year: Int?
    let overview: String
    let genres: [String]
    let runtime: Int?
    let rating: Double
    let ratingCount: Int
    let posterPath: String?
    let certificate: String?
    let originalTitle: String?
    let budget: Int?
    let people: People?
    let availability: Availability?
    let trailerURL: String?
    let pageURL: String?

    init(_ film: Film) {
        id = film.id.value
        title = film.title
        year = film.year
        overview = film.overview
        genres = film.genres
        runtime = film.runtime
        rating = film.rating
        ratingCount = film.ratingCount
        posterPath = film.posterPath
        certificate = film.certificate
        originalTitle = film.originalTitle
        budget = film.budget
        people = film.people.map { People(directors: $0.directors, cast: $0.cast) }
        availability = film.availability.map {
            Availability(region: $0.region, stream: $0.stream, free: $0.free, rent: $0.rent, buy: $0.buy, link: $0.link)
        }
        trailerURL = film.trailerURL
        pageURL = film.pageURL
    }

    /// The film, its texts cleaned.
    var film: Film {
        let clean = { (text: String) in SafeText.clean(text, limit: SafeText.titleLimit) }
        var film = Film(
            id: FilmID(source: .tmdb, value: id), title: clean(title), year: year,
            overview: SafeText.clean(overview, limit: SafeText.overviewLimit),
            genres: genres.map { SafeText.clean($0, limit: SafeText.genreLimit) }, runtime: runtime,
            rating: rating.isFinite ? min(max(rating, 0), 10) : 0, ratingCount: max(0, ratingCount), posterPath: posterPath.map(clean)
        )
        film.certificate = certificate.map(clean)
        film.originalTitle = originalTitle.map(clean)
        film.budget = budget
        film.people = people.map { FilmPeople(directors: $0.directors.map(clean), cast: $0.cast.map(clean)) }
        film.availability = availability.map { stored in
            let providers = { (list: [WatchProvider]) in list.map { WatchProvider(id: $0.id, name: clean($0.name)) } }
            return FilmAvailability(
                region: clean(stored.region), stream: providers(stored.stream), free: providers(stored.free),
                rent: providers(stored.rent), buy: providers(stored.buy), link: stored.link.map(clean)
            )
        }
        film.trailerURL = trailerURL.map(clean)
        film.pageURL = pageURL.map(clean)
        return film
    }
}
