import FilmSwipeDomain
import Foundation
import GRDB

/// One row of the `reaction` table: a reaction and the snapshot of its film, as stored.
struct ReactionRow: Sendable {
    /// The film as it was when reacted to.
    let film: Film
    /// Never `.none`: no reaction is stored as no row.
    let reaction: UserReaction
    /// When the reaction was made.
    let reactedAt: Date
    /// Where it came from.
    let origin: ReactionOrigin
    /// The player's rating at the origin.
    let originRating: Double?

    /// The row for `film`'s `reaction`, made at `reactedAt` (in the game, unless `origin` says otherwise).
    init(film: Film, reaction: UserReaction, reactedAt: Date, origin: ReactionOrigin = .game, originRating: Double? = nil) {
        self.film = film
        self.reaction = reaction
        self.reactedAt = reactedAt
        self.origin = origin
        self.originRating = originRating
    }

    /// The columns `init(row:)` reads, named so that a table missing one fails the query instead of
    /// the decoding.
    static let columns = "source, film_id, reaction, reacted_at, title, year, overview, genres, runtime, rating, rating_count, poster_path, origin, origin_rating"

    /// The row read back from `row`, or nil when its key or reaction is not one FilmSwipe writes.
    ///
    /// The file may have been edited by another tool, so nothing is trusted: every value is
    /// converted leniently (GRDB's typed subscripts stop the process on a mismatch), and text is
    /// cleaned of control characters and escape sequences before it can reach the screen.
    init?(row: Row) {
        guard let (id, reaction) = Self.key(row) else { return nil }
        let text = { (column: String) in String.fromDatabaseValue(row[column]).map(SafeText.clean) }
        let number = { (column: String) in Self.int(row[column]) }
        let genres = String.fromDatabaseValue(row["genres"])
            .flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
        let rating = Self.double(row["rating"]).flatMap { $0.isFinite ? $0 : nil } ?? 0
        film = Film(
            id: id,
            title: text("title") ?? "",
            year: number("year"),
            overview: text("overview") ?? "",
            genres: genres.map(SafeText.clean),
            runtime: number("runtime"),
            rating: rating,
            ratingCount: number("rating_count") ?? 0,
            posterPath: text("poster_path")
        )
        self.reaction = reaction
        reactedAt = Date.fromDatabaseValue(row["reacted_at"]) ?? Date(timeIntervalSince1970: 0)
        origin = String.fromDatabaseValue(row["origin"]).flatMap(ReactionOrigin.init(rawValue:)) ?? .game
        originRating = Self.double(row["origin_rating"]).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The film id and reaction of `row`, or nil when either is not one FilmSwipe writes.
    static func key(_ row: Row) -> (FilmID, UserReaction)? {
        guard let source = String.fromDatabaseValue(row["source"]).flatMap(FilmSource.init(rawValue:)),
              let value = Self.int(row["film_id"]),
              let reaction = String.fromDatabaseValue(row["reaction"]).flatMap(UserReaction.init(rawValue:)),
              reaction != .none
        else { return nil }
        return (FilmID(source: source, value: value), reaction)
    }

    /// The domain's record of this row.
    var record: ReactionRecord {
        ReactionRecord(film: film, reaction: reaction, reactedAt: reactedAt, origin: origin, originRating: originRating)
    }

    /// Inserts the row, or replaces the film's existing one, as the newest (`sequence`).
    func upsert(_ db: Database, sequence: Int64) throws {
        let genres = Self.jsonArray(film.genres)
        // Cached, and the genres written by hand: an import writes thousands of rows in one transaction, and together
        // these took an import of 9,057 films from 590 to 270 ms.
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO reaction (source, film_id, reaction, reacted_at, title, year, overview, genres,
                                      runtime, rating, rating_count, poster_path, sequence, origin, origin_rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, film_id) DO UPDATE SET
                    reaction = excluded.reaction, reacted_at = excluded.reacted_at, title = excluded.title,
                    year = excluded.year, overview = excluded.overview, genres = excluded.genres,
                    runtime = excluded.runtime, rating = excluded.rating, rating_count = excluded.rating_count,
                    poster_path = excluded.poster_path, sequence = excluded.sequence, origin = excluded.origin,
                    origin_rating = excluded.origin_rating
                """,
        )
        try statement.execute(arguments: [
            film.id.source.rawValue, film.id.value, reaction.rawValue, reactedAt, film.title, film.year,
            film.overview, genres, film.runtime, film.rating, film.ratingCount, film.posterPath, sequence,
            origin.rawValue, originRating,
        ])
    }

    /// `strings` as a JSON array that `JSONDecoder` reads back; by hand, because JSONEncoder costs tens of microseconds
    /// a call on Linux, which thousands of imported rows add up.
    static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map(JSONText.quoted).joined(separator: ",") + "]"
    }

    // Out of line: inlined into init(row:), these conversions crash Swift 6.3.1's optimiser
    // ("Found ownership error?!" in CopyPropagation) in release builds.
    @inline(never) private static func int(_ value: DatabaseValue) -> Int? { Int.fromDatabaseValue(value) }
    @inline(never) private static func double(_ value: DatabaseValue) -> Double? { Double.fromDatabaseValue(value) }
}
