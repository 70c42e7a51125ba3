import Foundation

/// Why a MovieLens release could not be built into a catalogue, or a built one played; each message names the file (and
/// the line and column) and the way out.
public enum MovieLensError: Error, Equatable, LocalizedError {
    /// The release folder does not exist or is no folder.
    case noFolder(path: String)
    /// The release lacks one of the files the build reads.
    case missingFile(folder: String, name: String)
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// A file's first line lacks a column the build reads.
    case missingColumn(file: String, column: String, header: String)
    /// A row of a file is wrong at `line`, in column number `column` (from 1) named `name`.
    case badRow(file: String, line: Int, column: Int, name: String, problem: String)
    /// A file has no rows after its header.
    case empty(file: String)
    /// The data folder holds no built catalogue.
    case notBuilt(folder: String)
    /// The built catalogue cannot be used as it is.
    case damaged(folder: String, reason: String)
    /// The build could not write in the data folder.
    case unwritable(path: String, reason: String)
    /// The build was asked to stop (Ctrl-C) before it finished; what it had done is kept for the next run.
    case stopped

    /// The message shown to the player.
    public var errorDescription: String? {
        let again = "then run `filmswipe catalogue build --movielens` again"
        switch self {
        case let .noFolder(path):
            return "There is no folder at \(path). Pass the folder a MovieLens release unzipped into (it holds movies.csv and ratings.csv)."
        case let .missingFile(folder, name):
            return "The MovieLens release in \(folder) has no \(name). Unzip the whole release there (movies.csv, ratings.csv, links.csv, tags.csv), \(again)."
        case let .unreadable(path, reason):
            return "Cannot read \(path): \(reason). Check its permissions, \(again)."
        case let .missingColumn(file, column, header):
            return "\(file): its first line \"\(header)\" has no column \(column). Is it a MovieLens file? Use the release's own file, \(again)."
        case let .badRow(file, line, column, name, problem):
            return "\(file), line \(line), column \(column) (\(name)): \(problem). Fix or remove that line, \(again)."
        case let .empty(file):
            return "\(file) holds no rows after its header. Use the release's own file, \(again)."
        case let .notBuilt(folder):
            return "There is no MovieLens catalogue in \(folder) yet. Download a release from https://grouplens.org/datasets/movielens/ "
                + "(ml-latest, ml-25m or ml-32m), unzip it, and run `filmswipe catalogue build --movielens FOLDER`."
        case let .damaged(folder, reason):
            return "The MovieLens catalogue in \(folder) cannot be used: \(reason). Build it again with `filmswipe catalogue build --movielens FOLDER`."
        case .stopped:
            return "Stopped before the end: the catalogue played so far is unchanged. Run `filmswipe catalogue build --movielens` again to go on where it stopped."
        case let .unwritable(path, reason):
            return "Cannot write \(path): \(reason). Free some space or fix the data folder's permissions, \(again) (it goes on where it stopped)."
        }
    }
}
