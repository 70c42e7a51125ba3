import FilmSwipeDomain

/// The top card's motion — key swipes, nudges and mouse drags — as the swipe events it causes. A key swipe ends at
/// once: its fly-out is the screen's (`CardDepartures`), never a reason to hold the reaction back.
struct SwipeGesture {
    /// What the gesture asks of the Main view output.
    enum Event: Equatable {
        case move(UserReaction, rate: Double)
        case end(UserReaction, rate: Double)
    }

    enum Motion: Equatable {
        case idle
        case nudged(UserReaction, rate: Double)
        case dragging(originX: Int, originY: Int, direction: UserReaction, rate: Double, lastSeen: Double)
    }

    /// How far one nudge moves the card; one nudge is enough to show the hint.
    static let nudgeStep = 0.25
    /// A drag with no mouse news for this long has ended (the release may never come).
    static let dragTimeout = 1.0

    private(set) var motion: Motion = .idle

    /// The direction and rate the card is shown at now.
    var position: (direction: UserReaction, rate: Double) {
        switch motion {
        case .idle: return (.none, 0)
        case let .nudged(direction, rate): return (direction, rate)
        case let .dragging(_, _, direction, rate, _): return (direction, rate)
        }
    }

    /// Whether the gesture needs `tick` calls.
    var needsTicks: Bool {
        switch motion {
        case .dragging: return true
        case .idle, .nudged: return false
        }
    }

    /// Whether the card is nudged and waits for Enter or Esc.
    var isNudged: Bool {
        if case .nudged = motion { return true }
        return false
    }

    /// Swipes the card all the way towards `direction` at once, first finishing whatever was under way.
    mutating func swipe(_ direction: UserReaction) -> [Event] {
        finish() + [.move(direction, rate: 1), .end(direction, rate: 1)]
    }

    /// Moves the card one step towards `direction` (back towards the middle if it leans the other way).
    mutating func nudge(_ direction: UserReaction, now: Double) -> [Event] {
        var events = finishUnlessNudged()
        let rate: Double
        if case let .nudged(current, currentRate) = motion {
            rate = current == direction ? min(1, currentRate + Self.nudgeStep) : 0
        } else {
            rate = Self.nudgeStep
        }
        if rate == 0 {
            motion = .idle
            events.append(.end(direction, rate: 0))
        } else {
            motion = .nudged(direction, rate: rate)
            events.append(.move(direction, rate: rate))
        }
        return events
    }

    /// Commits a nudged card where it is; false when no card is nudged.
    mutating func commitNudge() -> [Event]? {
        guard case let .nudged(direction, rate) = motion else { return nil }
        motion = .idle
        return [.end(direction, rate: rate)]
    }

    /// Snaps a nudged or dragged card back; nil when nothing was moved.
    mutating func cancel() -> [Event]? {
        let (direction, _) = position
        switch motion {
        case .nudged, .dragging:
            motion = .idle
            return [.end(direction, rate: 0)]
        case .idle:
            return nil
        }
    }

    /// Ends a drag at once, as a new key press must.
    mutating func finish() -> [Event] {
        switch motion {
        case .idle, .nudged:
            return []
        case let .dragging(_, _, direction, rate, _):
            motion = .idle
            return [.end(direction, rate: rate)]
        }
    }

    private mutating func finishUnlessNudged() -> [Event] {
        isNudged ? [] : finish()
    }

    /// Ends a drag whose release never came.
    mutating func tick(now: Double) -> [Event] {
        switch motion {
        case let .dragging(_, _, _, _, lastSeen) where now - lastSeen >= Self.dragTimeout:
            return finish()
        default:
            return []
        }
    }

    /// A mouse press: ends a drag left open; starts a new one when the press is on the card.
    mutating func press(x: Int, y: Int, onCard: Bool, now: Double) -> [Event] {
        let events = finish()
        if onCard {
            motion = .dragging(originX: x, originY: y, direction: .none, rate: 0, lastSeen: now)
        }
        return events
    }

    /// The mouse moved with the button held: the card follows. `reach` is the distance that commits.
    mutating func drag(x: Int, y: Int, reach: (columns: Int, rows: Int), now: Double) -> [Event] {
        guard case let .dragging(originX, originY, _, _, _) = motion else { return [] }
        let dx = x - originX, dy = y - originY
        let direction: UserReaction
        let rate: Double
        // A cell is about twice as tall as it is wide: compare columns with doubled rows.
        if abs(dx) >= abs(dy) * 2 {
            direction = dx == 0 ? .none : (dx > 0 ? .favourite : .dislike)
            rate = Double(abs(dx)) / Double(max(1, reach.columns))
        } else {
            direction = dy < 0 ? .watchlist : .seen
            rate = Double(abs(dy)) / Double(max(1, reach.rows))
        }
        let clamped = min(1, rate)
        motion = .dragging(originX: originX, originY: originY, direction: direction, rate: clamped, lastSeen: now)
        return [.move(direction, rate: clamped)]
    }

    /// The button was let go: the drag commits past the threshold, or snaps back.
    mutating func release() -> [Event] {
        guard case let .dragging(_, _, direction, rate, _) = motion else { return [] }
        motion = .idle
        return direction == .none && rate == 0 ? [] : [.end(direction, rate: rate)]
    }
}
