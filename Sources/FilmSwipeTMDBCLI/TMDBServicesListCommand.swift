import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeTMDB
import Foundation

/// `filmswipe services [--clear]`: the region's services from TMDB, the player's marked; or forgets the player's.
struct TMDBServicesListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the streaming services TMDB knows in your region, yours marked with * (the default).",
        // `filmswipe services` runs this as `filmswipe-tmdb services`, whose own name would read `filmswipe tmdb services`.
        usage: "filmswipe services [list] [--region <code>] [--data-dir <dir>] [--mine | --clear]"
    )

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var region: RegionOption

    @Flag(help: "Forget your services in the region.")
    var clear = false

    @Flag(help: "List only your own services, without asking TMDB.")
    var mine = false

    func validate() throws {
        if clear, mine { throw ValidationError("--clear and --mine do different things: give one of them.") }
    }

    func run() async throws {
        try await TMDBCommand.reporting {
            let place = try PlayerServices.open(folder: folder, region: region)
            if clear { return try clearServices(place) }
            let yours = try place.saved()
            if mine { return Self.printMine(yours) }
            let providers: [WatchProvider]
            do {
                providers = try await place.knownProviders(environment: ProcessInfo.processInfo.environment)
            } catch {
                // The saved ones need no network: they are shown before the reason TMDB could not be asked.
                Self.printMine(yours)
                throw error
            }
            print(Self.listing(providers: providers, yours: yours), terminator: "")
        }
    }

    private func clearServices(_ place: PlayerServices) throws {
        do {
            let yours = try place.saved()
            try place.file.save(WatchServices(region: place.region))
            print(yours.isEmpty ? "You had no services saved in \(place.region)." : "Forgot your services in \(place.region): \(yours.names).")
        } catch let error as WatchServicesFileError where error.canBeCleared {
            // A file that cannot be read is what --clear is the way out of.
            try place.file.removeAll()
            print("Removed \(place.file.url.path), which could not be read (\(error.reason)).")
        }
    }

    private static func printMine(_ yours: WatchServices) {
        if yours.isEmpty {
            print("You have no services saved in \(yours.region): `filmswipe services add NAME` adds one.")
        } else {
            print("Your services in \(yours.region): \(yours.names).")
        }
    }

    /// The region's services, most prominent first, the player's marked with `*`; then the player's, and the credit.
    static func listing(providers: [WatchProvider], yours: WatchServices) -> String {
        let ids = yours.ids
        var text = "Streaming services in \(yours.region), most prominent first (* yours):\n"
        for provider in providers {
            text += (ids.contains(provider.id) ? "* " : "  ") + provider.name + "\n"
        }
        let listed = Set(providers.map(\.id))
        for provider in yours.providers where !listed.contains(provider.id) {
            text += "* \(provider.name) (no longer listed by TMDB in \(yours.region))\n"
        }
        if yours.isEmpty {
            text += "You have none saved in \(yours.region): `filmswipe services add NAME…` adds yours; then `filmswipe --source tmdb --only-mine` deals only films on them.\n"
        } else {
            text += "Yours: \(yours.names). `filmswipe --source tmdb --only-mine` deals only films on them.\n"
        }
        return text + FilmAvailability.attribution + ".\n"
    }
}
