import FilmSwipeCells
import FilmSwipeModules
import FilmSwipeParty
import FilmSwipeQR

/// The party room's page link and its QR code, for the host's `i`: the page at `/join/CODE` on the server as friends
/// reach it, `https://` when it serves TLS.
enum RoomInvite {
    /// The link to room `code` on the server friends reach at `reachable` (`HOST:PORT`), secure or not.
    static func link(code: RoomCode, reachable: String, isSecure: Bool) -> String {
        "\(isSecure ? "https" : "http")://\(reachable)/join/\(code.text)"
    }

    /// The invite for `link`, its QR code drawn in black and white with `colours`, or as blocks on the terminal's own
    /// colours without.
    static func invite(link: String, colours: Bool) -> MainInvite {
        guard let code = QRCode(text: link) else { return MainInvite(link: link, code: nil) }
        let view = QRCodeView(code: code)
        var cells = Buffer(width: view.cellSize.width, height: view.cellSize.height)
        view.render(into: &cells, x: 0, y: 0, colours: colours)
        return MainInvite(link: link, code: cells)
    }
}
