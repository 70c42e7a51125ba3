/// The file formats reactions can be exported in.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// Every field, one reaction a row.
    case csv
    /// Every field, an array of objects.
    case json
    /// The CSV Letterboxd's importer reads: Title, Year, tmdbID (TMDB films only) and Tags.
    case letterboxd
}
