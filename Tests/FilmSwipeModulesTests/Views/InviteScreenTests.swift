@testable import FilmSwipeModules
import FilmSwipeCells
import Testing

@MainActor
@Suite("The party room's invite: its link and QR code for a phone")
struct InviteScreenTests {
    // A stand-in for libqrencode's drawing (FilmSwipeQR has its own tests) of the size of a link's: version 3, 29 modules
    // and the quiet zone, 33×17 cells.
    private static let code: Buffer = {
        var cells = Buffer(width: 33, height: 17)
        for row in 1..<16 {
            for column in 2..<31 where (row * 7 + column * 3) % 5 < 2 { cells.write("█", x: column, y: row) }
        }
        return cells
    }()

    private func rendered(_ invite: MainInvite, width: Int, height: Int) -> Buffer {
        let sut = InviteScreen(invite: invite, theme: Theme(glyphs: .unicode)) { _ in }
        var buffer = Buffer(width: width, height: height)
        sut.render(into: &buffer, area: buffer.bounds)
        return buffer
    }

    @Test("at 100×32 the link and the whole QR code show, and plain http over a network says it is not encrypted")
    func tall() {
        let buffer = rendered(MainInvite(link: "http://192.168.1.20:7420/join/K7QX3PM", code: Self.code), width: 100, height: 32)
        ViewFixture.check(buffer, named: "invite-100x32")
        #expect(buffer.text.contains("http://192.168.1.20:7420/join/K7QX3PM"))
        #expect(buffer.text.contains("Not encrypted"))
    }

    @Test("at 60×20 the QR code fits whole under the link alone; at 60×16 it does not, and the size that would show it is said")
    func short() {
        let buffer = rendered(MainInvite(link: "http://192.168.1.20:7420/join/K7QX3PM", code: Self.code), width: 60, height: 20)
        ViewFixture.check(buffer, named: "invite-60x20")
        #expect(buffer.text.contains("http://192.168.1.20:7420/join/K7QX3PM"))
        #expect(buffer.text.split(separator: "\n").filter { $0.contains("█") }.count == 15)
        let low = rendered(MainInvite(link: "http://192.168.1.20:7420/join/K7QX3PM", code: Self.code), width: 60, height: 16)
        #expect(!low.text.contains("█"), "a cut code would not scan, so none is drawn")
        #expect(low.text.contains("A terminal of 35×19 or more shows the QR code."), "\(low.text)")
    }

    @Test("a loopback or https link is not called unencrypted")
    func encrypted() {
        #expect(!MainInvite(link: "https://films.example:7420/join/K7QX3PM", code: nil).isUnencrypted)
        #expect(!MainInvite(link: "http://127.0.0.1:7420/join/K7QX3PM", code: nil).isUnencrypted)
        #expect(MainInvite(link: "http://films.local:7420/join/K7QX3PM", code: nil).isUnencrypted)
    }

    @Test("Esc, Enter, q and i go back; other keys do nothing")
    func keys() {
        var closed = 0
        let sut = InviteScreen(invite: MainInvite(link: "http://127.0.0.1:7420/join/K7QX3PM", code: nil), theme: Theme(glyphs: .unicode)) { _ in closed += 1 }
        for key in [Key.right, .char("d"), .escape, .enter, .char("q"), .char("i")] { sut.handle(.key(key)) }
        #expect(closed == 4)
        #expect(sut.legend.map(\.label) == ["back"])
    }
}
