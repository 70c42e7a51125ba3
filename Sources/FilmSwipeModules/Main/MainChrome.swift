import FilmSwipeDomain

/// What the Main screen shows around the card stack, as one value: the presenter sends it whole whenever any part of
/// it changes, so the view keeps no copies of its parts.
public struct MainChrome: Sendable, Equatable {
    /// How many reactions this game has committed to the store and not taken back.
    public var swipedCount = 0
    /// How many films have a reaction in the store, from every game; nil until it is known.
    public var reactionTotal: Int?
    /// Whether the films are a copy kept from before, because the source cannot be reached.
    public var isOffline = false
    /// The filter in force, said briefly ("Drama · 1990-1999"); nil when every film is dealt.
    public var filter: String?
    /// Lines about the game under the header, such as a party room's code and who is in it.
    public var status: [String] = []
    /// Whether `m` lists the matches found so far (a party game).
    public var offersMatches = false
    /// Whether there is a reaction to take back: in this game, or left by an earlier one.
    public var offersUndo = false
    /// The countdown to a party room's pick ("Deciding for you… 3"), over the cards; nil when none runs.
    public var countdown: String?
    /// The card whose full details are open over the stack; nil when they are closed.
    public var details: FilmCardViewData?

    /// Chrome showing nothing yet.
    public init() {}
}
