import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation

/// What every player's command shares: their name, their folder, how the game looks, whether their taste stays
/// private, and whether they bring their watchlist. Each option's default comes from the config file (`[party] name`, `data-dir`, `animation`, `colour`).
struct PartyPlayerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your name in the room (at most 24 columns; default: name under [party] in the config file, else your login name).", valueName: "name"))
    var name: String?

    @Flag(name: .customLong("private"), help: "Send none of your earlier reactions: the room's deck is not ranked by your taste.")
    var isPrivate = false

    @Flag(name: .customLong("bring-watchlist"), help: "Send the room your watchlist (at most 500 films, the newest): films on two or more members' watchlists are dealt first, each card saying on how many, never whose. Sent even with --private.")
    var bringsWatchlist = false

    @Option(name: .customLong("ca"), help: ArgumentHelp("For a wss:// server: trust the certificates in this PEM file instead of the system's (for a self-signed one).", valueName: "file"), completion: .file())
    var caFile: String?

    @OptionGroup(title: "How it looks") var display: DisplayOptions

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var catalogue: PartyCatalogueOption

    /// The settings in force: these options over the config file; a bad config file is refused.
    var settings: PlayerSettings {
        get throws {
            try PlayerSettings.load(flags: SettingFlags(
                dataDirectory: folder.dataDirectory, animation: display.animation, colour: display.colour, partyName: name
            ))
        }
    }

    /// The certificates a `wss://` server may show: the `--ca` file's, else the system's.
    var trust: PartyTrust {
        get throws {
            guard let caFile else { return .system }
            do {
                return try PartyTrust(caFile: caFile)
            } catch {
                throw CommandFailure(error.description, status: 64)
            }
        }
    }

    /// The name to show, cleaned.
    var memberName: MemberName {
        get throws { MemberName(try settings.partyName.value ?? MemberName.fallback) }
    }
}
