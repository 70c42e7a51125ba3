import FilmSwipeCells

/// What a terminal's environment variables say about the images it shows, before it is asked anything: the names
/// terminals give themselves (`TERM`, `TERM_PROGRAM`) and the variables each sets for the programs in it.
enum TerminalClues {
    /// What the variables say.
    enum Verdict: Sendable, Equatable {
        /// This terminal shows images in this protocol.
        case image(ImageProtocol)
        /// It may show images: ask it.
        case ask
        /// It shows none, and asking might print the question (a console): block symbols.
        case symbols
    }

    /// The verdict of `environment`'s variables.
    static func verdict(_ environment: [String: String]) -> Verdict {
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        func has(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        // kitty and Ghostty: kitty's protocol, theirs.
        if term == "xterm-kitty" || has("KITTY_WINDOW_ID") || term == "xterm-ghostty" || program == "ghostty" || has("GHOSTTY_RESOURCES_DIR") {
            return .image(.kitty)
        }
        // iTerm2's inline images: iTerm2, WezTerm (whose kitty graphics are partial), Warp and Tabby.
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" || has("WEZTERM_EXECUTABLE")
            || program == "WarpTerminal" || program == "Tabby" {
            return .image(.iterm)
        }
        // Konsole speaks kitty's protocol (without its newer parts).
        if has("KONSOLE_VERSION") { return .image(.kitty) }
        if term.hasPrefix("foot") || term == "mlterm" { return .image(.sixel) }
        // Consoles and terminals too old for images may print a question they do not understand.
        if ["linux", "dumb", "vt100", "vt102", "vt220", "cons25", "ansi"].contains(term) || term.isEmpty { return .symbols }
        // VS Code (images behind a setting), Windows Terminal (sixel from 1.22), xterm (sixel if built with it), the rest.
        return .ask
    }

    /// The variables that tell one terminal from another, as one line: what its answer is kept under. nil when `TERM`
    /// is all there is (as over ssh, which passes no other): many terminals say `xterm-256color`, and the answer of one
    /// must not be taken for another's, so such a terminal is asked every time.
    static func identity(_ environment: [String: String]) -> String? {
        let distinctive = ["TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "XTERM_VERSION", "KONSOLE_VERSION", "LC_TERMINAL"]
        let named = (["TERM"] + distinctive).map { "\($0)=\(environment[$0] ?? "")" }
        // Per window or per session: that they are set says which terminal, not their values.
        let present = ["WT_SESSION", "ALACRITTY_WINDOW_ID", "ALACRITTY_SOCKET", "WEZTERM_PANE", "GNOME_TERMINAL_SCREEN", "TILIX_ID"]
            .filter { !(environment[$0] ?? "").isEmpty }
        guard !present.isEmpty || distinctive.contains(where: { !(environment[$0] ?? "").isEmpty }) else { return nil }
        let tmux = (environment["TMUX"] ?? "").isEmpty ? [] : ["TMUX"]
        return (named + present + tmux).joined(separator: ";")
    }
}
