@testable import FilmSwipeTerminal
import FilmSwipeCells
import Foundation
import Testing

@MainActor
@Suite("The terminal's answer about images: awaited by posters, kept for the next game")
struct TerminalGraphicsTests {
    func answersFile() throws -> (TerminalAnswersFile, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-answers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return (TerminalAnswersFile(url: folder.appendingPathComponent(TerminalAnswersFile.fileName)), folder)
    }

    @Test("a poster asking before the answer waits for it; the answer is kept under the terminal's name, for the next game")
    func lateAnswer() async throws {
        let (file, folder) = try answersFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = TerminalGraphics(decided: nil, tmux: nil, identity: "TERM=xterm-256color", answers: file, windowCell: nil)
        var decided: [PosterDrawing] = []
        sut.whenDecided = { decided.append($0) }
        let waiting = Task { await sut.drawing() }
        await Task.yield()
        sut.take([.cellPixels(CellPixels(width: 8, height: 16))])
        #expect(sut.decided == nil, "the device attributes, the last answer, have not come")
        sut.take([.deviceAttributes([62, 4])])
        let sixel = PosterDrawing.image(.sixel, cell: CellPixels(width: 8, height: 16))
        #expect(await waiting.value == sixel)
        #expect(decided == [sixel])
        #expect(file.answer(for: "TERM=xterm-256color")?.imageProtocol == .sixel)
        #expect(file.answer(for: "TERM=xterm-256color")?.cell == CellPixels(width: 8, height: 16))
        #expect(file.answer(for: "TERM=other") == nil)
    }

    @Test("no answer in time: symbols, and nothing kept, so the terminal is asked again next time")
    func noAnswer() async throws {
        let (file, folder) = try answersFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = TerminalGraphics(decided: nil, tmux: nil, identity: "TERM=xterm", answers: file, windowCell: nil)
        sut.giveUp()
        #expect(await sut.drawing() == .symbols)
        sut.take([.deviceAttributes([62, 4])])
        #expect(sut.decided == .symbols, "an answer after giving up changes nothing")
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test("a file that is not the game's is passed over, not trusted")
    func badFile() throws {
        let (file, folder) = try answersFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not json".utf8).write(to: file.url)
        #expect(file.answer(for: "TERM=xterm") == nil)
        var answer = GraphicsAnswer()
        answer.kitty = true
        answer.attributes = [62]
        file.keep(answer, for: "TERM=xterm")
        #expect(file.answer(for: "TERM=xterm")?.imageProtocol == .kitty)
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
