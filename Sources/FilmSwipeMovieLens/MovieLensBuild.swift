import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// `filmswipe catalogue build --movielens`: a release's films and ratings built into a catalogue and its model in the
/// data folder. All or nothing: the work goes into `movielens.building`, each step's result written whole before the
/// next, and only a finished build replaces the one played. Stopped (Ctrl-C, a crash, a bad row), it leaves what is
/// played as it was; run again on the same release, it goes on after the last step finished.
public struct MovieLensBuild: Sendable {
    /// What a finished build holds.
    public struct Summary: Sendable, Equatable {
        public let films: Int
        public let ratings: Int
        public let unknownFilms: Int
        /// Whether the ratings were read by an earlier, stopped run.
        public let resumedRatings: Bool
        /// Where the catalogue now is.
        public let folder: URL
    }

    let release: MovieLensRelease
    let target: MovieLensFolder
    /// The bundled catalogue's films, whose loglines and IMDb facts the release's films of the same id keep.
    let bundled: [Film]
    let monitor: BuildMonitor
    let tuning = RecommenderTuning.standard

    /// A build of `release` into `dataFolder`, keeping `bundled`'s facts, telling and stopped through `monitor`.
    public init(release: MovieLensRelease, dataFolder: URL, bundled: [Film], monitor: BuildMonitor) {
        self.release = release
        target = MovieLensFolder(dataFolder: dataFolder)
        self.bundled = bundled
        self.monitor = monitor
    }

    /// Runs the build; on any failure what the player plays is unchanged.
    public func run() throws(MovieLensError) -> Summary {
        let fingerprint = release.fingerprint()
        let work = try prepareWorkFolder(fingerprint: fingerprint)
        let listed = try release.films(monitor: monitor)
        try monitor.check()
        let ratingsStamp = ContentHash.of(fingerprint)
        let read = try ratingsAndModel(listed: listed, ratingsStamp: ratingsStamp, in: work)
        let (films, order, counts, spreads) = (read.films, read.order, read.counts, read.spreads)
        monitor.progress(.catalogue, 0)
        let byID = Dictionary(bundled.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = order.enumerated().map { place, original in
            CatalogueJSON.Entry(film: films[place], count: counts[original], spread: spreads[original], bundled: byID[Int(films[place].id)])
        }
        try write(CatalogueJSON.data(entries), to: work.appendingPathComponent(MovieLensFolder.BuiltFiles.catalogue))
        try write(Data(MovieLensBuild.genresDocument.utf8), to: work.appendingPathComponent(MovieLensFolder.BuiltFiles.genres))
        monitor.progress(.catalogue, 0.8)
        // What only a stopped build needs goes: the folder played holds the catalogue, the model and the manifest.
        try? FileManager.default.removeItem(at: work.appendingPathComponent(MovieLensFolder.BuiltFiles.ratingsStage))
        try? FileManager.default.removeItem(at: work.appendingPathComponent(MovieLensFolder.BuiltFiles.source))
        let manifest = MovieLensManifest(
            release: release.folder.path, fingerprint: fingerprint, ratingsStamp: String(ratingsStamp, radix: 16),
            films: films.count, ratings: read.ratingCount, built: Date()
        )
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try write((try? encoder.encode(manifest)) ?? Data(), to: work.appendingPathComponent(MovieLensManifest.fileName))
        try monitor.check()
        try target.commit(work)
        monitor.progress(.catalogue, 1)
        return Summary(films: films.count, ratings: read.ratingCount, unknownFilms: read.unknownFilms, resumedRatings: read.resumed, folder: target.current)
    }

    /// What the ratings give the catalogue once the model is built from them: the films most-rated first (`order` their
    /// places in `listed`), each film's count and spread, by place in `listed`. The ratings themselves (gigabytes for
    /// ML-32M) are let go before the catalogue is written.
    private struct RatingsRead {
        let films: [ReleaseFilm]
        let order: [Int]
        let counts: [Int]
        let spreads: [[Int]]
        let ratingCount: Int
        let unknownFilms: Int
        let resumed: Bool
    }

    private func ratingsAndModel(listed: [ReleaseFilm], ratingsStamp: UInt64, in work: URL) throws(MovieLensError) -> RatingsRead {
        let (ratings, resumed) = try ratings(of: listed, in: work)
        try monitor.check()
        let (counts, spreads) = ratings.histograms(filmCount: listed.count)
        // Most-rated first, as the bundled catalogue: its head is what a new player is dealt before the model is ready.
        let order = listed.indices.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : listed[$0].id < listed[$1].id }
        let films = order.map { listed[$0] }
        let ids = films.map { FilmID(source: .catalogue, value: Int($0.id)) }
        try buildModel(ids: ids, listed: listed, ratings: ratings, stamp: ModelStamp(films: ids, ratings: ratingsStamp, tuning: tuning), in: work)
        return RatingsRead(
            films: films, order: order, counts: counts, spreads: spreads, ratingCount: ratings.count, unknownFilms: ratings.unknownFilms, resumed: resumed
        )
    }

