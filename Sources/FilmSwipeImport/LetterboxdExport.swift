import Foundation

/// Reads Letterboxd's "Export your data": the ZIP, the folder it unpacks to, or one of its CSV files.
public enum LetterboxdExport {
    private static let ratingScale = "a rating from 0.5 to 5 in steps of 0.5, such as 3.5"

    /// One entry per film of the export at `url`, decided from all its files; throws `HistoryFileError` on any
    /// problem in any file, so that nothing of a half-read export is imported.
    ///
    /// A lone CSV is recognised by its name, else by its header (see `LetterboxdFile.named` and `byHeader`).
    public static func read(_ url: URL) throws -> LetterboxdHistory {
        let tables: [(LetterboxdFile, CSVTable)]
        switch try ExportLocation(url, source: .letterboxd) {
        case let .archive(url):
            tables = try read(ExportArchive(url: url, name: url.lastPathComponent, source: .letterboxd))
        case let .folder(url):
            tables = try read(ExportFolder(url: url, name: url.lastPathComponent))
        case let .file(url):
            tables = [try readLoneFile(url)]
        }
        return try history(of: tables)
    }

    /// The entries of a Letterboxd watchlist CSV already in memory (a room page's upload), shown in messages as `name`:
    /// read by the rules a file gets, so a file `import` refuses is refused with the same message.
    public static func readWatchlist(_ data: Data, name: String = LetterboxdFile.watchlist.path) throws -> LetterboxdHistory {
        let table = try CSVTable(data: data, file: name, expected: LetterboxdFile.watchlist.expected, source: .letterboxd)
        return try history(of: [(.watchlist, table)])
    }

    private static func read(_ container: some ExportContainer) throws -> [(LetterboxdFile, CSVTable)] {
        let present = LetterboxdFile.allCases.compactMap { file in container.member(file.path).map { (file, $0) } }
        guard !present.isEmpty else {
            throw HistoryFileError.noHistoryFiles(
                container: container.name, holds: container.memberPaths,
                expected: LetterboxdFile.allCases.filter { !$0.isFilmSwipeExport }.map(\.path),
                source: .letterboxd
            )
        }
        return try present.map { file, path in
            (file, try CSVTable(data: container.data(of: path), file: path, expected: file.expected, source: .letterboxd))
        }
    }

    private static func readLoneFile(_ url: URL) throws -> (LetterboxdFile, CSVTable) {
        let name = url.lastPathComponent
        let named = LetterboxdFile.named(name, folder: url.deletingLastPathComponent().lastPathComponent)
        let data = try ExportFile.read(url, name: name)
        let table = try CSVTable(
            data: data, file: name, expected: named?.expected ?? "one of Letterboxd's export files", source: .letterboxd
        )
        guard let file = named ?? LetterboxdFile.byHeader(table) else {
            throw HistoryFileError.unrecognisedFile(
                file: name, candidates: [LetterboxdFile.watched, .watchlist, .likes].map(\.path), source: .letterboxd
            )
        }
        return (file, table)
    }

    private static func history(of tables: [(LetterboxdFile, CSVTable)]) throws -> LetterboxdHistory {
        var films: [LetterboxdFilm] = []
        var index: [String: Int] = [:]
        var rowsRead: [LetterboxdFile: Int] = [:]
        for (file, table) in tables {
            let required = try table.requireColumns(file.requiredColumns, expected: file.expected)
            let (name, year) = (required[0], required[1])
            let date = table.column("Date"), watchedDate = table.column("Watched Date"), rating = table.column("Rating")
            let tmdbID = file.isFilmSwipeExport ? table.column("tmdbID") : nil
            for record in table.records {
                let title = try table.text(record, name, expected: "the film's title")
                let filmYear = try table.year(record, year)
                let logged = try table.day(record, date)
                let watchedOn = file == .diary ? try table.day(record, watchedDate) : nil
                let stars: Double? = switch file {
                case .ratings, .diary, .exportedWatched:
                    try table.rating(record, rating, in: 0.5...5, step: 0.5, required: file == .ratings, expected: ratingScale)
                case .watched, .watchlist, .likes, .exportedWatchlist, .exportedFavourites, .exportedDisliked, .exportedPartyMatches: nil
                }
                let id = try tmdbID.flatMap { try table.positiveInteger(record, $0, expected: "a TMDB id such as 550, or nothing") }
                // Not the Letterboxd URI: in the diary it names the diary entry, not the film.
                let key = title.trimmedWhiteSpace.lowercased() + "\u{1F}" + (filmYear.map(String.init) ?? "")
                let position = index[key] ?? films.count
                if position == films.count {
                    index[key] = position
                    films.append(LetterboxdFilm(title: title, year: filmYear))
                }
                if let id { films[position].tmdbID = id }
                let mark = LetterboxdMark(date: watchedOn ?? logged, rating: stars, location: table.location(record), line: record.line)
                films[position].add(mark, from: file)
            }
            rowsRead[file] = table.records.count
        }
        return LetterboxdHistory(entries: films.compactMap(\.entry), rowsRead: rowsRead)
    }
}
