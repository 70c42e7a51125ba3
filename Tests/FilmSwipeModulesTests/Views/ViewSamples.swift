import FilmSwipeDomain
@testable import FilmSwipeModules

/// Films with the shapes views must cope with.
enum ViewSamples {
    static let heat = Film(
        id: FilmID(source: .catalogue, value: 6), title: "Heat", year: 1995,
        overview: "A meticulous professional thief and the obsessive detective hunting him circle each other across Los Angeles.",
        genres: ["Action", "Crime", "Thriller"], runtime: 170, rating: 7.8, ratingCount: 104
    )
    static let alien = Film(id: FilmID(source: .catalogue, value: 1214), title: "Alien", year: 1979, overview: "The crew of a towing spaceship answers a distress call.", genres: ["Horror", "Science Fiction"], rating: 8.1, ratingCount: 120)
    static let fargo = Film(id: FilmID(source: .catalogue, value: 608), title: "Fargo", year: 1996, genres: ["Comedy", "Crime"], rating: 8.2, ratingCount: 224)
    static let longTitle = Film(
        id: FilmID(source: .catalogue, value: 9), title: "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb, and Then Some More Words",
        year: 1964, overview: String(repeating: "A very long logline that keeps going and going. ", count: 8), genres: ["Comedy", "War"], rating: 8.6, ratingCount: 150
    )
    static let tokyoStory = Film(id: FilmID(source: .catalogue, value: 10), title: "東京物語 Tokyo Story", year: 1953, overview: "老夫婦が東京の子供たちを訪ねる。An old couple visit their children.", genres: ["Drama"], rating: 8.4, ratingCount: 12)
    static let emoji = Film(id: FilmID(source: .catalogue, value: 11), title: "🎬 Popcorn 🍿 Night", year: 2020, genres: ["Comedy"], rating: 6, ratingCount: 1)

    /// A film with everything the bundled catalogue can know of it, dealt by the recommender.
    static let rich: Film = {
        var film = Film(
            id: FilmID(source: .catalogue, value: 2028), title: "Saving Private Ryan", year: 1998,
            overview: "After the D-Day landings, a weary army captain leads a small squad across occupied France to find one paratrooper whose brothers have all been killed.",
            genres: ["Drama", "War"], runtime: 170, rating: 8.2, ratingCount: 243, reason: "because you liked Schindler's List"
        )
        film.certificate = "R"
        film.imdb = IMDbRating(score: 8.5, votes: 88_406)
        film.budget = 70_000_000
        film.ratingSpread = [1, 2, 1, 4, 6, 16, 22, 60, 51, 80]
        film.fansAlsoLiked = ["The Green Mile", "Schindler's List", "Gladiator"]
        return film
    }()

    /// A rarely rated film with no logline: its ratings still say something.
    static let sparse: Film = {
        var film = Film(id: FilmID(source: .catalogue, value: 31000), title: "The Hole", year: 2001, genres: ["Horror", "Thriller"], rating: 5, ratingCount: 4)
        film.ratingSpread = [0, 0, 0, 1, 0, 2, 0, 1, 0, 0]
        return film
    }()

    /// A well-known film as the bundled catalogue has it: every section a card can show, its IMDb facts from 2005.
    static let forrestGump: Film = {
        var film = Film(
            id: FilmID(source: .catalogue, value: 356), title: "Forrest Gump", year: 1994,
            overview: "A kind-hearted Alabama man with a simple outlook drifts through decades of American history while never forgetting his childhood sweetheart.",
            genres: ["Comedy", "Drama", "Romance", "War"], runtime: 142, rating: 8.11, ratingCount: 341
        )
        film.certificate = "PG-13"
        film.imdb = IMDbRating(score: 8.2, votes: 89_722, countedIn: 2005)
        film.budget = 55_000_000
        film.ratingSpread = [0, 4, 1, 10, 6, 47, 22, 113, 36, 102]
        film.fansAlsoLiked = ["The Shawshank Redemption", "Pulp Fiction", "Jurassic Park"]
        return film
    }()

    /// A film rated only 3 to 5 stars: the low half of its spread is empty, not closed up.
    static let onlyHighRatings: Film = {
        var film = Film(id: FilmID(source: .catalogue, value: 32000), title: "Late Bloomer", year: 2003, genres: ["Drama"], rating: 8.2, ratingCount: 9)
        film.ratingSpread = [0, 0, 0, 0, 0, 1, 2, 2, 2, 2]
        return film
    }()

    /// A film with two ratings: too few for a chart.
    static let twoRatings: Film = {
        var film = Film(id: FilmID(source: .catalogue, value: 33000), title: "Barely Seen", year: 1999, genres: ["Comedy"], rating: 9, ratingCount: 2)
        film.ratingSpread = [0, 0, 0, 0, 0, 0, 0, 1, 0, 1]
        return film
    }()

    static func cards(_ films: Film...) -> [FilmCardViewData] { films.map { FilmCardViewData(film: $0) } }
}
