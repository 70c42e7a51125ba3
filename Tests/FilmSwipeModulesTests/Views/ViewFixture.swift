import FilmSwipeCells
import Foundation
import Testing

/// Compares a rendered buffer with a text fixture in `Views/Fixtures/`.
/// `FILMSWIPE_RECORD_FIXTURES=1 swift test` writes the fixtures anew (then read them before committing).
enum ViewFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func check(_ buffer: Buffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent("\(name).txt")
        let rendered = framed(buffer)
        if ProcessInfo.processInfo.environment["FILMSWIPE_RECORD_FIXTURES"] == "1" {
            try? rendered.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no fixture \(name).txt: record it with FILMSWIPE_RECORD_FIXTURES=1", sourceLocation: sourceLocation)
            return
        }
        #expect(rendered == expected, "\(name).txt differs; rendered:\n\(rendered)", sourceLocation: sourceLocation)
    }

    // A ruler shows the buffer's size; each row ends in "|" so trailing blanks are visible.
    private static func framed(_ buffer: Buffer) -> String {
        let rows = (0..<buffer.height).map { buffer.text(row: $0) + "|" }
        return "\(buffer.width)x\(buffer.height)\n" + rows.joined(separator: "\n") + "\n"
    }
}
