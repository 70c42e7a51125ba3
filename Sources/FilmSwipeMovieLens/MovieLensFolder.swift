import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// Where a built MovieLens catalogue lives in the data folder: `movielens` is a link to the folder of the latest finished
/// build (`movielens-<time>`), switched in one rename, so a game always finds a whole one; `movielens.building` holds
/// an unfinished build, kept to go on from.
public struct MovieLensFolder: Sendable {
    /// The data folder.
    public let dataFolder: URL

    /// The MovieLens places in `dataFolder`.
    public init(dataFolder: URL) {
        self.dataFolder = dataFolder
    }

    /// The link to the current build.
    public var current: URL { dataFolder.appendingPathComponent("movielens") }
    /// The unfinished build.
    var building: URL { dataFolder.appendingPathComponent("movielens.building") }

    /// The current build's catalogue folder (holding `catalogue.json`) and manifest, or why there is none to play.
    public func open() throws(MovieLensError) -> (folder: URL, manifest: MovieLensManifest) {
        let folder = current.resolvingSymlinksInPath()
        let manifestURL = folder.appendingPathComponent(MovieLensManifest.fileName)
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { throw .notBuilt(folder: dataFolder.path) }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return (folder, try decoder.decode(MovieLensManifest.self, from: Data(contentsOf: manifestURL)))
        } catch {
            throw .damaged(folder: current.path, reason: "its \(MovieLensManifest.fileName) cannot be read")
        }
    }

    /// The community part of the current build's model for `films` (the catalogue it holds, read whole), mapped from its
    /// file; a file that was not built with this catalogue is refused.
    public static func community(in folder: URL, manifest: MovieLensManifest, films: [Film]) throws(ModelFileError) -> CommunityModel {
        let path = folder.appendingPathComponent(BuiltFiles.model).path
        let reader = try ModelFileReader(path: path, expectedVersion: CommunityModel.formatVersion)
        guard let stamp = manifest.ratingsStampValue else { throw .damaged(path: path, reason: "its release.json has no ratings stamp") }
        return try CommunityModel(file: reader, expected: ModelStamp(films: films.lazy.map(\.id), ratings: stamp, tuning: .standard))
    }

    /// The recommender's model for `films` (the whole catalogue in `folder`): its community part mapped from the build's
    /// model file. A file that does not match the catalogue is not used: the films are then ranked by their genres and
    /// the player's swipes alone.
    public static func model(in folder: URL, manifest: MovieLensManifest, films: [Film]) -> RecommendationModel {
        guard let community = try? community(in: folder, manifest: manifest, films: films) else {
            return RecommendationModel(films: films, ratings: RatingSet([]))
        }
        return RecommendationModel(films: films, community: community)
    }

    /// The names of a build's files.
    enum BuiltFiles {
        static let catalogue = "catalogue.json"
        static let genres = "genres.json"
        static let model = "community.model"
        static let ratingsStage = "ratings.stage"
        static let source = "source"
    }

    /// Makes `built` (a finished build's folder, its manifest written last) the current one: renamed beside the link,
    /// the link switched in one rename, the folder it replaced removed. A crash at any point leaves a whole build current.
    func commit(_ built: URL) throws(MovieLensError) {
        let stamp = String(Int64(Date().timeIntervalSince1970 * 1000))
        let finalFolder = dataFolder.appendingPathComponent("movielens-\(stamp)")
        let previous = (try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)).map { dataFolder.appendingPathComponent($0).standardizedFileURL }
        let link = dataFolder.appendingPathComponent(".movielens-\(stamp).link")
        guard rename(built.path, finalFolder.path) == 0 else { throw failure(finalFolder) }
        guard symlink(finalFolder.lastPathComponent, link.path) == 0 else { throw failure(link) }
        guard rename(link.path, current.path) == 0 else {
            let error = failure(current)
            unlink(link.path)
            throw error
        }
        if let previous, previous.lastPathComponent.hasPrefix("movielens-"), previous != finalFolder {
            try? FileManager.default.removeItem(at: previous)
        }
    }

    private func failure(_ url: URL) -> MovieLensError {
        .unwritable(path: url.path, reason: String(cString: strerror(errno)))
    }
}
