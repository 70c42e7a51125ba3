import FilmSwipeDomain

/// One member's vote on one film, as the server stores it; never sent to other members.
public struct PartyVote: Hashable, Sendable {
    /// Who voted.
    public let member: MemberID
    /// On which film.
    public let film: FilmID
    /// Right or up is yes, left is no.
    public let yes: Bool

    /// A vote from its parts.
    public init(member: MemberID, film: FilmID, yes: Bool) {
        self.member = member
        self.film = film
        self.yes = yes
    }
}
