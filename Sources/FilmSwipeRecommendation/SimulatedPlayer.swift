import FilmSwipeDomain

/// A held-out user playing the game: their earlier half is what they bring, and their later ratings answer each card
/// dealt (≥ 4.0 favourite, ≤ 2.5 dislike, 3.0–3.5 seen; a film they never rated is a dislike).
struct SimulatedPlayer {
    /// The user's ratings split by time.
    let user: HeldOutUser

    /// The swipe the user gives the film at model index `item`, and whether they rated it at all.
    func answer(_ item: Int32) -> (reaction: UserReaction, rated: Bool) {
        guard let stars = user.later[item] else { return (.dislike, false) }
        return (stars >= 4 ? .favourite : stars <= 2.5 ? .dislike : .seen, true)
    }

    /// Whether the card at `item` is a hit: a later film the user rated ≥ 4.0.
    func isHit(_ item: Int32) -> Bool {
        user.relevant.contains(item)
    }
}
