import FilmSwipeDomain
import Foundation
import GRDB

/// One row of the `reaction` table: a reaction, the snapshot of its film, and its place in the lists.
///
/// A GRDB record, though not a `Codable` one: the file may have been edited by another tool, so reading trusts nothing
/// (a `Decodable` record would take a year of "abc" as 0, and throw on a date it cannot parse), and writing spells the
/// genres' JSON out itself (`JSONEncoder` costs tens of microseconds a call on Linux, which an import's thousands of rows
/// add up).
struct ReactionRow: Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "reaction"

    /// The table's columns.
    enum Columns {
        static let source = Column("source")
        static let filmID = Column("film_id")
        static let reaction = Column("reaction")
        static let reactedAt = Column("reacted_at")
        static let title = Column("title")
        static let year = Column("year")
        static let overview = Column("overview")
        static let genres = Column("genres")
        static let runtime = Column("runtime")
        static let rating = Column("rating")
        static let ratingCount = Column("rating_count")
        static let posterPath = Column("poster_path")
        static let sequence = Column("sequence")
        static let origin = Column("origin")
        static let originRating = Column("origin_rating")
    }

    /// Every column, read by name (not `*`), so that a table missing one fails the query instead of the decoding.
    static let allColumns = [
        Columns.source, Columns.filmID, Columns.reaction, Columns.reactedAt, Columns.title, Columns.year, Columns.overview,
        Columns.genres, Columns.runtime, Columns.rating, Columns.ratingCount, Columns.posterPath, Columns.sequence,
        Columns.origin, Columns.originRating,
    ]

    static var databaseSelection: [any SQLSelectable] { allColumns }

    /// The rows FilmSwipe can read: a source and a reaction it writes, and a whole film id. Another tool may have
    /// written others into the file; they are passed over.
    static var readable: QueryInterfaceRequest<ReactionRow> {
        filter(isReadable(reactions: UserReaction.allCases.filter { $0 != .none }))
    }

    /// Whether a row whose columns are named as `reaction`'s holds a film id FilmSwipe writes and one of `reactions`.
    static func isReadable(reactions: [UserReaction]) -> SQLExpression {
        FilmSource.allCases.map(\.rawValue).contains(Columns.source)
            && reactions.map(\.rawValue).contains(Columns.reaction)
            && SQL("typeof(\(Columns.filmID)) = 'integer'").sqlExpression
    }

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
    /// Its place in the lists (higher is newer).
    var sequence: Int64

    /// The row for `film`'s `reaction`, made at `reactedAt` (in the game, unless `origin` says otherwise), at `sequence`.
    init(
        film: Film, reaction: UserReaction, reactedAt: Date, origin: ReactionOrigin = .game, originRating: Double? = nil,
        sequence: Int64
    ) {
        self.film = film
        self.reaction = reaction
        self.reactedAt = reactedAt
        self.origin = origin
        self.originRating = originRating
        self.sequence = sequence
    }

    /// The row read back from `row`; throws only for a key or reaction FilmSwipe does not write, which `readable` leaves
    /// out.
    ///
    /// Every value is converted leniently (GRDB's typed subscripts stop the process on a mismatch), and text is
    /// cleaned of control characters and escape sequences before it can reach the screen.
    init(row: Row) throws {
        guard let (id, reaction) = Self.key(row) else { throw UnreadableRow(table: Self.databaseTableName) }
        let text = { (column: Column) in String.fromDatabaseValue(row[column]).map(SafeText.clean) }
        let number = { (column: Column) in Self.int(row[column]) }
        let genres = String.fromDatabaseValue(row[Columns.genres])
            .flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
        let rating = Self.double(row[Columns.rating]).flatMap { $0.isFinite ? $0 : nil } ?? 0
        film = Film(
            id: id,
            title: text(Columns.title) ?? "",
            year: number(Columns.year),
            overview: text(Columns.overview) ?? "",
            genres: genres.map(SafeText.clean),
            runtime: number(Columns.runtime),
            rating: rating,
            ratingCount: number(Columns.ratingCount) ?? 0,
            posterPath: text(Columns.posterPath)
        )
        self.reaction = reaction
        reactedAt = Date.fromDatabaseValue(row[Columns.reactedAt]) ?? Date(timeIntervalSince1970: 0)
        origin = String.fromDatabaseValue(row[Columns.origin]).flatMap(ReactionOrigin.init(rawValue:)) ?? .game
        originRating = Self.double(row[Columns.originRating]).flatMap { $0.isFinite ? $0 : nil }
        sequence = Int64.fromDatabaseValue(row[Columns.sequence]) ?? 0
    }

    func encode(to container: inout PersistenceContainer) {
        for (column, value) in zip(Self.allColumns, databaseValues) {
            container[column] = value
        }
    }

    /// The row's values, in the order of `allColumns`.
    private var databaseValues: [(any DatabaseValueConvertible)?] {
        [
            film.id.source.rawValue, film.id.value, reaction.rawValue, reactedAt, film.title, film.year, film.overview,
            Self.jsonArray(film.genres), film.runtime, film.rating, film.ratingCount, film.posterPath, sequence,
            origin.rawValue, originRating,
        ]
    }

    /// Inserts the row, or replaces the film's existing one: what PersistableRecord's `upsert` does, with the values
    /// `encode(to:)` gives, through a statement prepared once per connection. GRDB's `upsert` writes its SQL anew on
    /// every call, which made a swipe's commit half as slow again (`filmswipe-benchmarks commit`).
    func write(_ db: Database) throws {
        try db.cachedStatement(sql: Self.upsertSQL).execute(arguments: StatementArguments(databaseValues))
    }

    /// `INSERT ... ON CONFLICT (source, film_id) DO UPDATE` of every column, its arguments in the order of `allColumns`.
    private static let upsertSQL: String = {
        let names = allColumns.map(\.name)
        let key = [Columns.source.name, Columns.filmID.name]
        return """
            INSERT INTO \(databaseTableName) (\(names.joined(separator: ", "))) \
            VALUES (\(names.map { _ in "?" }.joined(separator: ", "))) \
            ON CONFLICT (\(key.joined(separator: ", "))) DO UPDATE SET \
            \(names.filter { !key.contains($0) }.map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
            """
    }()

    /// The film id and reaction of `row` (of `reaction` or `account_sync`), or nil when either is not one FilmSwipe
    /// writes.
    static func key(_ row: Row) -> (FilmID, UserReaction)? {
        guard let source = String.fromDatabaseValue(row[Columns.source]).flatMap(FilmSource.init(rawValue:)),
              let value = Self.int(row[Columns.filmID]),
              let reaction = String.fromDatabaseValue(row[Columns.reaction]).flatMap(UserReaction.init(rawValue:)),
              reaction != .none
        else { return nil }
        return (FilmID(source: source, value: value), reaction)
    }

    /// The primary key of `film`'s row.
    static func key(of film: FilmID) -> [String: (any DatabaseValueConvertible)?] {
        ["source": film.source.rawValue, "film_id": film.value]
    }

    /// The place above every row, for the newest.
    static func nextSequence(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT COALESCE(MAX(sequence), 0) + 1 FROM reaction")) ?? 1
    }

    /// The domain's record of this row.
    var record: ReactionRecord {
        ReactionRecord(film: film, reaction: reaction, reactedAt: reactedAt, origin: origin, originRating: originRating)
    }

    /// `strings` as a JSON array that `JSONDecoder` reads back.
    static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map(JSONText.quoted).joined(separator: ",") + "]"
    }

    // Out of line: inlined into init(row:), these conversions crash Swift 6.3.1's optimiser
    // ("Found ownership error?!" in CopyPropagation) in release builds.
    @inline(never) private static func int(_ value: DatabaseValue) -> Int? { Int.fromDatabaseValue(value) }
    @inline(never) private static func double(_ value: DatabaseValue) -> Double? { Double.fromDatabaseValue(value) }
}
