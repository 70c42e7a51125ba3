import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("The community model file")
struct CommunityModelFileTests {
    let clusters = TwoClusters()
    var ids: [FilmID] { clusters.films.map(\.id) }

    /// A folder of the test's own, removed when `body` returns.
    func inFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    func deal(_ model: RecommendationModel) -> [Recommendation] {
        var session = Recommender(model: model, seed: 3)
        session.react(clusters.horror(1), .favourite)
        session.react(clusters.comedy(2), .dislike)
        return session.next(count: 8)
    }

    @Test("the committed Fixtures/community.model is exactly what `filmswipe catalogue model` makes from the bundled ratings")
    func committedFileIsCurrent() throws {
        let films = try CatalogueFile(path: fixturesFolder, fallbackGenres: nil).load()
        let ratingsFile = fixturesFolder.appendingPathComponent("ratings.csv")
        let ratings = try RatingsFile(path: ratingsFile).load()
        let built = RecommendationModel.communityFile(
            films: films.map(\.id), ratings: ratings, ratingsHash: try ContentHash.ofFile(path: ratingsFile.path), inversion: LAPACKInversion()
        )
        let committed = try Data(contentsOf: fixturesFolder.appendingPathComponent("community.model"))

        #expect(committed.count == built.count)
        #expect(committed == built, "Fixtures/community.model is stale: run `swift run filmswipe catalogue model --output Fixtures/community.model`")
    }

    @Test("a model mapped from its file deals what the model built from the ratings deals, with the same reasons")
    func mappedModelDealsAlike() throws {
        try inFolder { folder in
            let file = folder.appendingPathComponent("community.model")
            let ratingsHash: UInt64 = 42
            try RecommendationModel.communityFile(films: ids, ratings: clusters.ratings, ratingsHash: ratingsHash).write(to: file)
            let reader = try ModelFileReader(path: file.path, expectedVersion: CommunityModel.formatVersion)
            let community = try CommunityModel(file: reader, expected: ModelStamp(films: ids, ratings: ratingsHash, tuning: .standard))
            let mapped = RecommendationModel(films: clusters.films, community: community)
            let built = RecommendationModel(films: clusters.films, ratings: clusters.ratings)

            #expect(deal(mapped) == deal(built))
            #expect(mapped.popularityOrder() == built.popularityOrder())
            #expect(mapped.fansAlsoLiked(of: clusters.horror(1)) == built.fansAlsoLiked(of: clusters.horror(1)))
        }
    }

    @Test("a file built from another catalogue, other ratings or other settings is refused, naming which")
    func mismatchRefused() throws {
        let data = RecommendationModel.communityFile(films: ids, ratings: clusters.ratings, ratingsHash: 7)
        let reader = try ModelFileReader(bytes: Array(data), path: "m.model", expectedVersion: CommunityModel.formatVersion)
        var tuning = RecommenderTuning.standard
        tuning.neighbours = 12
        let cases: [(ModelStamp, String)] = [
            (ModelStamp(films: ids.dropLast(), ratings: 7, tuning: .standard), "another catalogue"),
            (ModelStamp(films: ids.reversed(), ratings: 7, tuning: .standard), "another catalogue"),
            (ModelStamp(films: ids, ratings: 8, tuning: .standard), "other ratings"),
            (ModelStamp(films: ids, ratings: 7, tuning: tuning), "other recommender settings"),
        ]
        for (stamp, what) in cases {
            #expect(throws: ModelFileError.mismatch(path: "m.model", what: what)) { try CommunityModel(file: reader, expected: stamp) }
        }
    }

    @Test("a file of another version, cut short, changed or not a model file at all is refused with a message")
    func damageRefused() throws {
        let bytes = Array(RecommendationModel.communityFile(films: ids, ratings: clusters.ratings, ratingsHash: 7))
        func refusal(_ bytes: [UInt8], version: UInt32 = CommunityModel.formatVersion) -> ModelFileError? {
            do {
                _ = try ModelFileReader(bytes: bytes, path: "m.model", expectedVersion: version)
                return nil
            } catch {
                return error
            }
        }
        #expect(refusal(bytes) == nil)
        #expect(refusal(bytes, version: CommunityModel.formatVersion + 1) == .otherVersion(path: "m.model", found: CommunityModel.formatVersion, expected: CommunityModel.formatVersion + 1))
        #expect(refusal(Array(bytes.dropLast(8)))?.errorDescription?.contains("damaged") == true)
        var changed = bytes
        changed[changed.count - 9] ^= 0x40
        #expect(refusal(changed) == .damaged(path: "m.model", reason: "its contents do not match their checksum"))
        #expect(refusal(Array("userId,movieId,rating,timestamp\n".utf8) + [UInt8](repeating: 0, count: 64)) == .notAModelFile(path: "m.model"))
        #expect(refusal([]) == .notAModelFile(path: "m.model"))
    }

    @Test("the game's loader uses a matching file, and builds from the ratings when the file is missing or stale")
    func prebuiltFallsBack() throws {
        try inFolder { folder in
            let ratingsFile = folder.appendingPathComponent("ratings.csv")
            try Data("userId,movieId,rating,timestamp\n1,1,5,10\n".utf8).write(to: ratingsFile)
            let modelFile = folder.appendingPathComponent("community.model")
            var ratingsRead = 0
            func load() -> (RecommendationModel, ModelFileError?) {
                RecommendationModel.prebuilt(films: clusters.films, modelFile: modelFile, ratingsFile: ratingsFile) {
                    ratingsRead += 1
                    return clusters.ratings
                }
            }
            let (missing, whyMissing) = load()
            #expect(whyMissing == .notFound(path: modelFile.path))
            #expect(ratingsRead == 1)

            let hash = try ContentHash.ofFile(path: ratingsFile.path)
            try RecommendationModel.communityFile(films: ids, ratings: clusters.ratings, ratingsHash: hash).write(to: modelFile)
            let (mapped, whyNot) = load()
            #expect(whyNot == nil)
            #expect(ratingsRead == 1)
            #expect(deal(mapped) == deal(missing))

            try Data("userId,movieId,rating,timestamp\n1,1,4,10\n".utf8).write(to: ratingsFile)
            let (_, whyStale) = load()
            #expect(whyStale == .mismatch(path: modelFile.path, what: "other ratings"))
            #expect(ratingsRead == 2)
        }
    }
}
