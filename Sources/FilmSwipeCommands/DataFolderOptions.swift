import ArgumentParser
import FilmSwipeData
import Foundation

/// The option naming the game's own folder, for every command that reads or writes reactions.
public struct DataFolderOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Where the game keeps its files (default: data-dir in the config file, else $XDG_DATA_HOME/filmswipe, or ~/.local/share/filmswipe).", valueName: "dir"), completion: .directory)
    public var dataDirectory: String?

    /// Parsed from the command line.
    public init() {}

    /// The data folder asked for, else the config file's, else the XDG default; a bad config file is refused.
    public func dataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> URL {
        try PlayerSettings.load(flags: SettingFlags(dataDirectory: dataDirectory), environment: environment).dataFolder.value
    }
}
