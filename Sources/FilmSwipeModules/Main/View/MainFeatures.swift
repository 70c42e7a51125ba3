/// What a game offers besides swiping, so that its keys show only where they do something.
struct MainFeatures: Hashable {
    /// `/` finds a film by its title.
    var search: Bool
    /// `f` changes what is dealt.
    var filters: Bool
    /// `b` opens the lists of reactions.
    var lists: Bool
    /// A film found with `/` is suggested to a party room rather than dealt to this player alone.
    var suggests = false
    /// Cards of films with a poster draw it (a TMDB game on a terminal with 256 colours).
    var posters = false
    /// `d` asks a party room to pick a film for it at random.
    var decides = false
    /// `i` shows the party room's link and QR code, to join from a phone.
    var invites = false

    /// Everything: the solo game on the bundled catalogue.
    static let all = MainFeatures(search: true, filters: true, lists: true)

    /// What `game` offers; search also needs something to search (`canSearch`).
    init(game: MainGameKind, canSearch: Bool) {
        switch game {
        case .solo: self.init(search: canSearch, filters: true, lists: true)
        case .tmdb: self.init(search: canSearch, filters: true, lists: true)
        // The room's filters are the host's, set at `party host`; its votes are not the player's lists.
        case .party: self.init(search: canSearch, filters: false, lists: false, suggests: true)
        }
    }

    init(search: Bool, filters: Bool, lists: Bool, suggests: Bool = false) {
        self.search = search
        self.filters = filters
        self.lists = lists
        self.suggests = suggests
    }
}