    // The unfinished build of this same release, to go on from; an unfinished build of another release (or of these
    // files since changed) is dropped.
    private func prepareWorkFolder(fingerprint: String) throws(MovieLensError) -> URL {
        let work = target.building
        let sourceFile = work.appendingPathComponent(MovieLensFolder.BuiltFiles.source)
        if let recorded = try? String(contentsOf: sourceFile, encoding: .utf8), recorded == fingerprint { return work }
        do {
            if FileManager.default.fileExists(atPath: work.path) { try FileManager.default.removeItem(at: work) }
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: work.path, reason: (error as NSError).localizedDescription)
        }
        try write(Data(fingerprint.utf8), to: sourceFile)
        return work
    }

    // The ratings read by an earlier run of this build when it got that far, else read now and kept for the next run.
    private func ratings(of films: [ReleaseFilm], in work: URL) throws(MovieLensError) -> (ReleaseRatings, resumed: Bool) {
        let stage = work.appendingPathComponent(MovieLensFolder.BuiltFiles.ratingsStage)
        if let file = try? ModelFileReader(path: stage.path, expectedVersion: ReleaseRatings.fileVersion),
           let kept = try? ReleaseRatings(file: file, filmCount: films.count) {
            monitor.progress(.ratings, 1)
            return (kept, true)
        }
        let ratings = try release.ratings(of: films, monitor: monitor)
        try write(ratings.fileData(), to: stage)
        return (ratings, false)
    }

    private func buildModel(ids: [FilmID], listed: [ReleaseFilm], ratings: ReleaseRatings, stamp: ModelStamp, in work: URL) throws(MovieLensError) {
        let modelFile = work.appendingPathComponent(MovieLensFolder.BuiltFiles.model)
        if let file = try? ModelFileReader(path: modelFile.path, expectedVersion: CommunityModel.formatVersion),
           (try? CommunityModel(file: file, expected: stamp)) != nil {
            monitor.progress(.model, 1)
            return
        }
        // The ratings point at films in movies.csv's order (`listed`); the model places them by id in the catalogue's (`ids`).
        let set = ratings.ratingSet(films: listed)
        guard let community = CommunityModel.build(films: ids, ratings: set, tuning: tuning, monitor: monitor.sweep) else { throw .stopped }
        try write(community.fileData(stamp: stamp), to: modelFile)
    }

    private func write(_ data: Data, to url: URL) throws(MovieLensError) {
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw .unwritable(path: url.path, reason: error.reason)
        }
    }

    /// TMDB's genres, named as the bundled `genres.json` names them.
    static let genresDocument = "{\"genres\":[" + [
        (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"), (99, "Documentary"), (18, "Drama"),
        (10751, "Family"), (14, "Fantasy"), (36, "History"), (27, "Horror"), (10402, "Music"), (9648, "Mystery"), (10749, "Romance"),
        (878, "Science Fiction"), (10770, "TV Movie"), (53, "Thriller"), (10752, "War"), (37, "Western"),
    ].map { "{\"id\":\($0.0),\"name\":\"\($0.1)\"}" }.joined(separator: ",") + "]}\n"
}
