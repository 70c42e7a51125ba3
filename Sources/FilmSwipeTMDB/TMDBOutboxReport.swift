/// What one pass of the outbox did.
public struct TMDBOutboxReport: Sendable, Equatable {
    /// Changes the account confirmed in this pass.
    public var sent = 0
    /// Changes still waiting after this pass (those refused for good included).
    public var waiting = 0
    /// Changes TMDB refused for good (such as a film it no longer has); they wait until the next game.
    public var refused = 0
    /// Why the pass stopped early, if it did.
    public var stoppedBy: TMDBOutboxStop?
    /// Whether the pass stopped before it could ask TMDB which account the session is, so `waiting` is not known
    /// (the pending changes are kept per account).
    public var accountUnknown = false

    /// An empty report.
    public init(sent: Int = 0, waiting: Int = 0, refused: Int = 0, stoppedBy: TMDBOutboxStop? = nil) {
        self.sent = sent
        self.waiting = waiting
        self.refused = refused
        self.stoppedBy = stoppedBy
    }

    /// Whether waiting a while and trying again may help: the network, a timeout, a 5xx, a rate limit or a busy
    /// store stopped it (not rejected credentials, which need the player).
    public var isWorthRetrying: Bool {
        switch stoppedBy {
        case .tmdb(.network), .tmdb(.timedOut), .tmdb(.serverError), .tmdb(.rateLimited), .store: true
        default: false
        }
    }
}
