import CChafa
import FilmSwipeCells
import FilmSwipeText

/// Draws a picture as text cells with libchafa in symbols mode: each cell a block symbol (half blocks, quadrants,
/// eighths) with a foreground and a background colour, chosen by chafa to look most like the pixels under it.
public struct PosterRenderer: Sendable {
    /// The colours the cells are given.
    public let colours: PosterColours

    /// A renderer drawing with `colours`.
    public init(colours: PosterColours) {
        self.colours = colours
    }

    /// `image` drawn in `columns` × `rows` cells (stretched to fill them: callers keep the shape).
    public func render(_ image: PosterImage, columns: Int, rows: Int) -> Buffer {
        guard columns > 0, rows > 0 else { return Buffer(width: 0, height: 0) }
        Self.singleThreaded
        let config = chafa_canvas_config_new()
        let symbols = chafa_symbol_map_new()
        defer {
            chafa_symbol_map_unref(symbols)
            chafa_canvas_config_unref(config)
        }
        // Block elements only: every terminal font with box drawing has them, and each is one column wide.
        let tags = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue
            | CHAFA_SYMBOL_TAG_QUAD.rawValue
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags))
        chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
        chafa_canvas_config_set_symbol_map(config, symbols)
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
        chafa_canvas_config_set_canvas_mode(config, colours == .truecolour ? CHAFA_CANVAS_MODE_TRUECOLOR : CHAFA_CANVAS_MODE_INDEXED_240)
        guard let canvas = chafa_canvas_new(config) else { return Buffer(width: 0, height: 0) }
        defer { chafa_canvas_unref(canvas) }
        image.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4)
            )
        }
        var buffer = Buffer(width: columns, height: rows)
        for y in 0..<rows {
            for x in 0..<columns {
                var foreground: Int32 = -1, background: Int32 = -1
                chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                let symbol = Unicode.Scalar(UInt32(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y)))).map(Character.init) ?? " "
                // Anything but a one-column symbol would shift the card's columns.
                let text = DisplayWidth.of(symbol) == 1 ? String(symbol) : " "
                let style = Style(foreground: color(foreground), background: color(background))
                buffer.write(text, x: x, y: y, style: style)
            }
        }
        return buffer
    }

    // A raw chafa colour: a palette index in indexed modes, 0xRRGGBB in truecolour, negative for none.
    private func color(_ raw: Int32) -> Color {
        guard raw >= 0 else { return .standard }
        switch colours {
        case .palette240:
            return .indexed(UInt8(clamping: raw))
        case .truecolour:
            return .rgb(red: UInt8((raw >> 16) & 0xFF), green: UInt8((raw >> 8) & 0xFF), blue: UInt8(raw & 0xFF))
        }
    }

    // chafa spreads work over a thread pool; a card's poster is small, and the game's other work should not wait.
    private static let singleThreaded: Void = chafa_set_n_threads(1)
}
