import FilmSwipeDomain

extension PlayerMessage.Severity {
    /// Whether a message of this severity is said in passing, on a line that goes at the next key (what the player's
    /// own action did), rather than in a dialog to close: the rule every router follows.
    var isSaidInPassing: Bool {
        switch self {
        case .success, .info: true
        case .error, .notice, .celebration: false
        }
    }
}
