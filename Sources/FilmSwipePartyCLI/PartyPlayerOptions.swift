import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import Foundation

/// What every player's command shares: their name, their folder, how the game looks, and whether their taste stays
/// private. Each option's default comes from the config file (`[party] name`, `data-dir`, `animation`, `colour`).
struct PartyPlayerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your name in the room (at most 24 columns; default: name under [party] in the config file, else your login name).", valueName: "name"))
    var name: String?

    @Flag(name: .customLong("private"), help: "Send none of your earlier reactions: the room's deck is not ranked by your taste.")
    var isPrivate = false

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

    /// The name to show, cleaned.
    var memberName: MemberName {
        get throws { MemberName(try settings.partyName.value ?? MemberName.fallback) }
    }
}
