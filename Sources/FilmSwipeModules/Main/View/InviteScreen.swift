import FilmSwipeCells
import FilmSwipeText

/// The party room's link and QR code over the whole screen, for a friend's phone to scan; the QR code shows where the
/// terminal is tall and wide enough, and the link always. Esc, Enter, q or i goes back to the cards.
@MainActor
public final class InviteScreen: Screen {
    private let invite: MainInvite
    private let theme: Theme
    private let close: @MainActor (Screen) -> Void

    /// A screen showing `invite` with `theme`, calling `close` with itself when the player goes back.
    public init(invite: MainInvite, theme: Theme, close: @escaping @MainActor (Screen) -> Void) {
        self.invite = invite
        self.theme = theme
        self.close = close
    }

    static let back = KeyBinding(keys: [.escape, .enter, .char("q"), .char("i")], key: "Esc", label: "back", helpKeys: "Esc, Enter, q or i", help: "back to the cards")

    public var legend: [KeyBinding] { [Self.back] }

    public func handle(_ event: InputEvent) {
        guard case let .key(key) = event, Self.back.matches(key) else { return }
        close(self)
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        buffer.fill(area)
        let inner = area.insetBy(dx: 1, dy: 0)
        let ellipsis = theme.glyphs.ellipsis
        // The last row names the way back: nothing is drawn under this screen, so no legend shows for it.
        let rows = inner.height - 1
        buffer.writeCentred("\(Self.back.key) \(Self.back.label)", in: inner, y: inner.maxY - 1, style: theme.muted, ellipsis: ellipsis)
        var said: [(String, Style)] = [("Join from a phone", theme.title), ("Open this link, or scan the code:", theme.body), (invite.link, theme.key)]
        if invite.isUnencrypted { said.append(("Not encrypted: serve with --tls-cert and --tls-key for https.", theme.muted)) }
        let full = wrapped(said, width: inner.width)
        let linkOnly = wrapped([(invite.link, theme.key)], width: inner.width)
        // The code is drawn whole or not at all (a cut one does not scan): under everything when there is room, under
        // the link alone when only that leaves room, and otherwise the size that would show it.
        guard let code = invite.code, code.width <= inner.width else { return write(full, in: inner, rows: rows, into: &buffer) }
        if full.count + 1 + code.height <= rows {
            write(full, in: inner, rows: rows, into: &buffer)
            draw(code, x: inner.x + (inner.width - code.width) / 2, y: inner.y + full.count + 1, into: &buffer)
        } else if linkOnly.count + code.height <= rows {
            write(linkOnly, in: inner, rows: rows, into: &buffer)
            draw(code, x: inner.x + (inner.width - code.width) / 2, y: inner.y + linkOnly.count, into: &buffer)
        } else {
            let needed = "A terminal of \(code.width + 2)×\(linkOnly.count + code.height + 1) or more shows the QR code."
            write(full + [("", theme.body)] + wrapped([(needed, theme.muted)], width: inner.width), in: inner, rows: rows, into: &buffer)
        }
    }

    private func wrapped(_ lines: [(String, Style)], width: Int) -> [(String, Style)] {
        lines.flatMap { line, style in TextLayout.wrap(line, width: max(1, width), ellipsis: theme.glyphs.ellipsis).map { ($0, style) } }
    }

    private func write(_ lines: [(String, Style)], in inner: Rect, rows: Int, into buffer: inout Buffer) {
        for (offset, (line, style)) in lines.prefix(rows).enumerated() {
            buffer.writeCentred(line, in: inner, y: inner.y + offset, style: style, ellipsis: theme.glyphs.ellipsis)
        }
    }

    private func draw(_ code: Buffer, x: Int, y: Int, into buffer: inout Buffer) {
        for row in 0..<code.height {
            for column in 0..<code.width {
                let cell = code[column, row]
                buffer.write(cell.grapheme, x: x + column, y: y + row, style: cell.style)
            }
        }
    }
}
