import FilmSwipeDomain
import Foundation
import GRDB

/// One row of `tonight_choice`: a film `filmswipe tonight` ended in, with its runner-up. Read as leniently as
/// `ReactionRow`: another tool may have edited the file, so a row FilmSwipe cannot read is passed over, and text is
/// cleaned before it can reach the screen.
struct TonightChoiceRow: Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tonight_choice"

    /// The table's columns.
    enum Columns {
        static let id = Column("id")
        static let chosenAt = Column("chosen_at")
        static let source = Column("source")
        static let filmID = Column("film_id")
        static let title = Column("title")
        static let year = Column("year")
        static let runtime = Column("runtime")
        static let runnerUpSource = Column("runner_up_source")
        static let runnerUpFilmID = Column("runner_up_film_id")
        static let runnerUpTitle = Column("runner_up_title")
        static let runnerUpYear = Column("runner_up_year")
        static let among = Column("among")
    }

    /// The choice the row holds.
    let choice: TonightChoice

    /// The row for `choice`.
    init(_ choice: TonightChoice) {
        self.choice = choice
    }

    /// The row read back; throws for a film id FilmSwipe does not write.
    init(row: Row) throws {
        guard let film = Self.film(row, source: Columns.source, id: Columns.filmID, title: Columns.title, year: Columns.year) else {
            throw UnreadableRow(table: Self.databaseTableName)
        }
        var runtime: Int?
        if let minutes = Self.int(row[Columns.runtime]), minutes > 0 { runtime = minutes }
        let chosen = Film(id: film.id, title: film.title, year: film.year, runtime: runtime)
        let runnerUp = Self.film(row, source: Columns.runnerUpSource, id: Columns.runnerUpFilmID, title: Columns.runnerUpTitle, year: Columns.runnerUpYear)
        choice = TonightChoice(
            film: chosen, runnerUp: runnerUp, among: max(1, Self.int(row[Columns.among]) ?? 1),
            chosenAt: Date.fromDatabaseValue(row[Columns.chosenAt]) ?? Date(timeIntervalSince1970: 0)
        )
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.chosenAt] = choice.chosenAt
        container[Columns.source] = choice.film.id.source.rawValue
        container[Columns.filmID] = choice.film.id.value
        container[Columns.title] = choice.film.title
        container[Columns.year] = choice.film.year
        container[Columns.runtime] = choice.film.runtime
        container[Columns.runnerUpSource] = choice.runnerUp?.id.source.rawValue
        container[Columns.runnerUpFilmID] = choice.runnerUp?.id.value
        container[Columns.runnerUpTitle] = choice.runnerUp?.title
        container[Columns.runnerUpYear] = choice.runnerUp?.year
        container[Columns.among] = choice.among
    }

    /// The film named by four columns, or nil when its source or id is not one FilmSwipe writes.
    private static func film(_ row: Row, source: Column, id: Column, title: Column, year: Column) -> Film? {
        guard let source = String.fromDatabaseValue(row[source]).flatMap(FilmSource.init(rawValue:)), let value = int(row[id]) else { return nil }
        let name = String.fromDatabaseValue(row[title]).map(SafeText.clean) ?? ""
        return Film(id: FilmID(source: source, value: value), title: name, year: int(row[year]))
    }

    // Out of line, as in `ReactionRow`: inlined, these conversions crash Swift 6.3.1's optimiser in release builds.
    @inline(never) private static func int(_ value: DatabaseValue) -> Int? { Int.fromDatabaseValue(value) }
}

extension SQLiteReactionStore: TonightChoiceStore {
    public func saveTonightChoice(_ choice: TonightChoice) async throws {
        try await pool.write { db in try TonightChoiceRow(choice).insert(db) }
    }

    public func tonightChoices() async throws -> [TonightChoice] {
        try await pool.read { db in
            // Rows another tool wrote with a film id FilmSwipe does not write are passed over, as in the reactions.
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM tonight_choice ORDER BY id DESC")
            return rows.compactMap { try? TonightChoiceRow(row: $0).choice }
        }
    }
}
