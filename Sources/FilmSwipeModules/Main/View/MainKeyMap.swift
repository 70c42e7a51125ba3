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
        /// Whether the game has matches to show (a party game).
        var matchesShown = false
        /// Whether another screen (a dialog, the lists, a search) is over Main and takes the keys.
        var isCovered = false
    }

    private struct Entry {
        let binding: KeyBinding
        let action: (Key) -> MainKeyAction

        init(binding: KeyBinding, action: @escaping (Key) -> MainKeyAction) {
            self.binding = binding
            self.action = action
        }

        init(_ binding: KeyBinding, _ action: MainKeyAction) {
            self.init(binding: binding) { _ in action }
        }
    }

    private let entries: [Entry]

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
            (.shiftUp, .watchlist), (.char("K"), .watchlist),
        ]
        let all = [
            Entry(KeyBinding(keys: [.right, .char("l")], key: g.arrowRight, label: "favourite", short: "fav",
                             helpKeys: "\(g.arrowRight) or l", help: "favourite (swipe right)", inLegend: !nudged).enabled(when: swiping), .swipe(.favourite)),
            Entry(KeyBinding(keys: [.left, .char("h")], key: g.arrowLeft, label: "dislike", short: "dis",
                             helpKeys: "\(g.arrowLeft) or h", help: "dislike (swipe left)", inLegend: !nudged).enabled(when: swiping), .swipe(.dislike)),
            Entry(KeyBinding(keys: [.up, .char("k")], key: g.arrowUp, label: "watchlist", short: "watch",
                             helpKeys: "\(g.arrowUp) or k", help: "watchlist (swipe up)", inLegend: !nudged).enabled(when: swiping), .swipe(.watchlist)),
            Entry(binding: KeyBinding(keys: nudges.map(\.key), key: "L H K", label: "nudge", helpKeys: "Shift+arrow, L H K",
                                      help: "nudge the card a step", inLegend: false).enabled(when: swiping)) { key in
                .nudge(nudges.first { $0.key == key }?.direction ?? .none)
            },
            Entry(KeyBinding(keys: [.enter], key: g.enter, label: "commit", helpKeys: "Enter", help: "commit the nudged card")
                .enabled(when: nudged), .commitNudge),
            Entry(KeyBinding(keys: [.escape], key: "Esc", label: "snap back", help: "snap the nudged card back").enabled(when: nudged), .snapBack),
            Entry(KeyBinding(keys: [.escape, .enter, .char("q")], key: "Esc", label: "back", helpKeys: "Esc, Enter or q",
                             help: "back to the cards").enabled(when: content == .details), .back),
            Entry(KeyBinding(keys: [.enter], key: g.enter, label: "retry", helpKeys: "Enter", help: "try dealing again")
                .enabled(when: content == .error), .retry),
            Entry(KeyBinding(keys: [.char("r")], key: "r", label: "redo", help: "redo: change the last reaction")
                .enabled(when: browsing && context.canRedo), .redo),
            Entry(KeyBinding(keys: [.char("u")], key: "u", label: "undo", help: "undo: take it back, deal it again").enabled(when: browsing), .undo),
            Entry(KeyBinding(keys: [.enter], key: g.enter, label: "details", short: "info", helpKeys: "Enter", help: "the film's full details")
                .enabled(when: onCards), .details),
            Entry(KeyBinding(keys: [.char("f")], key: "f", label: "filters", help: "filters: genre, years, rating")
                .enabled(when: choosing && features.filters), .filters),
            Entry(KeyBinding(keys: [.char("b")], key: "b", label: "lists", help: "your lists").enabled(when: choosing && features.lists), .lists),
            Entry(KeyBinding(keys: [.char("/")], key: "/", label: "search", short: "find", help: "find any film by its title")
                .enabled(when: choosing && features.search), .search),
            Entry(KeyBinding(keys: [.char("m")], key: "m", label: "matches", help: "the room's matches so far")
                .enabled(when: browsing && context.matchesShown), .matches),
            Entry(KeyBinding(keys: [.char("?")], key: "?", label: "help", help: "this help").enabled(when: browsing), .help),
            Entry(KeyBinding(keys: [.char("q")], key: "q", label: "quit", help: "quit").enabled(when: browsing), .quit),
        ]
        // Under another screen Main takes no keys at all, so it offers none.
        entries = context.isCovered ? [] : all.filter(\.binding.isEnabled)
    }

    /// The bindings that apply, in the order the legend and the help show them.
    var bindings: [KeyBinding] { entries.map(\.binding) }

    /// The bindings the bottom legend shows.
    var legend: [KeyBinding] { bindings.filter(\.isInLegend) }

    /// What `key` does now; nil when no binding that applies has it.
    func action(for key: Key) -> MainKeyAction? {
        entries.first { $0.binding.matches(key) }.map { $0.action(key) }
    }
}
