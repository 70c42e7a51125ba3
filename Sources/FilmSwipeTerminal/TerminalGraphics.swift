import FilmSwipeCells
import Glibc

/// How this terminal draws posters: known when the session opens, or when the terminal's answer to the game's
/// questions comes. Posters wait for it (`drawing()`); the cards never do.
@MainActor
public final class TerminalGraphics {
    /// How long the questions are waited for before the first frame: one frame at 60 a second, so the first card is
    /// never held up by more than that. An answer after it is still taken, up to `lateAnswerLimit`.
    static let firstFrameWait = 17
    /// How long after the questions a late answer is still taken (milliseconds); without one by then, symbols.
    static let lateAnswerLimit = 1500

    /// The pane images pass through, inside tmux.
    let tmux: TmuxPane?
    private var decision: PosterDrawing?
    private var waiting: [CheckedContinuation<PosterDrawing, Never>] = []
    private var answer = GraphicsAnswer()
    private let identity: String
    private let answers: TerminalAnswersFile?
    private let windowCell: CellPixels?
    /// Told the drawing once it is decided (the session then sets up the image layer for its protocol).
    var whenDecided: ((PosterDrawing) -> Void)?

    init(decided: PosterDrawing?, tmux: TmuxPane?, identity: String, answers: TerminalAnswersFile?, windowCell: CellPixels?) {
        decision = decided
        self.tmux = tmux
        self.identity = identity
        self.answers = answers
        self.windowCell = windowCell
    }

    /// How posters are drawn; waits for the terminal's answer while it is awaited.
    public func drawing() async -> PosterDrawing {
        if let decision { return decision }
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// What is decided so far; nil while the answer is awaited.
    public var decided: PosterDrawing? { decision }

    /// Takes the terminal's replies; once they are complete, draws as they say and keeps them for the next game.
    func take(_ replies: [TerminalReply]) {
        guard decision == nil, !replies.isEmpty else { return }
        for reply in replies { answer.take(reply) }
        guard answer.isComplete else { return }
        answers?.keep(answer, for: identity)
        decide(answer.imageProtocol.map { .image($0, cell: windowCell ?? answer.cell ?? .usual) } ?? .symbols)
    }

    /// No answer came in time: symbols, and nothing kept (the terminal is asked again next time).
    func giveUp() {
        guard decision == nil else { return }
        decide(.symbols)
    }

    func decide(_ drawing: PosterDrawing) {
        guard decision == nil else { return }
        decision = drawing
        whenDecided?(drawing)
        let waiting = self.waiting
        self.waiting = []
        for continuation in waiting { continuation.resume(returning: drawing) }
    }

    /// Writes the questions to `output` and reads `input` for up to `milliseconds`, until the device attributes (the
    /// last answer) come; what was answered meanwhile. Keys typed meanwhile are passed over.
    static func ask(input: Int32, output: Int32, milliseconds: Int) -> [TerminalReply] {
        let questions = Array(GraphicsAnswer.questions.utf8)
        guard TerminalOutput.write(questions, to: output) else { return [] }
        var scanner = TerminalReplyScanner()
        var replies: [TerminalReply] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        let deadline = monotonicMilliseconds() + milliseconds
        while case let left = deadline - monotonicMilliseconds(), left > 0 {
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(left))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &chunk, chunk.count)
            guard count > 0 else { break }
            replies += scanner.scan(Array(chunk[..<count]))
            if replies.contains(where: { if case .deviceAttributes = $0 { true } else { false } }) { break }
        }
        return replies
    }

    /// The cell's pixels the window size gives (many terminals fill in its pixels), if it does.
    static func windowCell(of fd: Int32) -> CellPixels? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        let width = Int(size.ws_xpixel) / Int(size.ws_col), height = Int(size.ws_ypixel) / Int(size.ws_row)
        return width > 0 && height > 0 ? CellPixels(width: width, height: height) : nil
    }

    private static func monotonicMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }
}
