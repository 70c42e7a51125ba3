import FilmSwipeDomain
import Foundation

extension RecommendationModel {
    /// The model file of `films`' community part built from `ratings` (whose file's bytes hash to `ratingsHash`) with
    /// `tuning`: what `filmswipe catalogue model` writes and the game maps. EASE's weights need `inversion` (LAPACK, which
    /// only the program that writes the file links): the game gets them without linking it.
    public static func communityFile(
        films: [FilmID], ratings: RatingSet, ratingsHash: UInt64, tuning: RecommenderTuning = .standard, inversion: SymmetricInversion? = nil
    ) -> Data {
        CommunityModel.build(films: films, ratings: ratings, tuning: tuning, inversion: inversion)
            .fileData(stamp: ModelStamp(films: films, ratings: ratingsHash, tuning: tuning))
    }

    /// The model for `films`, its community part mapped from `modelFile` when that was built from these films, the
    /// ratings in `ratingsFile` and `tuning`; otherwise (no file, another version, damage, a mismatch) built here from
    /// `readRatings()` as the game did before model files. `refusal` says why the file was not used.
    public static func prebuilt(
        films: [Film], modelFile: URL, ratingsFile: URL, tuning: RecommenderTuning = .standard, readRatings: () -> RatingSet
    ) -> (model: RecommendationModel, refusal: ModelFileError?) {
        do throws(ModelFileError) {
            let stamp = ModelStamp(films: films.lazy.map(\.id), ratings: try ContentHash.ofFile(path: ratingsFile.path), tuning: tuning)
            let file = try ModelFileReader(path: modelFile.path, expectedVersion: CommunityModel.formatVersion)
            return (RecommendationModel(films: films, community: try CommunityModel(file: file, expected: stamp), tuning: tuning), nil)
        } catch {
            return (RecommendationModel(films: films, ratings: readRatings(), tuning: tuning), error)
        }
    }
}
