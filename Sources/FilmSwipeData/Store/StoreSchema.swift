import GRDB

/// A store's schema as `StoreDatabase` opens it: the ordered migrations that build it, and what messages call its file.
///
/// Migrations are append-only: a released migration is never edited or removed, so any database an older FilmSwipe
/// wrote can be brought up to date, and a database that lists a migration missing here is known to come from a newer
/// FilmSwipe. GRDB records applied identifiers in `grdb_migrations`.
public protocol StoreSchema: Sendable {
    /// What messages call the file, such as "reaction database".
    static var databaseName: String { get }
    /// The migrator that brings a database to this build's schema.
    static func migrator() -> DatabaseMigrator
}
