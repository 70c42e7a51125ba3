import FilmSwipeCells

/// What a terminal says back to the game's questions, read from its input.
enum TerminalReply: Sendable, Equatable {
    /// kitty's graphics protocol answered the query: `ok` when it can show the image asked about.
    case kittyGraphics(ok: Bool)
    /// The primary device attributes (`CSI ? 62 ; 4 ; … c`): 4 is sixel graphics. Always the last answer.
    case deviceAttributes([Int])
    /// The size of a cell in pixels (`CSI 6 ; height ; width t`).
    case cellPixels(CellPixels)

    /// The reply in a control string (`ESC _ … ESC \`) whose text after the introducer is `text`; nil for one the game
    /// did not ask for.
    static func controlString(introducer: UInt8, _ text: String) -> TerminalReply? {
        // kitty answers `ESC _ G i=31;OK ESC \`, or an error code in place of OK.
        guard introducer == UInt8(ascii: "_"), text.hasPrefix("G") else { return nil }
        let message = text.split(separator: ";", maxSplits: 1).dropFirst().first ?? ""
        return .kittyGraphics(ok: message == "OK")
    }

    /// The reply in a control sequence `CSI parameters final`; nil for one the game did not ask for.
    static func controlSequence(parameters: String, final: Character) -> TerminalReply? {
        switch final {
        case "c" where parameters.hasPrefix("?"):
            return .deviceAttributes(parameters.dropFirst().split(separator: ";").compactMap { Int($0) })
        case "t":
            let fields = parameters.split(separator: ";").compactMap { Int($0) }
            guard fields.count == 3, fields[0] == 6, fields[1] > 0, fields[2] > 0, fields[1] < 1000, fields[2] < 1000 else { return nil }
            return .cellPixels(CellPixels(width: fields[2], height: fields[1]))
        default:
            return nil
        }
    }
}
