import ArgumentParser

/// `--region`: the country TMDB's release dates are for.
public struct RegionOption: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("With --source tmdb: the country whose release dates TMDB gives, two letters such as GB or US (default: region in the config file, else none).", valueName: "code"))
    public var region: String?

    /// Parsed from the command line.
    public init() {}

    public func validate() throws {
        if let region, RegionCode(region) == nil {
            throw ValidationError("--region \(RegionCode.complaint(about: region, shown: "\"\(region)\"")).")
        }
    }

    /// The region asked for, checked.
    public var code: RegionCode? { region.flatMap(RegionCode.init) }
}
