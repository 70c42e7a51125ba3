import CChafa
import FilmSwipeCells

/// Makes a picture into an image in a terminal's protocol with libchafa's pixel modes (kitty, iTerm2, sixel), filling a
/// number of cells of a known pixel size.
public struct PosterImageEncoder: Sendable {
    /// The protocol the images speak.
    public let imageProtocol: ImageProtocol
    /// The pixels of one of the terminal's cells.
    public let cell: CellPixels

    /// An encoder for `imageProtocol` on a terminal whose cells are `cell` pixels.
    public init(imageProtocol: ImageProtocol, cell: CellPixels) {
        self.imageProtocol = imageProtocol
        self.cell = cell
    }

    /// The pixels an image of `columns` × `rows` cells is made of: the cells' own for sixel, which the terminal draws
    /// pixel for pixel; for kitty and iTerm2, which scale an image to its cells, no more than `source` has.
    public func pixels(columns: Int, rows: Int, source: (width: Int, height: Int)? = nil) -> (width: Int, height: Int) {
        let full = (columns * cell.width, rows * cell.height)
        guard imageProtocol != .sixel, let source, source.width < full.0 || source.height < full.1 else { return full }
        let scale = min(Double(source.width) / Double(full.0), Double(source.height) / Double(full.1))
        return (max(columns, Int(Double(full.0) * scale)), max(rows, Int(Double(full.1) * scale)))
    }

    /// `image` stretched over `columns` × `rows` cells as an escape sequence that draws it at the cursor; nil when chafa
    /// makes nothing.
    public func encode(_ image: PosterImage, columns: Int, rows: Int) -> TerminalImage? {
        guard columns > 0, rows > 0 else { return nil }
        Self.singleThreaded
        let size = pixels(columns: columns, rows: rows, source: (image.width, image.height))
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        // Whole pixels a cell: chafa sizes the picture as cells × cell pixels.
        chafa_canvas_config_set_cell_geometry(config, Int32(max(1, size.width / columns)), Int32(max(1, size.height / rows)))
        chafa_canvas_config_set_pixel_mode(config, pixelMode)
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        image.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4)
            )
        }
        guard let termInfo = termInfo() else { return nil }
        defer { chafa_term_info_unref(termInfo) }
        guard let printed = chafa_canvas_print(canvas, termInfo) else { return nil }
        defer { g_string_free(printed, 1) }
        guard let text = printed.pointee.str, printed.pointee.len > 0 else { return nil }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: text, count: Int(printed.pointee.len)))
        let id = TerminalImage.nextID()
        return TerminalImage(imageProtocol: imageProtocol, columns: columns, rows: rows, id: id, bytes: imageProtocol == .kitty ? Self.naming(bytes, id: id) : bytes)
    }

    private var pixelMode: ChafaPixelMode {
        switch imageProtocol {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        }
    }

    // chafa prints an image with the sequences of the terminal it takes itself to be on: one it knows speaks the protocol.
    private func termInfo() -> OpaquePointer? {
        let variable = switch imageProtocol {
        case .kitty: "TERM=xterm-kitty"
        case .iterm: "TERM_PROGRAM=iTerm.app"
        case .sixel: "TERM=mlterm"
        }
        return variable.withCString { entry -> OpaquePointer? in
            var environment: [UnsafeMutablePointer<gchar>?] = [UnsafeMutablePointer(mutating: entry), nil]
            return environment.withUnsafeMutableBufferPointer { chafa_term_db_detect(chafa_term_db_get_default(), $0.baseAddress) }
        }
    }

    /// kitty's image as chafa prints it (`ESC _G a=T,f=32,…`, then chunks) given the id `id` and quiet replies (`q=2`),
    /// so the terminal backend can delete it by id and the terminal sends nothing back; unchanged if not in that shape.
    static func naming(_ bytes: [UInt8], id: UInt32) -> [UInt8] {
        let start = Array("\u{1B}_Ga=T,".utf8)
        guard bytes.starts(with: start) else { return bytes }
        return start + Array("i=\(id),q=2,".utf8) + bytes.dropFirst(start.count)
    }

    // As the cell renderer: chafa's thread pool would take cores from the game for a small picture.
    private static let singleThreaded: Void = chafa_set_n_threads(1)
}
