import FilmSwipeCells
import Foundation

/// What each terminal answered about images, kept in the data folder (`terminal-answers.json`), so that the next game
/// in the same terminal knows at once and asks nothing.
public struct TerminalAnswersFile: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "terminal-answers.json"

    /// One terminal's answer.
    struct Answer: Codable, Equatable, Sendable {
        /// `kitty`, `sixel`, or nil for a terminal that shows no images.
        var images: String?
        /// The cell's pixels, when the terminal said.
        var cellWidth: Int?
        var cellHeight: Int?
    }

    /// Where the file is.
    public let url: URL

    /// The answers kept at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The answer kept for the terminal `identity` names; nil when none is, or the file cannot be read (it is only
    /// ever a shortcut: the terminal is asked instead).
    func answer(for identity: String) -> GraphicsAnswer? {
        guard let kept = read()[identity] else { return nil }
        var answer = GraphicsAnswer()
        answer.kitty = kept.images == ImageProtocol.kitty.rawValue
        answer.attributes = kept.images == ImageProtocol.sixel.rawValue ? [4] : []
        if let width = kept.cellWidth, let height = kept.cellHeight, width > 0, height > 0 { answer.cell = CellPixels(width: width, height: height) }
        return answer
    }

    /// Keeps `answer` for the terminal `identity` names; a file that cannot be written is left as it is.
    func keep(_ answer: GraphicsAnswer, for identity: String) {
        var answers = read()
        answers[identity] = Answer(images: answer.imageProtocol?.rawValue, cellWidth: answer.cell?.width, cellHeight: answer.cell?.height)
        guard let data = try? JSONEncoder().encode(answers) else { return }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(Self.fileName).\(getpid())")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        if rename(temporary.path, url.path) != 0 { unlink(temporary.path) }
    }

    private func read() -> [String: Answer] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: Answer].self, from: data)) ?? [:]
    }
}
