import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeMovieLens
import FilmSwipeRecommendation
import Foundation

/// The MovieLens catalogue `filmswipe catalogue build --movielens` built into the data folder: its folder (read as any
/// catalogue folder is), and its model mapped from the file built with it.
struct MovieLensCatalogue: Sendable {
    /// The folder holding its `catalogue.json`.
    let folder: URL
    /// What it was built from.
    let manifest: MovieLensManifest

    /// The catalogue in `dataFolder`; a clear failure, naming where to download a release and the command, when there is
    /// none.
    static func open(in dataFolder: URL) throws(CommandFailure) -> MovieLensCatalogue {
        do {
            let (folder, manifest) = try MovieLensFolder(dataFolder: dataFolder).open()
            return MovieLensCatalogue(folder: folder, manifest: manifest)
        } catch {
            throw CommandFailure(error.localizedDescription)
        }
    }

    /// The recommender's model for `films` (the whole catalogue), mapped from the build's model file.
    func model(films: [Film]) -> RecommendationModel {
        MovieLensFolder.model(in: folder, manifest: manifest, films: films)
    }
}
