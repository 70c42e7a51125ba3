import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeMovieLens
import FilmSwipeRecommendation
import Foundation
import MovieLensReleaseSupport
import Synchronization
import Testing

@Suite("Building a MovieLens release")
struct MovieLensBuildTests {
    func build(_ folder: ReleaseFolder, stopAt: (BuildMonitor.Step, Double)? = nil, bundled: [Film] = []) throws -> MovieLensBuild.Summary {
        let stopper = Mutex<BuildMonitor?>(nil)
        let monitor = BuildMonitor { step, fraction in
            if let stopAt, step == stopAt.0, fraction >= stopAt.1 { stopper.withLock { $0?.stop() } }
        }
        stopper.withLock { $0 = monitor }
        let release = try MovieLensRelease(folder: folder.release)
        return try MovieLensBuild(release: release, dataFolder: folder.data, bundled: bundled, monitor: monitor).run()
    }

    func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? LocalizedError)?.errorDescription
        }
    }

    /// The built catalogue's films, its manifest and its model, as the game opens them.
    func open(_ folder: ReleaseFolder) throws -> (films: [Film], model: RecommendationModel) {
        let (catalogue, manifest) = try MovieLensFolder(dataFolder: folder.data).open()
        let films = try CatalogueFile(path: catalogue, fallbackGenres: nil).load()
        let community = try MovieLensFolder.community(in: catalogue, manifest: manifest, films: films)
        return (films, RecommendationModel(films: films, community: community))
    }

    @Test("a release becomes a catalogue, most-rated first, with titles, years, genres and tags as the bundled catalogue has them, and a model the recommender deals from")
    func builds() throws {
        let folder = try ReleaseFolder()
        let summary = try build(folder)
        let (films, model) = try open(folder)

        #expect(summary.films == 120)
        #expect(films.count == 120)
        #expect(zip(films, films.dropFirst()).allSatisfy { $0.ratingCount >= $1.ratingCount })
        #expect(films.reduce(0) { $0 + $1.ratingCount } == summary.ratings)
        let tenth = try #require(films.first { $0.id.value == 10 })
        #expect(tenth.title == "The Film 10")
        #expect(tenth.originalTitle == "Film 10, The")
        #expect(tenth.year == 1960)
        #expect(tenth.genres == ["Horror"])
        #expect(tenth.pageURL == "https://www.themoviedb.org/movie/100010")
        #expect(try #require(films.first { $0.id.value == 50 }).pageURL == nil)
        #expect(tenth.ratingSpread.reduce(0, +) == tenth.ratingCount)
        // Children is Family, as in the bundled catalogue.
        #expect(try #require(films.first { $0.id.value == 3 }).genres == ["Family", "Horror"])
        #expect(try #require(films.first { $0.id.value == 15 }).overview == "Tagged dark, twisty, slow burn.")

        var session = Recommender(model: model, seed: 1)
        let horror = films.filter { $0.genres == ["Horror"] }.prefix(3)
        for film in horror { session.react(film.id, .favourite) }
        let dealt = session.next(count: 5)
        #expect(dealt.count == 5)
        #expect(dealt.contains { $0.reason?.hasPrefix("because you liked") == true })
        #expect(folder.dataContents().filter { $0.hasPrefix("movielens") }.count == 2)
    }

    @Test("the columns are found by their names, in any order, with a byte-order mark and Windows line ends")
    func readByHeader() throws {
        let folder = try ReleaseFolder(nil)
        try folder.write("movies.csv", "\u{FEFF}title,genres,movieId\r\n\"Heat (1995)\",Action|Crime|Thriller,6\r\nToy Story (1995),Adventure|Animation|Children,1\r\n")
        try folder.write("ratings.csv", "timestamp,rating,movieId,userId\n10,4.0,1,1\n11,3.5,6,1\n12,5,1,2\n13,4.5,6,2\n14,2.0,99,2\n")
        try folder.write("links.csv", "movieId,imdbId,tmdbId\n1,0114709,862\n6,0113277,949\n")
        try folder.write("tags.csv", "userId,movieId,tag,timestamp\n")
        let summary = try build(folder)
        let (films, _) = try open(folder)

        #expect(summary.ratings == 4)
        #expect(summary.unknownFilms == 1)
        #expect(films.map(\.title) == ["Toy Story", "Heat"])
        #expect(films[0].genres == ["Adventure", "Animation", "Family"])
        #expect(films[1].rating == 8)
        #expect(films[0].pageURL == "https://www.themoviedb.org/movie/862")
    }

    @Test("a missing folder, a missing file or a missing column is refused, naming it")
    func missingParts() throws {
        let folder = try ReleaseFolder()
        try FileManager.default.removeItem(at: folder.release.appendingPathComponent("links.csv"))
        #expect(message { _ = try MovieLensRelease(folder: folder.release) }?.contains("has no links.csv") == true)
        #expect(message { _ = try MovieLensRelease(folder: folder.release.appendingPathComponent("nope")) }?.hasPrefix("There is no folder at") == true)

        try folder.write("links.csv", "movieId,imdbId\n1,0114709\n")
        let refusal = message { _ = try build(folder) }
        #expect(refusal == "links.csv: its first line \"movieId,imdbId\" has no column tmdbId. Is it a MovieLens file? Use the release's own file, then run `filmswipe catalogue build --movielens` again.")
    }

    @Test("a bad row is refused naming the file, line and column, and nothing is played from the build")
    func badRows() throws {
        let folder = try ReleaseFolder()
        var lines = try String(contentsOf: folder.release.appendingPathComponent("ratings.csv"), encoding: .utf8).split(separator: "\n").map(String.init)
        lines[41] = "3,7,4.5x,1000"
        try folder.write("ratings.csv", lines.joined(separator: "\n") + "\n")
        #expect(message { _ = try build(folder) } == "ratings.csv, line 42, column 3 (rating): \"4.5x\" is not a rating from 0.5 to 5 stars. Fix or remove that line, then run `filmswipe catalogue build --movielens` again.")
        lines[41] = "3,7,4.5"
        try folder.write("ratings.csv", lines.joined(separator: "\n") + "\n")
        #expect(message { _ = try build(folder) }?.hasPrefix("ratings.csv, line 42, column 4 (timestamp): is missing") == true)
        try folder.write("movies.csv", "movieId,title,genres\n1,Toy Story (1995),Comedy\nx1,Heat (1995),Action\n")
        #expect(message { _ = try build(folder) }?.hasPrefix("movies.csv, line 3, column 1 (movieId): \"x1\" is not a whole number") == true)
        #expect(throws: MovieLensError.self) { try MovieLensFolder(dataFolder: folder.data).open() }
    }

    @Test("stopped part-way, the catalogue played before stays whole; run again, it goes on from the ratings already read")
    func stopAndResume() throws {
        let folder = try ReleaseFolder(SyntheticRelease(users: 40, films: 80, ratings: 2_000))
        let first = try build(folder)
        let before = try open(folder).films

        // A newer release of the same shape: more ratings.
        var newer = SyntheticRelease(users: 70, films: 80, ratings: 4_000)
        newer.seed = 2
        try newer.write(to: folder.release)
        #expect(throws: MovieLensError.stopped) { _ = try build(folder, stopAt: (.model, 0.0)) }
        #expect(try open(folder).films == before)
        #expect(folder.dataContents().contains("movielens.building"))

        let second = try build(folder)
        #expect(second.resumedRatings)
        #expect(!first.resumedRatings)
        #expect(second.ratings > first.ratings)
        #expect(try open(folder).films.reduce(0) { $0 + $1.ratingCount } == second.ratings)
        #expect(folder.dataContents().filter { $0.hasPrefix("movielens") }.count == 2)
    }

    @Test("a model that does not match the catalogue beside it is refused")
    func mismatchedModel() throws {
        let folder = try ReleaseFolder()
        _ = try build(folder)
        let (catalogue, manifest) = try MovieLensFolder(dataFolder: folder.data).open()
        let films = try CatalogueFile(path: catalogue, fallbackGenres: nil).load()
        #expect(throws: ModelFileError.self) { try MovieLensFolder.community(in: catalogue, manifest: manifest, films: Array(films.reversed())) }
        var changed = manifest
        changed.ratingsStamp = "1"
        #expect(throws: ModelFileError.mismatch(path: catalogue.appendingPathComponent("community.model").path, what: "other ratings")) {
            try MovieLensFolder.community(in: catalogue, manifest: changed, films: films)
        }
    }
}
