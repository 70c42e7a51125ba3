import ArgumentParser
import FilmSwipeParty

/// How the room `party host` makes decides, for everyone in it: `--rule` and `--likes`, checked before anything else.
struct RoomRuleOptions: ParsableArguments {
    @Option(name: .customLong("rule"), help: ArgumentHelp(
        "When a film is a match: everyone (every member here says yes), majority (more than half do), or two (any two do). At least two yes always.",
        valueName: "rule"
    ))
    var rule = MatchRule.everyone.rawValue

    @Option(name: .customLong("likes"), help: ArgumentHelp(
        "Give each member this many yes votes (undo gives one back), so the room has to choose; none by default.", valueName: "n"
    ))
    var likes: Int?

    func validate() throws {
        guard MatchRule(rawValue: rule) != nil else {
            throw ValidationError("Unknown rule '\(rule)'. Choose from: \(MatchRule.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        if let likes, !(1...RoomRules.likeLimit).contains(likes) {
            throw ValidationError("--likes \(likes) is not a number of likes: give each member from 1 to \(RoomRules.likeLimit), or leave --likes out for no cap.")
        }
    }

    /// The room's rules.
    var rules: RoomRules {
        RoomRules(match: MatchRule(rawValue: rule) ?? .everyone, likes: likes)
    }
}
