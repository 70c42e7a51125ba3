import FilmSwipeDomain
import Foundation

/// Reads IMDb's ratings export: the CSV, or a ZIP or folder holding it.
public enum IMDbRatingsExport {
    /// Title Types that are films, lowercased without spaces: the current export writes "Movie", "TV Movie", "Video",
    /// older ones "movie", "tvMovie", "video".
    private static let filmTypes: Set<String> = ["movie", "tvmovie", "video"]
    private static let expected = "IMDb's ratings export"
    private static let ratingScale = "a whole number from 1 to 10"

    /// One entry per film the player rated, in the file's order: 8 or more a favourite, 4 or less a dislike, else
    /// seen. Series, episodes, shorts, games and the like are counted in `notFilms`, not read as films. Throws
    /// `HistoryFileError` on any problem in the file, so that nothing of a half-read file is imported.
    public static func read(_ url: URL) throws -> IMDbHistory {
        switch try ExportLocation(url, source: .imdb) {
        case let .archive(url):
            return try read(ExportArchive(url: url, name: url.lastPathComponent, source: .imdb))
        case let .folder(url):
            return try read(ExportFolder(url: url, name: url.lastPathComponent))
        case let .file(url):
            let name = url.lastPathComponent
            return try history(of: CSVTable(data: ExportFile.read(url, name: name), file: name, expected: expected, source: .imdb))
        }
    }

    // IMDb sends the CSV itself; a ZIP or folder is read when exactly one of its CSV files is a ratings export.
    private static func read(_ container: some ExportContainer) throws -> IMDbHistory {
        let csvs = container.memberPaths.filter { $0.lowercased().hasSuffix(".csv") && !$0.hasPrefix("__MACOSX/") }
        let tables = try csvs.map { try CSVTable(data: container.data(of: $0), file: $0, expected: expected, source: .imdb) }
        let ratings = tables.count == 1 ? tables : tables.filter { $0.column("Your Rating") != nil }
        guard ratings.count <= 1 else {
            throw HistoryFileError.severalCandidates(container: container.name, candidates: ratings.map(\.file), source: .imdb)
        }
        guard let table = ratings.first else {
            throw HistoryFileError.noHistoryFiles(
                container: container.name, holds: container.memberPaths, expected: ["CSV file with a \"Your Rating\" column"],
                source: .imdb
            )
        }
        return try history(of: table)
    }

    private static func history(of table: CSVTable) throws -> IMDbHistory {
        let required = try table.requireColumns(["Your Rating", "Title", "Year"], expected: expected)
        let (rating, title, year) = (required[0], required[1], required[2])
        let type = table.column("Title Type"), original = table.column("Original Title"), date = table.column("Date Rated")
        var entries: [HistoryEntry] = []
        var notFilms: [String: Int] = [:]
        for record in table.records {
            // A blank type, or no Title Type column, counts as a film: a film is what the player most likely rated.
            let typeName = record[type].trimmedWhiteSpace
            let normalised = typeName.lowercased().filter { $0 != " " }
            guard normalised.isEmpty || filmTypes.contains(normalised) else {
                notFilms[typeName, default: 0] += 1
                continue
            }
            let name = try table.text(record, title, expected: "the film's title")
            let stars = try table.rating(record, rating, in: 1...10, step: 1, required: true, expected: ratingScale) ?? 0
            let originalTitle = record[original]
            let otherTitles = originalTitle.trimmedWhiteSpace.isEmpty || originalTitle == name ? [] : [originalTitle]
            let reaction: UserReaction = stars >= 8 ? .favourite : stars <= 4 ? .dislike : .seen
            entries.append(HistoryEntry(
                title: name, otherTitles: otherTitles, year: try table.year(record, year), reaction: reaction,
                date: try table.day(record, date), rating: stars, location: table.location(record)
            ))
        }
        return IMDbHistory(entries: entries, rowsRead: table.records.count, notFilms: notFilms)
    }
}
