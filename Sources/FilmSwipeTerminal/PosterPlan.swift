import FilmSwipeCells

/// How posters will be drawn, from the player's choice and what is known of the terminal before it is asked.
enum PosterPlan: Sendable, Equatable {
    /// No posters: the player turned them off, or the terminal lacks the colours or the Unicode symbols need.
    case none
    /// Drawn this way; `tmux` is the pane images pass through, inside tmux.
    case decided(PosterDrawing, tmux: TmuxPane?)
    /// Ask the terminal (kitty's query, the device attributes) and draw as it answers; symbols if it does not.
    case ask

    /// The plan for `choice` in a terminal with `environment`'s variables (inside tmux, `tmux` says what it lets
    /// through and of which terminal), with `colours` (256) and `unicode` (a UTF-8 locale); `cell` is the cell size the
    /// terminal's window size gave, if it did, and `kept` the answer this terminal gave before.
    static func plan(
        _ choice: PosterChoice, environment: [String: String], colours: Bool, unicode: Bool, tmux: TmuxPane?, cell: CellPixels?,
        kept: GraphicsAnswer?
    ) -> PosterPlan {
        // Images and symbols alike are colour; symbols need Unicode, and an image where text is plain would stand out.
        guard choice != .off, colours, unicode else { return .none }
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        func image(_ imageProtocol: ImageProtocol, cell known: CellPixels? = nil) -> PosterPlan {
            .decided(.image(imageProtocol, cell: cell ?? known ?? .usual), tmux: inTmux ? tmux : nil)
        }
        if choice == .symbols { return .decided(.symbols, tmux: nil) }
        // Inside tmux nothing but symbols gets out unless the pane lets images pass through to the terminal around it.
        if inTmux, tmux?.passthrough != true { return .decided(.symbols, tmux: nil) }
        if let chosen = choice.imageProtocol { return image(chosen) }
        // Inside tmux the questions would be answered by tmux, not the terminal: its variables are all there is.
        let variables = inTmux ? tmux?.environment ?? [:] : environment
        switch TerminalClues.verdict(variables) {
        case let .image(imageProtocol): return image(imageProtocol)
        case .symbols: return .decided(.symbols, tmux: nil)
        case .ask:
            guard !inTmux else { return .decided(.symbols, tmux: nil) }
            guard let kept else { return .ask }
            return kept.imageProtocol.map { image($0, cell: kept.cell) } ?? .decided(.symbols, tmux: nil)
        }
    }
}
