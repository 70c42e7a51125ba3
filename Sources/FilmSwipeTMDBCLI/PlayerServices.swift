import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeTMDB
import Foundation

/// The player's services in one region, as the `services` commands and the game read them: the file in the data
/// folder, and what TMDB knows in the region.
struct PlayerServices {
    /// The region, two upper-case letters.
    let region: String
    /// The data folder.
    let folder: URL
    /// The saved services.
    let file: WatchServicesFile

    /// The place for the command line's data folder and region (else the config file's, the locale's, US).
    static func open(folder: DataFolderOptions, region: RegionOption) throws -> PlayerServices {
        let settings = try PlayerSettings.load(flags: SettingFlags(dataDirectory: folder.dataDirectory, region: region.code))
        let url = settings.dataFolder.value
        return PlayerServices(region: settings.region.value.code, folder: url, file: WatchServicesFile(folder: url))
    }

    /// The player's services in the region.
    func saved() throws -> WatchServices {
        try file.services(in: region)
    }

    /// Makes the data folder, for a first save.
    func prepareFolder() throws {
        _ = try DataFolder.prepare(folder)
    }

    /// The services TMDB knows in the region, most prominent first.
    func knownProviders(environment: [String: String]) async throws -> [WatchProvider] {
        let settings = try TMDBGame.settings(environment: environment)
        let providers = try await TMDBWatchProviders(client: TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration))
            .providers(in: region)
        guard !providers.isEmpty else {
            throw CommandFailure("TMDB knows no streaming services in \(region). Is \(region) your country? Give another with --region.")
        }
        return providers
    }

    /// The services `names` stand for among `providers` (the player's own when `amongYours`), in the order named; every name that is unknown or could be
    /// several is reported at once, and then nothing is chosen. Several words that are together one service's whole
    /// name ("disney plus") are that service.
    func resolve(_ names: [String], among providers: [WatchProvider], amongYours: Bool = false) throws -> [WatchProvider] {
        if names.count > 1, case let .found(provider) = WatchServiceNames.match(names.joined(separator: " "), among: providers),
           WatchServiceNames.key(provider.name) == WatchServiceNames.key(names.joined(separator: " ")) {
            return [provider]
        }
        var chosen: [WatchProvider] = []
        var problems: [String] = []
        for name in names {
            let shown = "\u{201C}\(SafeText.clean(name, limit: 60))\u{201D}"
            switch WatchServiceNames.match(name, among: providers) {
            case let .found(provider):
                if !chosen.contains(provider) { chosen.append(provider) }
            case let .ambiguous(matches):
                problems.append("\(shown) could be \(Self.sentence(matches.map(\.name), joiner: "or")); give more of the name.")
            case let .unknown(closest):
                let hint = closest.isEmpty ? "." : "; did you mean: \(closest.map(\.name).joined(separator: ", "))?"
                problems.append(amongYours ? "\(shown) is not one of your services in \(region)\(hint)" : "no service called \(shown) in \(region)\(hint)")
            }
        }
        guard problems.isEmpty else {
            var after: [String] = []
            if names.count > 1 { after.append("Nothing was changed.") }
            after.append(!amongYours
                ? "`filmswipe services` lists the services TMDB knows in \(region)."
                : "Yours in \(region): \(providers.map(\.name).joined(separator: ", ")).")
            throw CommandFailure((problems + [after.joined(separator: " ")]).joined(separator: "\n"))
        }
        return chosen
    }

    /// "Netflix", "Netflix and Max", "Netflix, Max and Hulu".
    static func sentence(_ names: [String], joiner: String = "and") -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(joiner) " + names.last!
    }
}
