import FilmSwipeDomain
import FilmSwipeCells
import FilmSwipeText

/// The card stack: draws `MainViewState`s and turns keys and drags into swipes.
@MainActor
public final class MainScreen: Screen, MainViewInput {
    private let output: MainViewOutput
    private let features: MainFeatures
    private let theme: Theme
    private let clock: () -> Double
    private let changes: ScreenChanges
    /// Whether key swipes fly out (they are sent at once either way).
    private let animated: Bool
    private var gesture = SwipeGesture()
    private var departures = CardDepartures()
    // What the presenter last said: the card stack's state (the reference's cases) and the chrome around it, whole.
    private var mode: MainScreenMode = .starting
    private var hint: UserReaction = .none
    private var redoHidden = true
    private var promo: String?
    private var chrome = MainChrome()
    // The view's own: what the router says in passing until the next key, the help, the animation clock, the card's
    // place for the mouse, and the poster size last reported (`.some(nil)` once it was told there is no room).
    private var notice: PlayerMessage?
    private var showsHelp = false
    private var lastTick = 0.0
    private var lastCardFrame: Rect?
    private var reportedPosterSize: PosterSize??
    private var reportedDetailsPosterSize: PosterSize??
    // The dialog over the screen, whose keys the bottom line shows (the screen stack clears it when the dialog goes).
    private var cover: Screen?
    private var isCovered: Bool { cover != nil }

    /// A screen reporting to `output`, drawn with `theme`, for a game offering `features` (the keys of what it does
    /// not offer are neither shown nor answered); swipes fly out unless `animated` is false. Each change it is told of
    /// between the player's keys goes to `changes`, so the run loop draws it.
    public init(
        output: MainViewOutput, theme: Theme, animated: Bool, features: MainFeatures = .all, changes: ScreenChanges = ScreenChanges(),
        clock: @escaping () -> Double
    ) {
        self.output = output
        self.features = features
        self.theme = theme
        self.clock = clock
        self.changes = changes
        self.animated = animated
    }

    // MARK: MainViewInput

    public func display(_ state: MainViewState) {
        switch state {
        case .initial:
            mode = .starting
            hint = .none
        case .loading:
            mode = .loading
        case let .newData(cards):
            mode = .cards(cards)
            departures.cardsDealt(now: clock())
        case let .displayHint(reaction):
            hint = reaction
        case .finishGesture:
            hint = .none
        case let .error(message):
            mode = .error(message)
        case let .displayPromo(text):
            promo = text
        case .hidePromo:
            promo = nil
        case let .dataEnd(text):
            mode = .dataEnd(text)
        case let .setRedoHidden(isHidden):
            redoHidden = isHidden
        case let .chrome(chrome):
            self.chrome = chrome
        }
        changes.screenDidChange()
    }

    /// Says `message` on a line under the header until the player's next key: how the router tells a success.
    public func showNotice(_ message: PlayerMessage) {
        notice = message
        changes.screenDidChange()
    }

    // MARK: Screen

    // Judged at the last tick, the time frames are drawn at: a flight judged over by another clock reading could stop the
    // ticks with a card drawn halfway.
    public var isAnimating: Bool { gesture.needsTicks || departures.isFlying(now: lastTick) || mode == .loading }

    public func tick(now: Double) {
        lastTick = now
        departures.prune(now: now)
        send(gesture.tick(now: now))
    }

    public func handle(_ event: InputEvent) {
        switch event {
        case let .key(key): handle(key)
        case let .mouse(mouse): handle(mouse)
        case .resize: break
        }
    }

    public func setCovered(by cover: Screen?) {
        let isBack = isCovered && cover == nil
        self.cover = cover
        if isBack { output.didReturnToCards() }
    }

