import FilmSwipeDomain
import FilmSwipeParty
@testable import FilmSwipePartyClient

/// A room of two (Ann, the host, and Bob, this client) dealing three films, as a welcome says it.
enum RoomSamples {
    static let ann = MemberID(1), bob = MemberID(2)
    static let heat = card(1, "Heat", 1995), alien = card(2, "Alien", 1979), fargo = card(3, "Fargo", 1996)

    static var code: RoomCode {
        var generator = SeededRandom(seed: 7)
        return RoomCode.random(using: &generator)
    }

    static var token: ResumeToken {
        var generator = SeededRandom(seed: 8)
        return ResumeToken.random(using: &generator)
    }

    static func card(_ id: Int, _ title: String, _ year: Int) -> PartyCard {
        PartyCard(id: FilmID(source: .catalogue, value: id), title: title, year: year, genres: ["Drama"], runtime: 100, rating: 7.5, overview: "")
    }

    static func member(_ id: MemberID, _ name: String) -> PartyMemberInfo {
        PartyMemberInfo(id: id, name: MemberName(name), present: true)
    }

    /// The welcome Bob gets, with `rules` and what he already voted.
    static func welcome(rules: RoomRules? = RoomRules(), votes: [FilmID: Bool] = [:], overlap: [FilmID] = [], suggestionsLeft: Int? = 3) -> PartyWelcome {
        PartyWelcome(
            code: code, member: bob, resume: token, members: [member(ann, "Ann"), member(bob, "Bob")], deck: [heat, alien, fargo],
            matches: [], swiped: [:], yourVotes: votes, closest: nil, suggestionsLeft: suggestionsLeft, rules: rules, host: ann, overlap: overlap
        )
    }

    /// Bob's room, welcomed.
    static func room(rules: RoomRules? = RoomRules(), votes: [FilmID: Bool] = [:], overlap: [FilmID] = []) -> PartyClientRoom {
        var room = PartyClientRoom()
        _ = room.apply(.welcome(welcome(rules: rules, votes: votes, overlap: overlap)))
        return room
    }

    static func titles(_ films: [Film]) -> [String] { films.map(\.title) }
}
