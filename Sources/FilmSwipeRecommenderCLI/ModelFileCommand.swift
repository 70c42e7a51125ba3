import ArgumentParser
import FilmSwipeCatalogue
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeLinearAlgebra
import FilmSwipeRecommendation
import Foundation

/// `filmswipe catalogue model` (run here, as `filmswipe-recommender model`, because EASE needs LAPACK): the community part
/// of the recommender for the bundled catalogue, built from the bundled ratings into the model file the game maps at
/// start (`Fixtures/community.model`).
struct ModelFileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Build the bundled catalogue's model file from the bundled ratings.",
        discussion: """
        The game maps this file instead of reading 100,004 ratings and weighing every pair of films at every start. \
        It is stamped with the catalogue, the ratings and the settings it was built from; a game whose files differ \
        builds the model itself, as before. After changing the bundled ratings, the catalogue or the recommender, run \
        `swift run filmswipe catalogue model --output Fixtures/community.model` (the test suite checks the file is what \
        this command makes).
        """
    )

    @Option(help: ArgumentHelp("Where to write the model file.", valueName: "file"), completion: .file())
    var output: String

    func run() async throws {
        try await CommandFailure.reporting {
            guard let folder = BundledCatalogue.directory() else {
                throw CommandFailure("The bundled catalogue is missing from this build. Rebuild with `swift build`.")
            }
            let films = try BundledRatings.films()
            let ratings = try BundledRatings.ratings()
            let ratingsHash: UInt64
            do {
                ratingsHash = try ContentHash.ofFile(path: folder.appendingPathComponent("ratings.csv").path)
            } catch {
                throw CommandFailure(error.localizedDescription)
            }
            let data = RecommendationModel.communityFile(films: films.map(\.id), ratings: ratings, ratingsHash: ratingsHash, inversion: LAPACKInversion())
            let url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw CommandFailure("\(error.localizedDescription). Choose another --output.")
            }
            print("Wrote \(url.path): \(films.count) films from \(ratings.count) ratings, \(data.count) bytes.")
        }
    }
}
