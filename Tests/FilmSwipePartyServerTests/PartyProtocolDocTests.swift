import FilmSwipeParty
import Foundation
import Testing

/// What the README promises a client about the protocol.
struct PartyReadmeTests {
    @Test func everyRefusalReasonTheServerCanSendIsInTheReadme() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| server | `refused`") })
        for reason in RefusalReason.allCases {
            #expect(row.contains("`\(reason.rawValue)`"), "the README's refused row lacks \(reason.rawValue)")
        }
    }
}
