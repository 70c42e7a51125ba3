import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeMovieLens
import FilmSwipePartyServer
import Foundation

/// Which catalogue a party deals from and searches: the bundled one, or the MovieLens release built into the data folder.
struct PartyCatalogueOption: ParsableArguments {
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case catalogue
        case movielens
    }

    @Option(help: ArgumentHelp("The films the room deals from and / searches: catalogue (bundled) or movielens (built by `filmswipe catalogue build`).", valueName: "source"))
    var source: Choice = .catalogue

    /// Makes this process's party catalogue the one chosen; a MovieLens catalogue not built yet is refused here, before
    /// any room or screen.
    func apply(dataFolder: URL) throws(CommandFailure) {
        guard source == .movielens else { return }
        let opened: (folder: URL, manifest: MovieLensManifest)
        do {
            opened = try MovieLensFolder(dataFolder: dataFolder).open()
        } catch {
            throw CommandFailure(error.localizedDescription)
        }
        PartyCatalogue.deal {
            let films = try CatalogueFile(path: opened.folder, fallbackGenres: nil).load()
            return (films, MovieLensFolder.model(in: opened.folder, manifest: opened.manifest, films: films))
        }
    }
}
