import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain

/// `filmswipe services remove NAME…`: takes services off the player's own in the region.
struct TMDBServicesRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take streaming services off yours, by name; nothing changes unless every name is one of yours.",
        // `filmswipe services` runs this as `filmswipe-tmdb services`, whose own name would read `filmswipe tmdb services`.
        usage: "filmswipe services remove <name> ... [--region <code>] [--data-dir <dir>]"
    )

    @Argument(help: ArgumentHelp("Your services' names, case and accents ignored; quote a name with spaces.", valueName: "name"))
    var names: [String]

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var region: RegionOption

    func validate() throws {
        guard !names.isEmpty else { throw ValidationError("Name a service to remove, for example: filmswipe services remove netflix") }
    }

    func run() async throws {
        try await TMDBCommand.reporting {
            let place = try PlayerServices.open(folder: folder, region: region)
            var yours = try place.saved()
            guard !yours.isEmpty else {
                throw CommandFailure("You have no services saved in \(place.region), so there is none to remove.")
            }
            let chosen = try place.resolve(names, among: yours.providers, amongYours: true)
            for provider in chosen { yours.remove(provider) }
            try place.file.save(yours)
            print("Removed \(PlayerServices.sentence(chosen.map(\.name))) from your services in \(place.region).")
            print(yours.isEmpty ? "You have none left in \(place.region)." : "Your services in \(place.region): \(yours.names).")
        }
    }
}