    public var legend: [KeyBinding] { keyMap.legend }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let header = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        let legend = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
        // Status lines, then a notice, take rows from the cards only while the cards keep room to be read.
        // A party's lines are joined with "·", which a terminal without Unicode shows as "?".
        let statusLines = chrome.status.map(theme.glyphs.adapt)
        let notice = notice?.body
        let statusRows = min(statusLines.count, max(0, area.height - 12))
        let noticeRows = notice != nil && area.height - 12 - statusRows > 0 ? 1 : 0
        let body = Rect(x: area.x, y: area.y + 1 + noticeRows + statusRows, width: area.width, height: area.height - 2 - noticeRows - statusRows)
        renderHeader(into: &buffer, row: header, status: statusRows == 0 ? statusLines.first : nil, notice: noticeRows == 0 ? notice : nil)
        if noticeRows > 0, let notice {
            let row = Rect(x: area.x, y: area.y + 1, width: area.width, height: 1)
            buffer.write(" " + TextLayout.truncate(notice, width: area.width - 2, ellipsis: theme.glyphs.ellipsis), x: row.x, y: row.y, style: theme.key, clip: row)
        }
        for (index, line) in statusLines.prefix(statusRows).enumerated() {
            let row = Rect(x: area.x, y: area.y + 1 + noticeRows + index, width: area.width, height: 1)
            buffer.write(" " + TextLayout.truncate(line, width: area.width - 2, ellipsis: theme.glyphs.ellipsis), x: row.x, y: row.y, style: theme.muted, clip: row)
        }
        let keys = keyMap
        MainLegendView(theme: theme).render(items: legendItems(keys), into: &buffer, row: legend)
        lastCardFrame = nil
        if let details = chrome.details {
            renderDetails(details, into: &buffer, area: body)
        } else {
            renderMode(into: &buffer, area: body)
        }
        if let promo {
            DialogView(theme: theme).render(title: "Welcome to FilmSwipe", lines: [(promo, theme.body)],
                                            footer: "Press any key to start", into: &buffer, area: body)
        }
        if let countdown = chrome.countdown {
            DialogView(theme: theme).render(title: "Decide for us", titleStyle: theme.celebration, lines: [(theme.glyphs.adapt(countdown), theme.key)],
                                            footer: "the same on every screen", into: &buffer, area: body, maxWidth: 32)
        }
        if showsHelp {
            MainHelpView(theme: theme).render(keys.bindings, mouse: isOnCards, into: &buffer, area: body)
        }
    }

    // The card area as the card stack's state has it.
    private func renderMode(into buffer: inout Buffer, area body: Rect) {
        switch mode {
        case .starting:
            break
        case .loading:
            let spinner = theme.glyphs.spinner[Int(lastTick * 10) % theme.glyphs.spinner.count]
            buffer.writeCentred("\(spinner) Dealing films…", in: body, y: body.y + body.height / 2, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
        case .cards:
            renderStack(into: &buffer, area: body)
        case let .error(message):
            DialogView(theme: theme).render(title: "Could not deal films", titleStyle: theme.error, lines: [(message, theme.body)],
                                            footer: "Enter try again · q quit", into: &buffer, area: body)
        case let .dataEnd(text):
            DialogView(theme: theme).render(title: "That's all", lines: [(text, theme.body)],
                                            footer: "q quit", into: &buffer, area: body)
        }
    }

    // MARK: Drawing

    // The bottom line offers the keys that work now: a dialog's own while one is open.
    private func legendItems(_ keys: MainKeyMap) -> [KeyBinding] {
        if let cover { return cover.legend }
        if showsHelp { return [KeyBinding(keys: [], key: "any key", label: "close", help: "close the help")] }
        return keys.legend
    }

    // A dialog over the cards: the screen's own (the welcome, the help) or another module's.
    private var hasDialog: Bool { cover != nil || promo != nil || showsHelp }

    // `status`: the first status line, and `notice`, when the terminal is too short to give them rows of their own (a
    // party's room code must stay on screen). Between the title and the counts: the notice while it shows, else the
    // status and the filter in force.
    private func renderHeader(into buffer: inout Buffer, row: Rect, status: String? = nil, notice: String? = nil) {
        let title = " FilmSwipe"
        let glyphs = theme.glyphs
        buffer.write(title, x: row.x, y: row.y, style: theme.title, clip: row)
        let swipedCount = chrome.swipedCount
        let swiped = "\(swipedCount) swiped "
        // The total in the store only when it says more than this game's count (a game's swipes may also change or
        // remove reactions it counted, which would make "3 swiped · 2 in all").
        let counts = chrome.reactionTotal.map { $0 > swipedCount ? "\(swipedCount) swiped \(glyphs.separator) \($0) in all " : swiped } ?? swiped
        // Offline, the longest note that still fits beside the title.
        let candidates = chrome.isOffline
            ? ["offline: saved films · " + counts, "offline · " + counts, "offline · " + swiped, "offline "]
            : [counts, swiped]
        let room = row.width - DisplayWidth.of(title) - 1
        let progress = candidates.first { DisplayWidth.of($0) <= room } ?? swiped
        buffer.write(progress, x: row.maxX - DisplayWidth.of(progress), y: row.y, style: theme.muted, clip: row)
        let filter = chrome.filter.map { "filter: " + glyphs.adapt($0) }
        let middle = notice.map { ($0, theme.key) } ?? ([status, filter].compactMap { $0 }.joined(separator: "  "), theme.muted)
        let middleRoom = row.width - DisplayWidth.of(title) - DisplayWidth.of(progress) - 3
        if middleRoom > 4, !middle.0.isEmpty {
            buffer.write(" " + TextLayout.truncate(middle.0, width: middleRoom, ellipsis: glyphs.ellipsis),
                         x: row.x + DisplayWidth.of(title) + 1, y: row.y, style: middle.1, clip: row)
        }
    }

    // The cards still on the deck for the player: those flying out or gone are not.
    private var stackCards: [FilmCardViewData] {
        guard case let .cards(cards) = mode else { return [] }
        let hidden = departures.hidden
        return cards.filter { !hidden.contains($0.id) }
    }

    private func renderStack(into buffer: inout Buffer, area: Rect) {
        let cards = stackCards
        let frame = CardMetrics.topCardFrame(in: area)
        let posterLayout = features.posters ? CardPosterLayout.of(inner: frame.insetBy(dx: 2, dy: 1)) : nil
        reportPosterSize(posterLayout?.size)
        let view = FilmCardView(theme: theme)
        for depth in stride(from: cards.count - 1, through: 1, by: -1) {
            view.renderLower(into: &buffer, frame: frame.insetBy(dx: 2 * depth, dy: 0).offsetBy(dx: 0, dy: depth), clip: area)
        }
        if let top = cards.first {
            let shift = offset(of: frame, gesture.position)
            let moved = frame.offsetBy(dx: shift.dx, dy: shift.dy)
            lastCardFrame = moved
            // The next card shows only once the store has the reaction before it (the deck dealt again): a crash
            // never loses a swipe the player saw taken.
            if departures.awaitsDeal {
                FilmCardView(theme: theme).renderCovered(into: &buffer, frame: moved, clip: area)
            } else {
                renderTop(top, hint: hint, frame: moved, posterLayout: posterLayout, still: shift == (0, 0), into: &buffer, area: area)
            }
        }
        // Over the stack, the cards flying out, each with its stamp.
        for (departure, rate) in departures.inFlight(now: lastTick) {
            let shift = offset(of: frame, (departure.direction, rate))
            renderTop(departure.card, hint: departure.direction, frame: frame.offsetBy(dx: shift.dx, dy: shift.dy), posterLayout: posterLayout,
                      still: false, into: &buffer, area: area)
        }
    }

    // `still`: the card is at rest, where an image poster may show (one moving or flying out keeps its place blank).
    private func renderTop(
        _ card: FilmCardViewData, hint: UserReaction, frame: Rect, posterLayout: CardPosterLayout?, still: Bool, into buffer: inout Buffer,
        area: Rect
    ) {
        let view = FilmCardView(theme: theme)
        guard !hasDialog else { return view.renderCovered(into: &buffer, frame: frame, clip: area) }
        // The poster's place is kept while it is on its way, so the text does not move when it comes.
        let drawn: TerminalPoster? = if case let .drawn(poster) = card.poster { poster } else { nil }
        view.renderTop(card, hint: hint, posterLayout: card.poster == .none ? nil : posterLayout, poster: drawn, still: still,
                       into: &buffer, frame: frame, clip: area)
    }

    // The size depends on the terminal's, known only here; the presenter hears of each change once.
    private func reportPosterSize(_ size: PosterSize?) {
        guard features.posters, reportedPosterSize != .some(size) else { return }
        reportedPosterSize = .some(size)
        output.posterSizeDidChange(size)
    }

    private func renderDetails(_ card: FilmCardViewData, into buffer: inout Buffer, area: Rect) {
        let footer = "Enter or Esc back to the cards"
        let cardWidth = CardMetrics.cardSize(in: area).width
        // A film with a poster shows a larger one beside its details, where the terminal has the room.
        let layout = features.posters && card.poster != .none ? DetailsPosterLayout.of(area: area, cardWidth: cardWidth) : nil
        reportDetailsPosterSize(layout?.size)
        let lines = detailsLines(card)
        if let layout {
            let drawn: TerminalPoster? = if case let .drawn(poster) = card.poster { poster } else { nil }
            return FilmDetailsView(theme: theme).render(card, lines: lines, poster: drawn, layout: layout, footer: footer, into: &buffer, area: area)
        }
        DialogView(theme: theme).render(title: card.title, lines: lines, footer: footer, into: &buffer, area: area, maxWidth: cardWidth)
    }

    private func detailsLines(_ card: FilmCardViewData) -> [(String, Style)] {
        let glyphs = theme.glyphs
        var lines: [(String, Style)] = [(glyphs.adapt(card.facts), theme.facts), (glyphs.adapt(card.rating), theme.rating)]
        if let spread = RatingSpreadText.line(card.ratingSpread, glyphs: glyphs) { lines.append((spread, theme.rating)) }
        lines += card.moreFacts.map { (glyphs.adapt($0), theme.facts) }
        if !card.overview.isEmpty { lines += [("", theme.body), (card.overview, theme.body)] }
        if !card.peopleLines.isEmpty { lines += [("", theme.body)] + card.peopleLines.map { ($0, theme.facts) } }
        if let yours = card.yourServices { lines += [("", theme.body), (yours, theme.yours)] }
        if !card.availabilityLines.isEmpty {
            lines += [("", theme.body)] + card.availabilityLines.map { ($0, theme.availability) } + [(FilmAvailability.attribution, theme.muted)]
        }
        if !card.links.isEmpty { lines += [("", theme.body)] + card.links.map { ($0, theme.facts) } }
        if let alsoLiked = card.alsoLiked { lines += [("", theme.body), (alsoLiked, theme.facts)] }
        if let reason = card.reason { lines += [("", theme.body), (reason, theme.reason)] }
        return lines
    }

    // The details' poster size depends on the terminal's too; the presenter hears of each change once.
    private func reportDetailsPosterSize(_ size: PosterSize?) {
        guard features.posters, reportedDetailsPosterSize != .some(size) else { return }
        reportedDetailsPosterSize = .some(size)
        output.detailsPosterSizeDidChange(size)
    }

    // A card leans with its motion: sideways for favourite and dislike, up for watchlist, down for seen.
    private func offset(of frame: Rect, _ position: (direction: UserReaction, rate: Double)) -> (dx: Int, dy: Int) {
        let (direction, rate) = position
        switch direction {
        case .favourite: return (Int((rate * Double(frame.width) / 2).rounded()), 0)
        case .dislike: return (-Int((rate * Double(frame.width) / 2).rounded()), 0)
        case .watchlist: return (0, -Int((rate * Double(frame.height) / 2).rounded()))
        case .seen: return (0, Int((rate * Double(frame.height) / 2).rounded()))
        case .none: return (0, 0)
        }
    }

    // MARK: Keys

    /// The keys as they apply to what is on screen now.
    private var keyMap: MainKeyMap {
        MainKeyMap(features: features, context: keyContext, glyphs: theme.glyphs)
    }

    private var keyContext: MainKeyMap.Context {
        let content: MainKeyMap.Context.Content
        switch mode {
        case _ where chrome.details != nil: content = .details
        case .cards: content = gesture.isNudged ? .nudge : .cards
        case .error: content = .error
        case .starting, .loading, .dataEnd: content = .waiting
        }
        return MainKeyMap.Context(content: content, canRedo: !redoHidden, canUndo: chrome.offersUndo, matchesShown: chrome.offersMatches, isCovered: isCovered)
    }

    private var isOnCards: Bool {
        if case .cards = mode, chrome.details == nil { return true }
        return false
    }

    // MARK: Input

    private func handle(_ key: Key) {
        // A notice says what the last action did; the next one makes it old news.
        notice = nil
        if showsHelp {
            showsHelp = false
            return
        }
        if promo != nil {
            promo = nil
            // A swipe key both closes the welcome and swipes, so the first swipe is never lost.
            switch keyMap.action(for: key) {
            case .swipe, .nudge: break
            default: return
            }
        }
        // A key during a fly-out or drag finishes it first, so no swipe is ever lost; what the key does is read
        // after, from what is then on screen.
        send(gesture.finish())
        if let action = keyMap.action(for: key) { perform(action) }
    }

    private func perform(_ action: MainKeyAction) {
        let now = clock()
        switch action {
        case let .swipe(direction): swipe(direction, now: now)
        case let .nudge(direction): send(gesture.nudge(direction, now: now))
        case .commitNudge: if let events = gesture.commitNudge() { send(events) }
        case .snapBack: if let events = gesture.cancel() { send(events) }
        case .details: output.didTapCard()
        case .back: output.didDismissCard()
        case .retry: output.didTapRetry()
        case .redo: output.didTapRedo()
        case .undo: output.didTapUndo()
        case .filters: output.didTapFilters()
        case .lists: output.didTapLibrary()
        case .search: output.didTapSearch()
        case .matches: output.didTapMatches()
        case .decide: output.didTapDecide()
        case .invite: output.didTapInvite()
        case .help: showsHelp = true
        case .quit: output.didTapQuit()
        }
    }

    // The reaction goes at once; the card, copied, flies out over the next.
    private func swipe(_ direction: UserReaction, now: Double) {
        if animated, !gesture.needsTicks, let top = stackCards.first {
            departures.start(top, towards: direction, now: now)
            lastTick = now
        }
        send(gesture.swipe(direction))
    }

    private func handle(_ mouse: MouseEvent) {
        guard isOnCards, promo == nil, !showsHelp else { return }
        if case .press = mouse { notice = nil }
        let now = clock()
        switch mouse {
        case let .press(x, y):
            send(gesture.press(x: x, y: y, onCard: lastCardFrame?.contains(x: x, y: y) ?? false, now: now))
        case let .drag(x, y):
            let frame = lastCardFrame ?? Rect(x: 0, y: 0, width: 40, height: 12)
            send(gesture.drag(x: x, y: y, reach: (max(4, frame.width / 3), max(2, frame.height / 3)), now: now))
        case .release:
            send(gesture.release())
        case .scrollUp, .scrollDown:
            break
        }
    }

    private func send(_ events: [SwipeGesture.Event]) {
        for event in events {
            switch event {
            case let .move(direction, rate): output.swipeDidMove(direction: direction, rate: rate)
            case let .end(direction, rate): output.swipeDidEnd(direction: direction, rate: rate)
            }
        }
    }
}

extension MainScreen: NoticeShowing {}
