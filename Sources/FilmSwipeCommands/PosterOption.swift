import ArgumentParser

/// `--posters`/`--no-posters`: whether a TMDB game draws its films' posters.
public struct PosterOption: ParsableArguments, Sendable {
    @Flag(inversion: .prefixedNo, help: "With --source tmdb: draw the films' posters on the cards (default: on where the terminal has 256 colours; the bundled catalogue has none).")
    public var posters: Bool?

    /// Parsed from the command line.
    public init() {}

    /// The option as `filmswipe-tmdb play` takes it, for handing it on.
    public var arguments: [String] {
        posters.map { [$0 ? "--posters" : "--no-posters"] } ?? []
    }
}
