import FilmSwipeCells

/// The images on screen over ncurses' text: which are shown, and the escapes that show, move and take them away.
///
/// ncurses knows nothing of them. Each frame, before ncurses' update, images no longer wanted are taken away (kitty's
/// placements deleted by id; sixel and iTerm2 pixels, which live in the cells, by having ncurses repaint their rows);
/// after it, wanted images not yet shown are written at their cells, the cursor saved and restored around them so
/// ncurses' idea of it stays true. kitty keeps the last few images it was sent: one shown again (a dialog closed, a
/// card snapped back) is placed by its id, not sent again. Only images of the protocol the terminal answered for are
/// ever written.
@MainActor
final class ImageLayer {
    /// The protocol the terminal answered for.
    let imageProtocol: ImageProtocol
    /// Inside tmux: the pane, whose passthrough the images are wrapped in, placed at its offset in the outer terminal.
    let tmux: TmuxPane?
    private let output: ([UInt8]) -> Void
    private(set) var shown: [ImagePlacement] = []
    /// kitty: the images the terminal holds, the last sent last.
    private(set) var sent: [TerminalImage] = []

    /// How many images kitty is left holding: the card's, the next card's, the details' and one more.
    static let kept = 4

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
                // Lower-case i takes the placement away and leaves the image with the terminal, to be placed again.
                write("\u{1B}_Ga=d,d=i,i=\(placement.image.id),q=2\u{1B}\\")
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
            write(Array("\u{1B}7\u{1B}[\(y);\(x)H".utf8) + draw(placement.image) + Array("\u{1B}8".utf8))
            if !shown.contains(placement) { shown.append(placement) }
        }
    }

    /// Takes every image shown away (the game ends or is suspended); kitty forgets every image it was sent.
    func clear() {
        for image in sent { free(image) }
        sent = []
        shown = []
    }

    // The image's bytes, or for kitty one it still holds, a placement of it by id in the image's cells.
    private func draw(_ image: TerminalImage) -> [UInt8] {
        guard imageProtocol == .kitty else { return image.bytes }
        if let index = sent.firstIndex(of: image) {
            sent.append(sent.remove(at: index))
            return Array("\u{1B}_Ga=p,i=\(image.id),c=\(image.columns),r=\(image.rows),q=2\u{1B}\\".utf8)
        }
        sent.append(image)
        // The oldest not on screen is forgotten; the bytes of the one about to be drawn follow this.
        while sent.count > Self.kept, let index = sent.firstIndex(where: { old in old != image && !shown.contains { $0.image == old } }) {
            free(sent.remove(at: index))
        }
        return image.bytes
    }

    // Upper-case I deletes the image's data with its placements.
    private func free(_ image: TerminalImage) {
        write("\u{1B}_Ga=d,d=I,i=\(image.id),q=2\u{1B}\\")
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
