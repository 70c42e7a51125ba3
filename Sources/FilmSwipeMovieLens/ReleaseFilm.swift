/// A film as a MovieLens release describes it, with what the ratings add once they are read.
struct ReleaseFilm {
    /// MovieLens `movieId`: the id the bundled catalogue uses too, so reactions carry across.
    let id: Int32
    /// The title as the game shows it ("The Shawshank Redemption").
    let title: String
    /// The title as MovieLens writes it, without the year ("Shawshank Redemption, The"), when it differs.
    let originalTitle: String?
    /// The year in the title's last brackets, when there is one.
    let year: Int?
    /// TMDB's genre ids for its MovieLens genres.
    let genreIDs: [Int]
    /// TMDB's id for it, from links.csv.
    var tmdbID: Int?
    /// The most given tags, most given first, from tags.csv.
    var tags: [String] = []
}
