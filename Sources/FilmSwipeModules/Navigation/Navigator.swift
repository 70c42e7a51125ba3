import FilmSwipeCells

/// How routers show and close screens; the screen stack implements it.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `screen` above the current one.
    func push(_ screen: Screen)
    /// Closes `screen` (and anything shown above it).
    func dismiss(_ screen: Screen)
    /// Closes everything shown above `screen`, which stays.
    func dismiss(above screen: Screen)
    /// Where the screens shown say that they changed between the player's keys, so they are drawn again.
    var changes: ScreenChanges { get }
}
