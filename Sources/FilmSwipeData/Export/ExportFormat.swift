/// The file formats reactions can be exported in.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// Every field, one reaction a row.
    case csv
    /// Every field, an array of objects.
    case json
    /// The CSVs Letterboxd's importers read, one for each (`LetterboxdExporter`): written into a folder.
    case letterboxd
}
