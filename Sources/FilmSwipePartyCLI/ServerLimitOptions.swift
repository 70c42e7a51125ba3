import ArgumentParser
import FilmSwipePartyServer

/// The limits an operator of `party serve` may change; the others are fixed (see docs/party.md's Security).
struct ServerLimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The most connections open at once from one address (an IPv6 /64 counts as one).", valueName: "n"))
    var connectionsPerAddress = PartyServerLimits().connectionsPerAddress

    @Option(help: ArgumentHelp("The most rooms one address may create in an hour, and have open at once.", valueName: "n"))
    var roomsPerAddress = PartyServerLimits().roomCreations.count

    @Option(help: ArgumentHelp("How long a room with nobody in it lives after its last vote, join or leave: 90s, 30m, 24h or 7d.", valueName: "time"))
    var roomLifetime = "24h"

    func validate() throws {
        guard connectionsPerAddress >= 1 else { throw ValidationError("--connections-per-address must be at least 1.") }
        guard roomsPerAddress >= 1 else { throw ValidationError("--rooms-per-address must be at least 1.") }
        guard Self.duration(roomLifetime) != nil else {
            throw ValidationError("--room-lifetime: \"\(roomLifetime.prefix(20))\" is not a time such as 90s, 30m, 24h or 7d.")
        }
    }

    /// The server's limits with these options.
    var limits: PartyServerLimits {
        var limits = PartyServerLimits()
        limits.connectionsPerAddress = connectionsPerAddress
        limits.roomCreations = PartyRate(roomsPerAddress, per: .seconds(3_600))
        limits.roomsPerAddress = roomsPerAddress
        limits.roomLifetime = Self.duration(roomLifetime) ?? limits.roomLifetime
        return limits
    }

    // A whole number and one unit, at least a second and at most a year.
    private static func duration(_ text: String) -> Duration? {
        guard let unit = text.last, let number = Int(text.dropLast()), number > 0 else { return nil }
        let seconds: Int
        switch unit {
        case "s": seconds = number
        case "m": seconds = number * 60
        case "h": seconds = number * 3_600
        case "d": seconds = number * 86_400
        default: return nil
        }
        return seconds <= 366 * 86_400 ? .seconds(seconds) : nil
    }
}
