import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import Foundation

/// What every player's command shares: their name, their folder, and whether their taste stays private.
struct PartyPlayerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your name in the room (at most 24 columns; default: your login name).", valueName: "name"))
    var name: String?

    @Flag(name: .customLong("private"), help: "Send none of your earlier reactions: the room's deck is not ranked by your taste.")
    var isPrivate = false

    @Flag(name: .customLong("no-animation"), help: "Swipe without the fly-out; FILMSWIPE_REDUCED_MOTION=1 does the same.")
    var noAnimation = false

    @OptionGroup var folder: DataFolderOptions

    /// The name to show, cleaned.
    var memberName: MemberName {
        MemberName(name ?? ProcessInfo.processInfo.environment["USER"] ?? MemberName.fallback)
    }

    /// Whether cards fly out.
    var animated: Bool {
        !noAnimation && ProcessInfo.processInfo.environment["FILMSWIPE_REDUCED_MOTION"] != "1"
    }
}
