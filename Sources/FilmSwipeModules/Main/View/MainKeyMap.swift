import FilmSwipeCells
import FilmSwipeDomain

/// The Main screen's keys, one binding an action: the screen's key handling, the bottom legend and the `?` help are
/// all read from here, so a key cannot be shown without doing something, or do something without being shown.
struct MainKeyMap {
    /// What the screen shows, as far as its keys care.
    struct Context: Hashable {
        /// What fills the card area.
        enum Content: Hashable, CaseIterable {
            case cards
            /// A card nudged, waiting for Enter or Esc.
            case nudge
            case details
            case error
            /// Nothing to swipe: starting, loading, or the end of the films.
            case waiting
        }

        var content: Content
        /// Whether there is a reaction to redo.
        var canRedo = false
        /// Whether there is a reaction to take back.
        var canUndo = false
        /// Whether the game has matches to show (a party game).
        var matchesShown = false
        /// Whether another screen (a dialog, the lists, a search) is over Main and takes the keys.
        var isCovered = false
    }

    /// The keys of the host's quit question (a party room's end): end it, leave it open, or stay.
    static let quitChoice = (
        endRoom: KeyBinding(keys: [.char("e")], key: "e", label: "end it", help: "end the room for everyone, its matches shown"),
        leave: KeyBinding(keys: [.char("q")], key: "q", label: "leave", help: "leave: the room stays open to come back to"),
        stay: KeyBinding(keys: [.escape], key: "Esc", label: "stay", help: "keep swiping")
    )

    private let map: KeyMap<MainKeyAction>

    /// The keys of a game offering `features`, as they apply in `context`, shown with `glyphs`.
    init(features: MainFeatures, context: Context, glyphs g: Glyphs) {
        let content = context.content
        let onCards = content == .cards
        let nudged = content == .nudge
        let browsing = [.cards, .nudge, .error, .waiting].contains(content)
        let choosing = [.cards, .error, .waiting].contains(content)
        // A nudged card can still be swiped all the way; the legend keeps its row for Enter and Esc then.
        let swiping = onCards || nudged
        let nudges: [(key: Key, direction: UserReaction)] = [
            (.shiftRight, .favourite), (.char("L"), .favourite), (.shiftLeft, .dislike), (.char("H"), .dislike),
            (.shiftUp, .watchlist), (.char("K"), .watchlist), (.shiftDown, .seen), (.char("J"), .seen),
        ]
        let all: [(binding: KeyBinding, action: (Key) -> MainKeyAction)] = [
            Self.entry(KeyBinding(keys: [.right, .char("l")], key: g.arrowRight, label: "favourite", short: "fav",
                             helpKeys: "\(g.arrowRight) or l", help: "favourite (swipe right)", inLegend: !nudged).enabled(when: swiping), .swipe(.favourite)),
            Self.entry(KeyBinding(keys: [.left, .char("h")], key: g.arrowLeft, label: "dislike", short: "dis",
                             helpKeys: "\(g.arrowLeft) or h", help: "dislike (swipe left)", inLegend: !nudged).enabled(when: swiping), .swipe(.dislike)),
            Self.entry(KeyBinding(keys: [.up, .char("k")], key: g.arrowUp, label: "watchlist", short: "watch",
                             helpKeys: "\(g.arrowUp) or k", help: "watchlist (swipe up)", inLegend: !nudged).enabled(when: swiping), .swipe(.watchlist)),
            Self.entry(KeyBinding(keys: [.down, .char("j")], key: g.arrowDown, label: "seen it", short: "seen",
                             helpKeys: "\(g.arrowDown) or j", help: "seen it, no opinion (swipe down)", inLegend: !nudged).enabled(when: swiping), .swipe(.seen)),
            (binding: KeyBinding(keys: nudges.map(\.key), key: "L H K J", label: "nudge", helpKeys: "Shift+arrow, L H K J",
                                 help: "nudge the card a step", inLegend: false).enabled(when: swiping), action: { key in
                .nudge(nudges.first { $0.key == key }?.direction ?? .none)
            }),
            Self.entry(KeyBinding(keys: [.enter], key: g.enter, label: "commit", helpKeys: "Enter", help: "commit the nudged card")
                .enabled(when: nudged), .commitNudge),
            Self.entry(KeyBinding(keys: [.escape], key: "Esc", label: "snap back", help: "snap the nudged card back").enabled(when: nudged), .snapBack),
            Self.entry(KeyBinding(keys: [.escape, .enter, .char("q")], key: "Esc", label: "back", helpKeys: "Esc, Enter or q",
                             help: "back to the cards").enabled(when: content == .details), .back),
            Self.entry(KeyBinding(keys: [.enter], key: g.enter, label: "retry", helpKeys: "Enter", help: "try dealing again")
                .enabled(when: content == .error), .retry),
            Self.entry(KeyBinding(keys: [.char("r")], key: "r", label: "redo", help: "redo: change the last reaction")
                .enabled(when: browsing && context.canRedo), .redo),
            Self.entry(KeyBinding(keys: [.char("u")], key: "u", label: "undo", help: "undo: take it back, deal it again")
                .enabled(when: browsing && context.canUndo), .undo),
            Self.entry(KeyBinding(keys: [.enter], key: g.enter, label: "details", short: "info", helpKeys: "Enter", help: "the film's full details")
                .enabled(when: onCards), .details),
            Self.entry(KeyBinding(keys: [.char("f")], key: "f", label: "filters", help: "filters: genre, years, rating")
                .enabled(when: choosing && features.filters), .filters),
            Self.entry(KeyBinding(keys: [.char("b")], key: "b", label: "lists", help: "your lists").enabled(when: choosing && features.lists), .lists),
            Self.entry((features.suggests
                ? KeyBinding(keys: [.char("/")], key: "/", label: "suggest", help: "suggest a film to the room")
                : KeyBinding(keys: [.char("/")], key: "/", label: "search", short: "find", help: "find any film by its title"))
                .enabled(when: choosing && features.search), .search),
            Self.entry(KeyBinding(keys: [.char("m")], key: "m", label: "matches", help: "the room's matches so far")
                .enabled(when: browsing && context.matchesShown), .matches),
            Self.entry(KeyBinding(keys: [.char("d")], key: "d", label: "decide", help: "decide for us: a match at random")
                .enabled(when: choosing && features.decides), .decide),
            Self.entry(KeyBinding(keys: [.char("i")], key: "i", label: "invite", short: "join", help: "link and QR code to join by phone")
                .enabled(when: choosing && features.invites), .invite),
            Self.entry(KeyBinding(keys: [.char("?")], key: "?", label: "help", help: "this help").enabled(when: browsing), .help),
            Self.entry(KeyBinding(keys: [.char("q")], key: "q", label: "quit", help: "quit").enabled(when: browsing), .quit),
        ]
        // Under another screen Main takes no keys at all, so it offers none.
        map = KeyMap(context.isCovered ? [] : all)
    }

    /// The bindings that apply, in the order the legend and the help show them.
    var bindings: [KeyBinding] { map.bindings }

    /// The bindings the bottom legend shows.
    var legend: [KeyBinding] { bindings.filter(\.isInLegend) }

    /// What `key` does now; nil when no binding that applies has it.
    func action(for key: Key) -> MainKeyAction? {
        map.action(for: key)
    }

    private static func entry(_ binding: KeyBinding, _ action: MainKeyAction) -> (binding: KeyBinding, action: (Key) -> MainKeyAction) {
        (binding, { _ in action })
    }
}
