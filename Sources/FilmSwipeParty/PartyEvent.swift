import FilmSwipeDomain

/// What changed in a room, for the server to tell every member. Vote events carry counts only, never who voted.
public enum PartyEvent: Hashable, Sendable {
    /// A new member joined.
    case memberJoined(MemberID, MemberName)
    /// A member who had left or lost the connection came back.
    case memberReturned(MemberID)
    /// A member left; they no longer block matches.
    case memberLeft(MemberID)
    /// The number of members present who have swiped the film changed.
    case votesChanged(film: FilmID, swiped: Int)
    /// A film became a match.
    case match(PartyMatch)
    /// The closest film changed; nil once there is a match or no film has a yes.
    case closest(PartyClosest?)
}
