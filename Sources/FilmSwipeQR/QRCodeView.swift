import FilmSwipeCells

/// Draws a QR code in text cells: two rows of modules a cell (the upper in the foreground, the lower in the background of
/// a "▀"), so a code of 33 modules with its quiet zone takes 37 columns and 19 rows.
public struct QRCodeView: Sendable {
    /// Light modules around the code: scanners need a margin, and 2 is what a terminal can spare.
    public static let quietZone = 2

    /// The code drawn.
    public let code: QRCode

    /// A view of `code`.
    public init(code: QRCode) {
        self.code = code
    }

    /// Columns and rows the code takes with its quiet zone.
    public var cellSize: (width: Int, height: Int) {
        let side = code.size + 2 * Self.quietZone
        return (side, (side + 1) / 2)
    }

    /// Draws the code with its top-left corner at `x`, `y`. With `colours`, dark modules are black and light ones white
    /// whatever the terminal's own colours; without, light modules are drawn as blocks on the terminal's background,
    /// which reads right on a dark terminal (as `qrencode -t UTF8` draws it).
    public func render(into buffer: inout Buffer, x: Int, y: Int, colours: Bool) {
        let size = cellSize
        for row in 0..<size.height {
            var line = ""
            var styles: [Style] = []
            for column in 0..<size.width {
                let top = code.isDark(x: column - Self.quietZone, y: 2 * row - Self.quietZone)
                let bottom = code.isDark(x: column - Self.quietZone, y: 2 * row + 1 - Self.quietZone)
                if colours {
                    line.append("▀")
                    styles.append(Style(foreground: top ? .black : .white, background: bottom ? .black : .white))
                } else {
                    line.append(Self.lightBlock(top: !top, bottom: !bottom))
                    styles.append(.plain)
                }
            }
            for (offset, (character, style)) in zip(line, styles).enumerated() {
                _ = buffer.write(String(character), x: x + offset, y: y + row, style: style)
            }
        }
    }

    private static func lightBlock(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }
}
