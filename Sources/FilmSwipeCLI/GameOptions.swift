import ArgumentParser
import FilmSwipeCommands
import Foundation

/// The options every game command shares: where films come from and where the game keeps its files.
struct GameOptions: ParsableArguments {
    @Option(name: .customLong("catalogue"), help: ArgumentHelp("A catalogue folder (holding catalogue.json) or JSON file to deal from instead of the bundled one.", valueName: "path"), completion: .file(extensions: ["json"]))
    var cataloguePath: String?

    @OptionGroup var folder: DataFolderOptions

    /// The data folder asked for, else the config file's, else the XDG default; a bad config file is refused.
    func dataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> URL {
        try folder.dataFolder(environment: environment)
    }
}
