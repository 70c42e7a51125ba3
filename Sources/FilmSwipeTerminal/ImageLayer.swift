import FilmSwipeCells

/// The images on screen over ncurses' text: which are shown, and the escapes that show, move and take them away.
///
/// ncurses knows nothing of them. Each frame, before ncurses' update, images no longer wanted are taken away (kitty's
/// deleted by id; sixel and iTerm2 pixels, which live in the cells, by having ncurses repaint their rows); after it,
/// wanted images not yet shown are written at their cells, the cursor saved and restored around them so ncurses'
/// idea of it stays true. Only images of the protocol the terminal answered for are ever written.
@MainActor
final class ImageLayer {
    /// The protocol the terminal answered for.
    let imageProtocol: ImageProtocol
    /// Inside tmux: the pane, whose passthrough the images are wrapped in, placed at its offset in the outer terminal.
    let tmux: TmuxPane?
    private let output: ([UInt8]) -> Void
    private(set) var shown: [ImagePlacement] = []

    /// A layer writing `imageProtocol`'s images through `output`, inside `tmux`'s pane when in tmux.
    init(imageProtocol: ImageProtocol, tmux: TmuxPane?, output: @escaping ([UInt8]) -> Void) {
        self.imageProtocol = imageProtocol
        self.tmux = tmux
        self.output = output
    }

    /// Before ncurses' update: takes away the images shown that `wanted` (or a whole redraw, `full`) no longer has;
    /// `redrawRows` is told the rows whose cells must be repainted to wipe pixels from them.
    func takeAway(keeping wanted: [ImagePlacement], full: Bool, redrawRows: (_ top: Int, _ count: Int) -> Void) {
        let wanted = own(wanted)
        for placement in shown where full || !wanted.contains(placement) {
            switch imageProtocol {
            case .kitty:
                // Upper-case I frees the image's data too: a card's poster is never shown again after it goes.
                write("\u{1B}_Ga=d,d=I,i=\(placement.image.id),q=2\u{1B}\\")
            case .sixel, .iterm:
                // Covered whole by an image about to be drawn: its pixels go under the new ones, with no blank between.
                if !full, wanted.contains(where: { $0.frame.covers(placement.frame) && !shown.contains($0) }) { continue }
                redrawRows(placement.y, placement.image.rows)
            }
        }
        if full { shown = [] } else { shown.removeAll { !wanted.contains($0) } }
    }

    /// After ncurses' update: writes the wanted images not shown yet, and (sixel, iTerm2) those on rows ncurses has
    /// just written to (`changedRows`), whose pixels its text may have wiped.
    func show(_ wanted: [ImagePlacement], changedRows: Set<Int>) {
        let wanted = own(wanted)
        for placement in wanted {
            let rows = placement.y..<(placement.y + placement.image.rows)
            let wiped = imageProtocol != .kitty && rows.contains(where: changedRows.contains)
            guard !shown.contains(placement) || wiped else { continue }
            let x = placement.x + (tmux?.left ?? 0) + 1, y = placement.y + (tmux?.top ?? 0) + 1
            // Save the cursor, go to the image's top-left cell, draw, and put the cursor back where ncurses left it.
            write(Array("\u{1B}7\u{1B}[\(y);\(x)H".utf8) + placement.image.bytes + Array("\u{1B}8".utf8))
            if !shown.contains(placement) { shown.append(placement) }
        }
    }

    /// Takes every image shown away (the game ends or is suspended).
    func clear() {
        guard imageProtocol == .kitty else {
            shown = []
            return
        }
        for placement in shown { write("\u{1B}_Ga=d,d=I,i=\(placement.image.id),q=2\u{1B}\\") }
        shown = []
    }

    private func own(_ placements: [ImagePlacement]) -> [ImagePlacement] {
        placements.filter { $0.image.imageProtocol == imageProtocol }
    }

    private func write(_ text: String) {
        write(Array(text.utf8))
    }

    // Inside tmux the whole sequence, cursor moves included, goes to the outer terminal as it is.
    private func write(_ bytes: [UInt8]) {
        output(tmux.map { _ in Self.passthrough(bytes) } ?? bytes)
    }

    /// `bytes` wrapped for tmux to pass to the terminal around it: `ESC P tmux;`, every ESC doubled, `ESC \`.
    static func passthrough(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 64 + 16)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + Array("\u{1B}\\".utf8)
    }
}

private extension Rect {
    func covers(_ other: Rect) -> Bool {
        x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY
    }
}
