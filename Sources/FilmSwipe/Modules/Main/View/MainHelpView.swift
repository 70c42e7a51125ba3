import FilmSwipeUIKit

/// The `?` help: every key of the card stack.
struct MainHelpView {
    let theme: Theme

    /// The keys and what they do, as the help lists them.
    static func lines(glyphs: Glyphs) -> [String] {
        [
            "\(glyphs.arrowRight) or l   favourite (swipe right)",
            "\(glyphs.arrowLeft) or h   dislike (swipe left)",
            "\(glyphs.arrowUp) or k   watchlist (swipe up)",
            "Shift+arrow or L H K   nudge the card; Enter commits, Esc snaps back",
            "Enter   the film's full details",
            "r   redo the last reaction",
            "?   this help      q   quit",
            "Mouse: drag the top card and let go",
        ]
    }

    func render(into buffer: inout Buffer, area: Rect) {
        let lines = Self.lines(glyphs: theme.glyphs).map { ($0, theme.body) }
        DialogView(theme: theme).render(title: "Keys", lines: lines, footer: "Press any key to close", into: &buffer, area: area, maxWidth: 72)
    }
}
