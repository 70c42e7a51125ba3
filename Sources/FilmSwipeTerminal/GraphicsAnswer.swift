import FilmSwipeCells

/// What the terminal has answered to the game's questions about images so far.
struct GraphicsAnswer: Sendable, Equatable {
    /// Whether kitty's graphics query was answered OK.
    var kitty = false
    /// The device attributes, once they came: the last answer, so the others came before them or never will.
    var attributes: [Int]?
    /// The cell's pixels, if the terminal said.
    var cell: CellPixels?

    /// Whether every answer is in.
    var isComplete: Bool { attributes != nil }

    /// The protocol the answers allow, kitty's first (it places images over text and deletes them by id).
    var imageProtocol: ImageProtocol? {
        if kitty { return .kitty }
        if attributes?.contains(4) == true { return .sixel }
        return nil
    }

    mutating func take(_ reply: TerminalReply) {
        switch reply {
        case let .kittyGraphics(ok): kitty = kitty || ok
        case let .deviceAttributes(values): attributes = values
        case let .cellPixels(size): cell = size
        }
    }

    /// The questions, in the order asked: kitty's graphics query (a 1×1 image it is asked whether it could show), the
    /// cell size, then the device attributes, which every terminal answers, last.
    static let questions = "\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"

    /// The image id the kitty query names.
    static let queryID = 31
}
