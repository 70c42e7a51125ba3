import FilmSwipeParty
import Foundation
import Testing

/// What docs/party.md promises a client about the protocol.
struct PartyProtocolDocTests {
    @Test func everyRefusalReasonTheServerCanSendIsInTheProtocolTable() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/party.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| server | `refused`") })
        for reason in RefusalReason.allCases {
            #expect(row.contains("`\(reason.rawValue)`"), "docs/party.md's refused row lacks \(reason.rawValue)")
        }
    }
}
