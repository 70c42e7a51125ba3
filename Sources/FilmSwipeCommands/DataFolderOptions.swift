import ArgumentParser
import FilmSwipeData
import Foundation

/// The option naming the game's own folder, for every command that reads or writes reactions.
public struct DataFolderOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Where the game keeps its files (default: $XDG_DATA_HOME/filmswipe, or ~/.local/share/filmswipe).", valueName: "dir"))
    public var dataDirectory: String?

    /// Parsed from the command line.
    public init() {}

    /// The data folder asked for, or the XDG default.
    public func dataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dataDirectory {
            return URL(fileURLWithPath: (dataDirectory as NSString).expandingTildeInPath)
        }
        return XDGFolder.data.url(environment: environment)
    }
}
