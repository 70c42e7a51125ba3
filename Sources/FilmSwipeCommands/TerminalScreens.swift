import FilmSwipeCells
import FilmSwipeModules
import FilmSwipeTerminal

/// The terminal opened for a program's screens: the session, its run loop, and a screen stack whose changes draw the
/// next frame.
@MainActor
struct TerminalScreens {
    let session: TerminalSession
    let loop: TerminalRunLoop
    let theme: Theme
    let stack: ScreenStack

    /// Opens the terminal with `colours` (nil: as `NO_COLOR` says), asking it how it draws `posters` when given; a
    /// terminal that cannot be opened is a command failure with status 2.
    static func open(colours: Bool?, posters: PosterRequest? = nil) throws -> TerminalScreens {
        let session: TerminalSession
        do {
            session = try TerminalSession.open(colours: colours, posters: posters)
        } catch {
            throw CommandFailure(error.description, status: 2)
        }
        let loop = TerminalRunLoop(session: session)
        let theme = Theme(glyphs: session.supportsUnicode ? .unicode : .ascii)
        let stack = ScreenStack(theme: theme)
        // A screen that changed between keys (an answer arrived) is drawn in the frame after.
        stack.changes.listen { loop.setNeedsFrame() }
        return TerminalScreens(session: session, loop: loop, theme: theme, stack: stack)
    }
}
