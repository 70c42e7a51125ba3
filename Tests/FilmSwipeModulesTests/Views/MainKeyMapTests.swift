@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeCells
import Testing

/// Every way the Main screen can be, as far as its keys care: each game, each content, with and without a reaction to
/// redo, matches to show and a dialog over it.
@MainActor
enum MainKeyModes {
    static let features = [solo, solo(search: false), tmdb, party(search: true), party(search: false), hosting]

    /// What a game over an environment, changed by `change` from one with only films and a store, offers.
    static func features(_ change: (inout GameEnvironment) -> Void) -> MainFeatures {
        var environment = GameEnvironment(repository: FakeFilmRepository(pages: []), store: FakeReactionStore())
        change(&environment)
        return environment.features
    }

    /// The solo game on the bundled catalogue.
    static var solo: MainFeatures { solo(search: true) }

    static func solo(search: Bool) -> MainFeatures {
        features { $0.search = search ? FakeFilmSearch([]) : nil }
    }

    /// A TMDB game: its search asks TMDB. (Without posters: a card drawing one tells the presenter its size, which these
    /// tests would take for an answer to a key; posters change no key.)
    static var tmdb: MainFeatures {
        features {
            $0.search = FakeFilmSearch([])
            $0.searchPlace = .tmdb
        }
    }

    /// A party member's game; the room can decide (`d`).
    static func party(search: Bool) -> MainFeatures {
        features {
            $0.search = search ? FakeFilmSearch([]) : nil
            $0.party = MainPartyActions(suggest: { _ in }, decide: {}, endRoom: nil)
        }
    }

    /// A party room's host's game: the host can end the room and show its link and QR code (`i`).
    static var hosting: MainFeatures {
        features {
            $0.search = FakeFilmSearch([])
            $0.party = MainPartyActions(suggest: { _ in }, decide: {}, endRoom: {}, invite: MainInvite(link: "http://127.0.0.1:7420/join/K7QX3PM", code: nil))
        }
    }

    /// A party game whose room can decide (`d`), as its assembly makes it.
    static var deciding: MainFeatures { party(search: true) }

    static let contexts: [MainKeyMap.Context] = MainKeyMap.Context.Content.allCases.flatMap { content in
        [false, true].flatMap { canRedo in
            [false, true].flatMap { matches in
                [false, true].map { covered in
                    MainKeyMap.Context(content: content, canRedo: canRedo, matchesShown: matches, isCovered: covered)
                }
            }
        }
    }

    /// Every key that is not a character, every character any screen of the game uses, and a few no screen uses.
    static let keys: [Key] = [
        .left, .right, .up, .down, .shiftLeft, .shiftRight, .shiftUp, .shiftDown, .enter, .escape, .tab, .backTab, .backspace,
        .pageUp, .pageDown, .home, .end,
    ] + "lhkjLHKJrufb/mdi?qx0 ZaN".map(Key.char)

    /// A screen for a game with `features`, showing `context`.
    static func screen(_ features: MainFeatures, _ context: MainKeyMap.Context, output: MainViewOutputSpy) -> MainScreen {
        let sut = MainScreen(output: output, theme: Theme(glyphs: .unicode), animated: true, features: features, clock: { 0 })
        switch context.content {
        case .cards: sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
        case .nudge:
            sut.display(.newData(ViewSamples.cards(ViewSamples.heat, ViewSamples.alien)))
            sut.handle(.key(.shiftRight))
        case .details: break
        case .error: sut.display(.error("offline"))
        case .waiting: sut.display(.dataEnd(PlayerText.dataEndText))
        }
        sut.display(.setRedoHidden(isHidden: !context.canRedo))
        var chrome = MainChrome()
        chrome.offersMatches = context.matchesShown
        chrome.offersUndo = context.canUndo
        if context.content == .details { chrome.details = FilmCardViewData(film: ViewSamples.heat) }
        sut.display(.chrome(chrome))
        sut.setCovered(by: context.isCovered ? ScreenSpy("dialog", opaque: false) : nil)
        return sut
    }

    static func render(_ screen: MainScreen, width: Int = 200, height: Int = 40) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        screen.render(into: &buffer, area: buffer.bounds)
        return buffer
    }
}

@MainActor
@Suite("Main key map")
struct MainKeyMapTests {
    @Test("in every mode each key shown belongs to one binding that applies, and dispatches to an action")
    func shownKeysAreHandled() {
        for features in MainKeyModes.features {
            for context in MainKeyModes.contexts {
                let map = MainKeyMap(features: features, context: context, glyphs: .unicode)
                let keys = map.bindings.flatMap(\.keys)
                #expect(Set(keys).count == keys.count, "a key of two bindings in \(context): \(keys)")
                for binding in map.bindings {
                    #expect(binding.isEnabled && !binding.keys.isEmpty && !binding.help.isEmpty)
                    for key in binding.keys {
                        #expect(map.action(for: key) != nil, "\(key) of \(binding.label) does nothing in \(context)")
                    }
                }
            }
        }
    }

