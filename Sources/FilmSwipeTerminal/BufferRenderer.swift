import CNcursesw
import FilmSwipeCells

/// Copies a `Buffer` to the current ncurses screen and flushes it with one `doupdate` per frame.
///
/// An unchanged frame costs no ncurses call and no byte; in a changed frame only the rows that
/// differ from the last frame are copied, and ncurses' own diff keeps the bytes sent small.
@MainActor
public final class BufferRenderer {
    /// What the renderer has done so far, for benchmarks.
    public private(set) var stats = FrameStats()
    private var palette: Palette
    private var lastFrame: Buffer?
    private var needsFullRedraw = true
    /// The images shown over the text, once the terminal has answered for a protocol; without it none is written.
    var images: ImageLayer?

    /// Creates a renderer for a screen whose colours were set up for `colorMode`, defining at most `colourPairs` pairs
    /// before it defines them afresh.
    public init(colorMode: ColorMode, colourPairs: Int = 4096) {
        palette = Palette(mode: colorMode, limit: colourPairs)
    }

    /// Makes the next frame clear the screen and redraw every cell (after a resize or a suspend).
    public func invalidate() {
        needsFullRedraw = true
    }

    /// Draws `buffer` to the current screen (ncurses' `stdscr`), from its top-left corner.
    public func draw(_ buffer: Buffer) {
        if !needsFullRedraw, let lastFrame, lastFrame == buffer {
            stats.framesSkipped += 1
            return
        }
        guard let window = fs_stdscr() else { return }
        let sizeChanged = lastFrame.map { $0.width != buffer.width || $0.height != buffer.height } ?? false
        let full = needsFullRedraw || sizeChanged || lastFrame == nil
        // After a resize or a suspend the screen may hold anything: clearing makes ncurses repaint it all.
        if lastFrame != nil, needsFullRedraw || sizeChanged { wclear(window) }
        let rows = min(buffer.height, Int(getmaxy(window)))
        let columns = min(buffer.width, Int(getmaxx(window)))
        var changedRows = Set<Int>()
        for y in 0..<rows where full || !Self.row(y, of: buffer, equals: lastFrame) {
            copyRow(y, of: buffer, columns: columns, to: window)
            changedRows.insert(y)
            stats.rowsCopied += 1
        }
        images?.takeAway(keeping: buffer.images, full: full) { top, count in
            // ncurses repaints these rows whole, wiping the pixels drawn into their cells.
            wredrawln(window, Int32(top), Int32(count))
            changedRows.formUnion(top..<(top + count))
        }
        // The pairs ran out (posters bring many colours): they start afresh and the whole frame is copied again, so
        // every pair on screen is defined as this frame wants it. ncurses repaints cells whose pair was redefined.
        if palette.isExhausted {
            palette.reset()
            for y in 0..<rows { copyRow(y, of: buffer, columns: columns, to: window) }
            changedRows.formUnion(0..<rows)
            stats.rowsCopied += rows
            stats.paletteResets += 1
        }
        wnoutrefresh(window)
        doupdate()
        images?.show(buffer.images, changedRows: changedRows)
        lastFrame = buffer
        needsFullRedraw = false
        stats.framesDrawn += 1
    }

    private static func row(_ y: Int, of buffer: Buffer, equals other: Buffer?) -> Bool {
        guard let other else { return false }
        for x in 0..<buffer.width where buffer[x, y] != other[x, y] { return false }
        return true
    }

    private func copyRow(_ y: Int, of buffer: Buffer, columns: Int, to window: UnsafeMutablePointer<WINDOW>) {
        var x = 0
        while x < columns {
            let cell = buffer[x, y]
            // The right half of a wide grapheme was drawn with its left half.
            if cell.isContinuation {
                x += 1
                continue
            }
            let (attributes, pair) = palette.attributes(for: cell.style)
            var text = cell.grapheme
            var width = cell.width
            if width == 2, x + 1 >= columns { (text, width) = (" ", 1) }
            var character = cchar_t()
            if !Self.set(&character, text: text, width: width, attributes: attributes, pair: pair) {
                // ncurses and the buffer disagree on the width (a LANG=C terminal shows no accent): a stand-in of one
                // column keeps the columns aligned, the letter without its accent where there is one ("Léon" → "Leon").
                let standIn = width == 1 ? ASCIIFallback.character(for: text) ?? "?" : "?"
                _ = Self.set(&character, text: standIn, width: 1, attributes: attributes, pair: pair)
                if width == 2 {
                    mvwadd_wch(window, Int32(y), Int32(x), &character)
                    _ = Self.set(&character, text: " ", width: 1, attributes: attributes, pair: pair)
                    mvwadd_wch(window, Int32(y), Int32(x + 1), &character)
                    x += 2
                    continue
                }
            }
            // At the bottom-right corner this returns ERR (the cursor cannot advance) but the cell is set.
            mvwadd_wch(window, Int32(y), Int32(x), &character)
            x += max(1, width)
        }
    }

    // Fills `character` with `text` when ncurses will give it exactly `width` columns.
    private static func set(
        _ character: inout cchar_t, text: String, width: Int, attributes: attr_t, pair: Int16
    ) -> Bool {
        var scalars = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        guard let first = scalars.first, Int(wcwidth(first)) == width else { return false }
        // A cell holds one spacing character and a few combining ones; longer sequences keep their base.
        if scalars.count >= Int(CCHARW_MAX) { scalars = [first] }
        scalars.append(0)
        if setcchar(&character, scalars, attributes, pair, nil) == OK { return true }
        return setcchar(&character, [first, 0], attributes, pair, nil) == OK
    }
}
