import ArgumentParser
import FilmSwipeTerminal

/// `--posters auto|kitty|iterm|sixel|symbols|off` (and `--no-posters`): how a TMDB game draws its films' posters.
public struct PosterOption: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp(
        "With --source tmdb: how to draw the films' posters: auto (the default, or posters in the config file: images where the terminal answers for kitty's, iTerm2's or sixel graphics, else block symbols), kitty, iterm, sixel, symbols or off. Inside tmux images pass through only with `set -g allow-passthrough on`; without it the posters are symbols. NO_COLOR or a locale without UTF-8 means none.",
        valueName: "how"
    ))
    public var posters: PosterChoice?

    @Flag(name: .customLong("no-posters"), help: "The same as --posters off.")
    public var noPosters = false

    /// Parsed from the command line.
    public init() {}

    /// What the command line chose; nil when it said nothing.
    public var choice: PosterChoice? {
        noPosters ? .off : posters
    }

    /// The option as `filmswipe-tmdb play` takes it, for handing it on.
    public var arguments: [String] {
        choice.map { ["--posters", $0.rawValue] } ?? []
    }
}

extension PosterChoice: ExpressibleByArgument {}
