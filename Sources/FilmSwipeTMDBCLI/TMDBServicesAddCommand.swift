import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import Foundation

/// `filmswipe services add NAME…`: saves services TMDB knows in the region as the player's.
struct TMDBServicesAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Save streaming services as yours, by name (`filmswipe services` lists them); nothing is saved unless every name is known.",
        // `filmswipe services` runs this as `filmswipe-tmdb services`, whose own name would read `filmswipe tmdb services`.
        usage: "filmswipe services add <name> ... [--region <code>] [--data-dir <dir>]"
    )

    @Argument(help: ArgumentHelp("Services' names, case and accents ignored (\"netflix\", \"disney+\"); quote a name with spaces.", valueName: "name"))
    var names: [String]

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var region: RegionOption

    func validate() throws {
        guard !names.isEmpty else { throw ValidationError("Name a service to add, for example: filmswipe services add netflix") }
    }

    func run() async throws {
        try await TMDBCommand.reporting {
            let place = try PlayerServices.open(folder: folder, region: region)
            // Read first: a file that cannot be read is reported before TMDB is asked anything.
            var yours = try place.saved()
            let known = try await place.knownProviders(environment: ProcessInfo.processInfo.environment)
            let chosen = try place.resolve(names, among: known)
            let added = chosen.filter { yours.add($0) }
            let already = chosen.filter { provider in !added.contains(provider) }
            if !added.isEmpty {
                try place.prepareFolder()
                try place.file.save(yours)
                print("Added \(PlayerServices.sentence(added.map(\.name))) to your services in \(place.region).")
            }
            if !already.isEmpty {
                print("\(PlayerServices.sentence(already.map(\.name))) \(already.count == 1 ? "was" : "were") already yours.")
            }
            print("Your services in \(place.region): \(yours.names). `filmswipe --source tmdb --only-mine` deals only films on them.")
        }
    }
}