    @Test("in every mode the screen answers exactly the keys its legend and help show, and the legend shows its bindings")
    func handledKeysAreShown() {
        for features in MainKeyModes.features {
            for context in MainKeyModes.contexts {
                let map = MainKeyMap(features: features, context: context, glyphs: .unicode)
                let shown = Set(map.bindings.flatMap(\.keys))
                let legend = MainKeyModes.render(MainKeyModes.screen(features, context, output: MainViewOutputSpy())).text(row: 39)
                for binding in map.legend {
                    #expect(legend.contains("\(binding.key) \(binding.label)"), "\(binding.label) is not in the legend of \(context): \(legend)")
                }
                let untouched = MainViewOutputSpy()
                let unpressed = MainKeyModes.render(MainKeyModes.screen(features, context, output: untouched), width: 60, height: 20).text
                for key in MainKeyModes.keys {
                    let output = MainViewOutputSpy()
                    let sut = MainKeyModes.screen(features, context, output: output)
                    sut.handle(.key(key))
                    let reacted = output.calls != untouched.calls || MainKeyModes.render(sut, width: 60, height: 20).text != unpressed
                    #expect(reacted == shown.contains(key), "\(key) in \(context) of \(features): answered \(reacted), shown \(shown.contains(key))")
                }
            }
        }
    }

    @Test("↓ and j swipe the top card as seen in every game, and the legend and the help list them")
    func seenInEveryGame() {
        for (kind, features) in [("solo", MainKeyModes.solo), ("tmdb", MainKeyModes.tmdb), ("party", MainKeyModes.deciding)] {
            let output = MainViewOutputSpy()
            let sut = MainKeyModes.screen(features, .init(content: .cards), output: output)
            #expect(MainKeyModes.render(sut).text(row: 39).contains("↓ seen it"), "\(kind)")

            sut.handle(.key(.down))
            sut.handle(.key(.char("j")))
            #expect(output.ends == [.end(.seen, 1), .end(.seen, 1)], "each key sends its swipe at once, in \(kind)")

            let help = MainKeyModes.screen(features, .init(content: .cards), output: MainViewOutputSpy())
            help.handle(.key(.char("?")))
            #expect(MainKeyModes.render(help).text.contains("↓ or j"), "\(kind)")
            #expect(MainKeyModes.render(help).text.contains("seen it, no opinion (swipe down)"), "\(kind)")
        }
    }

    @Test("a party game neither shows nor answers f b; its / suggests a film to the room; m shows once there are matches")
    func party() {
        let output = MainViewOutputSpy()
        let sut = MainKeyModes.screen(MainKeyModes.party(search: true), .init(content: .cards, matchesShown: true), output: output)
        let legend = MainKeyModes.render(sut).text(row: 39)
        #expect(legend.contains("m matches"))
        #expect(legend.contains("/ suggest"))
        for key in ["f", "b"] {
            #expect(!legend.contains(" \(key) "), "\(key) in the legend: \(legend)")
            sut.handle(.key(.char(Character(key))))
        }
        #expect(output.calls.isEmpty)
        sut.handle(.key(.char("/")))
        #expect(output.calls == [.search])

        sut.handle(.key(.char("?")))
        let help = MainKeyModes.render(sut).text
        #expect(help.contains("this help"))
        #expect(help.contains("suggest a film to the room"))
        for text in ["find any film", "filters:", "your lists"] {
            #expect(!help.contains(text), "the help offers \(text)")
        }
    }

    @Test("d asks a party room to decide, on the cards and at the end of its deck alike; it is in the legend and the help, and nowhere else")
    func decide() {
        checkRoomKey("d", legend: "d decide", help: "decide for us: a match at random", call: .decide, game: MainKeyModes.deciding, offers: { $0.decides })
    }

    @Test("i shows a hosted party room's link and QR code, on the cards and at the end of its deck; in the legend and the help, and nowhere else")
    func invite() {
        checkRoomKey("i", legend: "i invite", help: "link and QR code to join by phone", call: .invite, game: MainKeyModes.hosting, offers: { $0.invites })
    }

