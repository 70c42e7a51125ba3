/// What a game offers besides swiping, so that its keys show only where they do something; worked out from what the
/// game's environment has.
public struct MainFeatures: Hashable, Sendable {
    /// `/` finds a film by its title.
    var search: Bool
    /// `f` changes what is dealt.
    var filters: Bool
    /// `b` opens the lists of reactions.
    var lists: Bool
    /// A film found with `/` is suggested to a party room rather than dealt to this player alone.
    var suggests = false
    /// Cards of films with a poster draw it.
    var posters = false
    /// `d` asks a party room to pick a film for it at random.
    var decides = false
    /// `i` shows the party room's link and QR code, to join from a phone.
    var invites = false

    /// Everything but a party's: the solo game on the bundled catalogue.
    public static let all = MainFeatures(search: true, filters: true, lists: true)

    init(search: Bool, filters: Bool, lists: Bool, suggests: Bool = false, posters: Bool = false, decides: Bool = false, invites: Bool = false) {
        self.search = search
        self.filters = filters
        self.lists = lists
        self.suggests = suggests
        self.posters = posters
        self.decides = decides
        self.invites = invites
    }
}
