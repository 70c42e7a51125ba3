import FilmSwipeDomain
import FilmSwipeParty

/// The watchlist a player brings to a room, and what the game shows them about it over the first cards: that it is
/// empty, or cut to what a room takes.
struct BroughtWatchlist: Sendable {
    /// The films sent; nil when the player brings none.
    let watchlist: PartyWatchlist?
    /// What the player should know of it, shown in the game (on standard error it went by before the game took the screen).
    let notice: PlayerMessage?

    /// The notice for a watchlist of `count` films of the room's catalogue, of which a room takes `limit`: nil when all go.
    static func notice(count: Int, limit: Int) -> PlayerMessage? {
        if count == 0 {
            return PlayerMessage(
                title: "Your watchlist is empty",
                body: "--bring-watchlist found no film of the room's catalogue on your watchlist. Swipe films up (↑) in a game, or import a "
                    + "Letterboxd watchlist with filmswipe import letterboxd, and bring it next time.",
                severity: .notice
            )
        }
        guard count > limit else { return nil }
        return PlayerMessage(
            title: "Your watchlist was cut",
            body: "Your watchlist holds \(count) films of the room's catalogue; the room gets the \(limit) you added last.",
            severity: .notice
        )
    }
}