    // A party room's own key: shown in `game`'s legend (cards, waiting, error) and help, reported as `call`; in any game
    // that does not `offer` it, neither shown nor reported.
    private func checkRoomKey(
        _ key: Character, legend: String, help text: String, call: MainViewOutputSpy.Call, game: MainFeatures, offers: (MainFeatures) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for content in [MainKeyMap.Context.Content.cards, .waiting, .error] {
            let output = MainViewOutputSpy()
            let sut = MainKeyModes.screen(game, .init(content: content), output: output)
            #expect(MainKeyModes.render(sut).text(row: 39).contains(legend), "\(content)", sourceLocation: sourceLocation)
            sut.handle(.key(.char(key)))
            #expect(output.calls == [call], "\(content)", sourceLocation: sourceLocation)
        }
        let help = MainKeyModes.screen(game, .init(content: .cards), output: MainViewOutputSpy())
        help.handle(.key(.char("?")))
        #expect(MainKeyModes.render(help).text.contains(text), sourceLocation: sourceLocation)
        for features in MainKeyModes.features where !offers(features) {
            let output = MainViewOutputSpy()
            let sut = MainKeyModes.screen(features, .init(content: .cards), output: output)
            #expect(!MainKeyModes.render(sut).text(row: 39).contains(legend), sourceLocation: sourceLocation)
            sut.handle(.key(.char(key)))
            #expect(output.calls.isEmpty, sourceLocation: sourceLocation)
        }
    }

    @Test("a party game with nothing to search offers no /")
    func partyWithoutSearch() {
        let output = MainViewOutputSpy()
        let sut = MainKeyModes.screen(MainKeyModes.party(search: false), .init(content: .cards), output: output)
        #expect(!MainKeyModes.render(sut).text(row: 39).contains("/"))
        sut.handle(.key(.char("/")))
        #expect(output.calls.isEmpty)
    }

    @Test("a TMDB game's / searches TMDB, beside its filters and lists; with nothing to search it has none")
    func tmdb() {
        let output = MainViewOutputSpy()
        let sut = MainKeyModes.screen(MainKeyModes.tmdb, .init(content: .cards), output: output)
        let legend = MainKeyModes.render(sut).text(row: 39)
        #expect(legend.contains("/ search") && legend.contains("f filters") && legend.contains("b lists"))
        sut.handle(.key(.char("/")))
        #expect(output.calls == [.search])

        let withoutSearch = MainKeyModes.features { $0.searchPlace = .tmdb }
        let without = MainKeyModes.screen(withoutSearch, .init(content: .cards), output: MainViewOutputSpy())
        #expect(!MainKeyModes.render(without).text(row: 39).contains("/ search"))
        without.handle(.key(.char("?")))
        #expect(!MainKeyModes.render(without).text.contains("find any film"))
    }

    @Test("a nudged card's legend offers commit and snap back; the swipes, which still finish it, are in the help")
    func nudge() {
        let sut = MainKeyModes.screen(.all, .init(content: .nudge, canUndo: true), output: MainViewOutputSpy())
        let legend = MainKeyModes.render(sut).text(row: 39)
        #expect(legend.hasPrefix(" ⏎ commit  Esc snap back  u undo"))
        #expect(!legend.contains("favourite") && !legend.contains("details") && !legend.contains("filters"))

        sut.handle(.key(.char("?")))
        #expect(MainKeyModes.render(sut).text.contains("favourite (swipe right)"))
    }

    @Test("the details answer Esc, Enter and q by going back, and offer nothing else")
    func details() {
        let output = MainViewOutputSpy()
        let sut = MainKeyModes.screen(.all, .init(content: .details), output: output)
        #expect(MainKeyModes.render(sut).text(row: 39).trimmingCharacters(in: .whitespaces) == "Esc back")
        sut.handle(.key(.char("q")))
        #expect(output.calls == [.dismissCard])
    }

    @Test("the assembly gives the screen its game's keys; a brand-new game offers no undo", arguments: [
        ("solo", " f filters  b lists  / search  ? help  q quit"),
        ("tmdb", " f filters  b lists  / search  ? help  q quit"),
        ("party", " / suggest  d decide  ? help  q quit"),
    ])
    func assembly(game: String, legend: String) {
        var environment = GameEnvironment(repository: FakeFilmRepository(pages: []), store: FakeReactionStore())
        environment.search = FakeFilmSearch([])
        switch game {
        case "tmdb": environment.searchPlace = .tmdb
        case "party": environment.party = MainPartyActions(suggest: { _ in }, decide: {}, endRoom: nil)
        default: break
        }
        let stack = ScreenStack(theme: Theme(glyphs: .unicode))
        let main = MainAssembly(environment: environment, theme: Theme(glyphs: .unicode), animated: false, clock: { 0 }).build(navigator: stack)
        stack.push(main.screen)
        var buffer = Buffer(width: 80, height: 24)
        stack.render(into: &buffer, area: buffer.bounds)
        #expect(buffer.text(row: 23).trimmingCharacters(in: .whitespaces) == legend.trimmingCharacters(in: .whitespaces))
    }
}
