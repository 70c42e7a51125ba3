/// Values that tune the Main module's behaviour, kept apart from what it says.
enum MainTuning {
    /// Cards on show at once; the deck is topped up when it holds no more.
    static let visibleCards = 3
    /// The swipe rate from which a swipe commits.
    static let commitRate = 0.25
}
