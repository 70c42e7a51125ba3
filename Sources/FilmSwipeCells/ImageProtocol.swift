/// The ways a terminal can show pixels: each terminal answers for one of them, or for none.
public enum ImageProtocol: String, Sendable, Hashable, CaseIterable {
    /// kitty's graphics protocol (kitty, Ghostty, Konsole, WezTerm): images placed over cells, deleted by id.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, VS Code, Warp, Tabby): a file drawn into cells.
    case iterm
    /// DEC sixel graphics (foot, xterm built with it, Windows Terminal, mlterm): pixels drawn into cells.
    case sixel
}
