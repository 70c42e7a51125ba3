import ArgumentParser
import FilmSwipeCommands

/// The options every `filmswipe import` shares.
struct HistoryImportOptions: ParsableArguments {
    @Flag(help: "Print what the import would do, and write nothing.")
    var dryRun = false

    @Flag(help: "Replace reactions you made in the game (or that another import brought) where the file says otherwise.")
    var overwrite = false

    @Option(help: ArgumentHelp("Write the rows that could not be placed on a catalogue film to this CSV file.", valueName: "file"), completion: .file())
    var unmatched: String?

    @Flag(help: "Place the films on the MovieLens catalogue `filmswipe catalogue build` made in the data folder, not the bundled one.")
    var movielens = false

    @OptionGroup var folder: DataFolderOptions
}
