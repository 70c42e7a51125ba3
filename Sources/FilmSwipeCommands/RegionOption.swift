import ArgumentParser

/// `--region`: the country TMDB's release dates, streaming services and availability are for.
public struct RegionOption: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("With --source tmdb: your country, two letters such as GB or US: its release dates, streaming services and where films stream (default: region in the config file, else the locale's country, such as GB from LANG=en_GB.UTF-8, else US).", valueName: "code"))
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
