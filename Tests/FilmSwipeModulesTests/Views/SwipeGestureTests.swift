@testable import FilmSwipeModules
import FilmSwipeDomain
import Testing

@Suite("Swipe gesture")
struct SwipeGestureTests {
    typealias E = SwipeGesture.Event

    @Test("a key swipe ends at once at rate 1: the reaction never waits for the fly-out")
    func endsAtOnce() {
        var gesture = SwipeGesture()
        #expect(gesture.swipe(.favourite) == [.move(.favourite, rate: 1), .end(.favourite, rate: 1)])
        #expect(gesture.motion == .idle)
        #expect(!gesture.needsTicks, "nothing is left to tick: the flight is the screen's to draw")
    }

    @Test("a held key (100 repeats within a few ms) makes 100 swipes")
    func heldKey() {
        var gesture = SwipeGesture()
        var ends = 0
        for _ in 0..<100 {
            ends += gesture.swipe(.dislike).filter { if case .end = $0 { return true } else { return false } }.count
        }
        #expect(ends == 100)
    }

    @Test("a nudge moves one step, enough to show the hint; Enter commits it")
    func nudgeCommit() {
        var gesture = SwipeGesture()
        #expect(gesture.nudge(.favourite, now: 0) == [.move(.favourite, rate: 0.25)])
        #expect(gesture.nudge(.favourite, now: 0) == [.move(.favourite, rate: 0.5)])
        #expect(gesture.commitNudge() == [.end(.favourite, rate: 0.5)])
        #expect(gesture.commitNudge() == nil)
    }

    @Test("Esc snaps a nudged card back")
    func nudgeCancel() {
        var gesture = SwipeGesture()
        _ = gesture.nudge(.dislike, now: 0)
        #expect(gesture.cancel() == [.end(.dislike, rate: 0)])
        #expect(gesture.motion == .idle)
    }

    @Test("a nudge the other way brings the card back to the middle")
    func nudgeBack() {
        var gesture = SwipeGesture()
        _ = gesture.nudge(.favourite, now: 0)
        #expect(gesture.nudge(.dislike, now: 0) == [.end(.dislike, rate: 0)])
        #expect(gesture.motion == .idle)
    }

    @Test("a full swipe while nudged commits the swipe's direction")
    func swipeWhileNudged() {
        var gesture = SwipeGesture()
        _ = gesture.nudge(.favourite, now: 0)
        #expect(gesture.swipe(.dislike) == [.move(.dislike, rate: 1), .end(.dislike, rate: 1)])
    }

    @Test("a drag right follows the mouse and commits past the threshold on release")
    func dragCommits() {
        var gesture = SwipeGesture()
        _ = gesture.press(x: 30, y: 10, onCard: true, now: 0)
        #expect(gesture.drag(x: 35, y: 10, reach: (20, 6), now: 0.1) == [.move(.favourite, rate: 0.25)])
        #expect(gesture.drag(x: 40, y: 10, reach: (20, 6), now: 0.2) == [.move(.favourite, rate: 0.5)])
        #expect(gesture.release() == [.end(.favourite, rate: 0.5)])
    }

    @Test("a drag left is a dislike, up a watchlist, down seen it, back to the start nothing")
    func dragDirections() {
        var gesture = SwipeGesture()
        _ = gesture.press(x: 30, y: 10, onCard: true, now: 0)
        #expect(gesture.drag(x: 10, y: 10, reach: (20, 6), now: 0) == [.move(.dislike, rate: 1)])
        #expect(gesture.drag(x: 30, y: 7, reach: (20, 6), now: 0) == [.move(.watchlist, rate: 0.5)])
        #expect(gesture.drag(x: 30, y: 13, reach: (20, 6), now: 0) == [.move(.seen, rate: 0.5)])
        #expect(gesture.drag(x: 30, y: 10, reach: (20, 6), now: 0) == [.move(.none, rate: 0)])
    }

    @Test("↓ swipes the card down as seen, like any swipe")
    func seenSwipes() {
        var gesture = SwipeGesture()
        #expect(gesture.swipe(.seen) == [.move(.seen, rate: 1), .end(.seen, rate: 1)])
    }

    @Test("a short drag snaps back on release")
    func dragSnapsBack() {
        var gesture = SwipeGesture()
        _ = gesture.press(x: 30, y: 10, onCard: true, now: 0)
        _ = gesture.drag(x: 32, y: 10, reach: (20, 6), now: 0)
        #expect(gesture.release() == [.end(.favourite, rate: 0.1)])
    }

    @Test("a press off the card starts nothing")
    func pressOffCard() {
        var gesture = SwipeGesture()
        _ = gesture.press(x: 0, y: 0, onCard: false, now: 0)
        #expect(gesture.drag(x: 20, y: 0, reach: (20, 6), now: 0).isEmpty)
        #expect(gesture.release().isEmpty)
    }

    @Test("a drag whose release never comes ends at the next press, or after a second without news")
    func lostRelease() {
        var gesture = SwipeGesture()
        _ = gesture.press(x: 30, y: 10, onCard: true, now: 0)
        _ = gesture.drag(x: 45, y: 10, reach: (20, 6), now: 0.1)
        #expect(gesture.press(x: 30, y: 10, onCard: true, now: 0.5) == [.end(.favourite, rate: 0.75)])

        _ = gesture.drag(x: 20, y: 10, reach: (20, 6), now: 0.6)
        #expect(gesture.tick(now: 1.0).isEmpty)
        #expect(gesture.tick(now: 1.7) == [.end(.dislike, rate: 0.5)])
        #expect(gesture.motion == .idle)
    }
}
