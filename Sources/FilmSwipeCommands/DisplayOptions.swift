import ArgumentParser

/// The options for how the game looks, each able to override the config file either way.
public struct DisplayOptions: ParsableArguments, Sendable {
    @Flag(inversion: .prefixedNo, help: "Swipe with or without the fly-out (default: animation in the config file, else on unless FILMSWIPE_REDUCED_MOTION=1).")
    public var animation: Bool?

    @Flag(name: .customLong("colour"), inversion: .prefixedNo, help: "Draw with or without colours (default: colour in the config file, else on unless NO_COLOR is set).")
    public var colour: Bool?

    /// Parsed from the command line.
    public init() {}

    /// The options as a companion program takes them, for handing them on.
    public var arguments: [String] {
        [animation.map { $0 ? "--animation" : "--no-animation" }, colour.map { $0 ? "--colour" : "--no-colour" }].compactMap { $0 }
    }
}
