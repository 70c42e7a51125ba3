import ArgumentParser
import FilmSwipeCommands

/// `filmswipe-party`, run by `filmswipe party …`: party rooms, where friends in their own terminals swipe the same deck
/// and a film everyone likes is a match.
@main
struct FilmSwipePartyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        // Shown in help and usage: players type `filmswipe party`, which runs this program.
        commandName: "filmswipe party",
        abstract: "Swipe together: host or join a party room, where a film everyone likes is a match.",
        discussion: """
        Traffic between the players and the server is encrypted only with a server serving wss:// (party serve \
        --tls-cert and --tls-key): otherwise play on a network you trust, or through an SSH tunnel (see docs/party.md).
        """,
        version: FilmSwipeVersion.current,
        subcommands: [PartyServeCommand.self, PartyHostCommand.self, PartyJoinCommand.self, PartyMatchesCommand.self, PartyEndCommand.self]
    )
}
