import GRDB

/// The schema of the details store: one row per film and region, the source's answer as it was kept.
public enum FilmDetailsSchema: StoreSchema {
    public static let databaseName = "film details database"

    public static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "film_details") { table in
                table.column("source", .text).notNull()
                table.column("film_id", .integer).notNull()
                table.column("region", .text).notNull()
                table.column("fetched_at", .double).notNull()
                table.column("body", .blob).notNull()
                table.primaryKey(["source", "film_id", "region"])
            }
        }
        return migrator
    }
}
