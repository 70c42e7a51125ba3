import FilmSwipeDomain
import Foundation

/// A MovieLens release a player downloaded and unzipped (ml-latest, ml-25m, ml-32m, or ml-latest-small): its four files,
/// each read by its header.
public struct MovieLensRelease: Sendable {
    /// The files a build reads.
    public static let fileNames = ["movies.csv", "ratings.csv", "links.csv", "tags.csv"]
    /// How many tags a film's card shows.
    static let tagsShown = 5

    /// The release's folder.
    public let folder: URL

    /// The release in `folder`; a folder that is missing, or lacks one of the four files, is refused naming it.
    public init(folder: URL) throws(MovieLensError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noFolder(path: folder.path)
        }
        for name in Self.fileNames where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            throw .missingFile(folder: folder.path, name: name)
        }
        self.folder = folder
    }

    /// What the four files are now (their sizes and times of change): a build stopped part-way goes on only from the same.
    public func fingerprint() -> String {
        Self.fileNames.map { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let changed = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name):\(size):\(Int64(changed * 1000))"
        }.joined(separator: ";") + ";" + folder.standardizedFileURL.path
    }

    private func table(_ name: String, _ columns: [String]) -> ReleaseTable {
        ReleaseTable(name: name, url: folder.appendingPathComponent(name), wanted: columns)
    }

    /// The films of movies.csv, with their TMDB ids from links.csv and their most given tags from tags.csv.
    func films(monitor: BuildMonitor) throws(MovieLensError) -> [ReleaseFilm] {
        var films: [ReleaseFilm] = []
        var index: [Int32: Int] = [:]
        let parts = 3.0
        try table("movies.csv", ["movieId", "title", "genres"]).forEachRow(progress: { monitor.progress(.films, Double($0) / Double($1) / parts) }) { (row: inout ReleaseRow) throws(MovieLensError) in
            let id = try row.id(0)
            guard index[id] == nil else { throw row.bad(0, "movie \(id) is listed twice") }
            let title = MovieLensTitle(row.text(1))
            guard !title.display.isEmpty else { throw row.bad(1, "is empty") }
            index[id] = films.count
            films.append(ReleaseFilm(
                id: id, title: title.display, originalTitle: title.original == title.display ? nil : title.original, year: title.year,
                genreIDs: MovieLensGenres.ids(of: row.text(2))
            ))
        }
        try monitor.check()
        try table("links.csv", ["movieId", "tmdbId"]).forEachRow(progress: { monitor.progress(.films, (1 + Double($0) / Double($1)) / parts) }) { (row: inout ReleaseRow) throws(MovieLensError) in
            let id = try row.id(0)
            let tmdb = try row.integer(1, empty: 0)
            if tmdb > 0, tmdb <= Int64(Int32.max), let position = index[id] { films[position].tmdbID = Int(tmdb) }
        }
        try monitor.check()
        var tagCounts: [Int: [String: (count: Int, shown: String)]] = [:]
        try table("tags.csv", ["movieId", "tag"]).forEachRow(progress: { monitor.progress(.films, (2 + Double($0) / Double($1)) / parts) }) { (row: inout ReleaseRow) throws(MovieLensError) in
            let id = try row.id(0)
            guard let position = index[id] else { return }
            let tag = SafeText.clean(row.text(1), limit: 40).trimmingCharacters(in: .whitespaces)
            guard !tag.isEmpty else { return }
            let key = tag.lowercased()
            tagCounts[position, default: [:]][key, default: (0, tag)].count += 1
        }
        for (position, counts) in tagCounts {
            films[position].tags = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
                .prefix(Self.tagsShown).map(\.value.shown)
        }
        guard !films.isEmpty else { throw .empty(file: "movies.csv") }
        return films
    }

    /// Every rating of a film in `films` (ratings of films movies.csv lacks are counted and left out), by user and then time.
    func ratings(of films: [ReleaseFilm], monitor: BuildMonitor) throws(MovieLensError) -> ReleaseRatings {
        let position = Dictionary(uniqueKeysWithValues: films.enumerated().map { ($0.element.id, Int32($0.offset)) })
        let url = folder.appendingPathComponent("ratings.csv")
        let size = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
        var read = ReleaseRatings.Builder(expected: size / 20)
        var stopped = false
        try table("ratings.csv", ["userId", "movieId", "rating", "timestamp"]).forEachRow(progress: { done, total in
            monitor.progress(.ratings, 0.8 * Double(done) / Double(total))
            stopped = monitor.isStopped
        }) { (row: inout ReleaseRow) throws(MovieLensError) in
            if stopped { throw .stopped }
            let user = try row.id(0), film = try row.id(1), stars = try row.stars(2), time = try row.integer(3)
            guard let item = position[film] else {
                read.unknownFilms += 1
                return
            }
            read.append(user: user, item: item, stars: stars, time: time)
        }
        try monitor.check()
        guard read.count > 0 else { throw .empty(file: "ratings.csv") }
        return read.sorted { monitor.progress(.ratings, 0.8 + 0.2 * $0) }
    }
}
