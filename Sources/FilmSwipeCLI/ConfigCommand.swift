import ArgumentParser
import FilmSwipeCommands
import Foundation
import Glibc

/// `filmswipe config [--path | --init]`: where the config file is, and every setting in force with where it came from.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show where the config file is and every setting in force, with where each comes from.",
        discussion: """
        The config file holds your defaults for --data-dir, --animation, --colour, --region and party --name: \
        $FILMSWIPE_CONFIG if set, else $XDG_CONFIG_HOME/filmswipe/config.toml, by default ~/.config/filmswipe/config.toml. \
        An option on the command line wins over the file, and the file over the environment (FILMSWIPE_REDUCED_MOTION, \
        NO_COLOR, XDG_DATA_HOME, USER). A file with a mistake is refused by every command, naming the line.
        """
    )

    @Flag(help: "Print the config file's path only.")
    var path = false

    @Flag(name: .customLong("init"), help: "Write a commented template with every setting to the config file; an existing file is never overwritten.")
    var writeTemplate = false

    func validate() throws {
        if path, writeTemplate { throw ValidationError("--path and --init do different things: give one of them.") }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let file = ConfigFile.locate()
            if path {
                print(file.url.path)
                return
            }
            if writeTemplate {
                try file.writeTemplate()
                print("Wrote a template to \(file.url.path): remove the # before a setting to use it.")
                return
            }
            let settings = try PlayerSettings.load()
            print(ConfigReport(settings: settings, fileExists: file.exists).text(width: Self.width()), terminator: "")
        }
    }

    // The terminal's width when printing to one, else COLUMNS, else 80.
    private static func width() -> Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}
