/// Opens once the Main screen has drawn its first cards; the facts lookup waits for it.
///
/// The lookup reads the whole catalogue and waits for the similarity model: started as the first page is dealt, it
/// took the CPU the first frame needed on a 2-core machine (first byte to the cards 20 ms instead of 6). Looked up once
/// the cards are drawn, "fans also liked" still reaches the first card without a swipe.
@MainActor
final class FirstCardsDrawn {
    private(set) var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Lets every waiter go on, now and from now on.
    func open() {
        guard !isOpen else { return }
        isOpen = true
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }

    /// Returns once `open()` has been called.
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
