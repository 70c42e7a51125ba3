/// One person's star rating of one catalogue film, kept compact because the bundle holds 100,004 of them.
public struct Rating: Sendable, Hashable {
    /// The rater's id in the ratings file.
    public let user: Int32
    /// The catalogue film's id (`FilmID.value` of a `.catalogue` film).
    public let film: Int32
    /// Stars from 0.5 to 5.
    public let stars: Float
    /// When it was rated, in seconds since 1970.
    public let time: Int64

    /// Creates the rating `stars` by `user` of `film` at `time`.
    public init(user: Int32, film: Int32, stars: Float, time: Int64) {
        self.user = user
        self.film = film
        self.stars = stars
        self.time = time
    }

    /// The catalogue film rated.
    public var filmID: FilmID { FilmID(source: .catalogue, value: Int(film)) }
}
