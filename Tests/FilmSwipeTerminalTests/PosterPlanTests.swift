@testable import FilmSwipeTerminal
import FilmSwipeCells
import Testing

@Suite("Posters: how they are drawn, from the player's choice and the terminal's variables, before it is asked")
struct PosterPlanTests {
    private func plan(
        _ environment: [String: String], _ choice: PosterChoice = .auto, colours: Bool = true, unicode: Bool = true, tmux: TmuxPane? = nil,
        cell: CellPixels? = nil, kept: GraphicsAnswer? = nil
    ) -> PosterPlan {
        PosterPlan.plan(choice, environment: environment, colours: colours, unicode: unicode, tmux: tmux, cell: cell, kept: kept)
    }

    @Test("terminals that name themselves get their protocol at once, nothing asked", arguments: [
        (["TERM": "xterm-kitty"], ImageProtocol.kitty), (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
        (["TERM": "xterm-ghostty"], .kitty), (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .iterm), (["TERM": "xterm-256color", "KONSOLE_VERSION": "230401"], .kitty),
        (["TERM": "foot"], .sixel), (["TERM": "xterm-256color", "TERM_PROGRAM": "WarpTerminal"], .iterm),
    ])
    func named(environment: [String: String], expected: ImageProtocol) {
        #expect(plan(environment) == .decided(.image(expected, cell: .usual), tmux: nil))
    }

    @Test("the cell size the window gives is used; an unnamed terminal is asked, or its kept answer used")
    func asked() {
        let cell = CellPixels(width: 9, height: 18)
        #expect(plan(["TERM": "xterm-kitty"], cell: cell) == .decided(.image(.kitty, cell: cell), tmux: nil))
        #expect(plan(["TERM": "xterm-256color"]) == .ask)
        var kept = GraphicsAnswer()
        kept.attributes = [62, 4]
        kept.cell = cell
        #expect(plan(["TERM": "xterm-256color"], kept: kept) == .decided(.image(.sixel, cell: cell), tmux: nil))
        kept.attributes = [62]
        #expect(plan(["TERM": "xterm-256color"], kept: kept) == .decided(.symbols, tmux: nil))
        #expect(plan(["TERM": "linux"]) == .decided(.symbols, tmux: nil), "a console is not asked: it may print the question")
    }

    @Test("off, no colours (NO_COLOR, 8 colours) or no Unicode (LANG=C): no posters at all")
    func none() {
        #expect(plan(["TERM": "xterm-kitty"], .off) == PosterPlan.none)
        #expect(plan(["TERM": "xterm-kitty"], colours: false) == PosterPlan.none)
        #expect(plan(["TERM": "xterm-kitty"], .kitty, unicode: false) == PosterPlan.none)
        #expect(plan(["TERM": "xterm-kitty"], .symbols) == .decided(.symbols, tmux: nil))
    }

    @Test("a protocol the player names is used without asking")
    func chosen() {
        #expect(plan(["TERM": "xterm-256color"], .sixel) == .decided(.image(.sixel, cell: .usual), tmux: nil))
        #expect(plan(["TERM": "xterm-kitty"], .iterm) == .decided(.image(.iterm, cell: .usual), tmux: nil))
    }

    @Test("inside tmux: symbols unless the pane lets images through; then the outer terminal's variables, as tmux has them")
    func tmux() {
        let inside = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "3"]
        let closed = TmuxPane(passthrough: false, environment: ["TERM": "xterm-kitty"], left: 0, top: 0)
        #expect(plan(inside, tmux: closed) == .decided(.symbols, tmux: nil))
        #expect(plan(inside, .kitty, tmux: closed) == .decided(.symbols, tmux: nil), "not even when the player names one")
        #expect(plan(inside, tmux: nil) == .decided(.symbols, tmux: nil), "tmux did not answer")
        let open = TmuxPane(passthrough: true, environment: ["TERM": "xterm-kitty"], left: 4, top: 1)
        #expect(plan(inside, tmux: open) == .decided(.image(.kitty, cell: .usual), tmux: open))
        let unnamed = TmuxPane(passthrough: true, environment: ["TERM": "xterm-256color"], left: 0, top: 0)
        #expect(plan(inside, tmux: unnamed) == .decided(.symbols, tmux: nil), "tmux would answer the questions itself: none asked")
    }

    @Test("tmux's answers: its flag, the client's TERM and the global environment less what the session removes, plus what it sets")
    func tmuxRead() {
        let answers: [String: String] = [
            "display-message": "1\txterm-kitty\t3\t1\n", "show-environment -g": "KITTY_WINDOW_ID=2\nTERM_PROGRAM=kitty\n",
            "show-environment": "-TERM_PROGRAM\nSSH_CONNECTION=x\n",
        ]
        let pane = TmuxPane.read(environment: ["TMUX": "/tmp/t,1,0", "TMUX_PANE": "%1"]) { arguments in
            answers[arguments[0] == "show-environment" && arguments.contains("-g") ? "show-environment -g" : arguments[0]]
        }
        #expect(pane == TmuxPane(passthrough: true, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "2", "SSH_CONNECTION": "x"],
                                 left: 3, top: 1))
        #expect(TmuxPane.read(environment: ["TERM": "xterm"]) { _ in "1\t\t0\t0" } == nil, "outside tmux nothing is asked")
    }
}
