import FilmSwipeDomain
import FilmSwipePartyClient
import Foundation
import Testing

/// `party matches` as the player reads it: a heading per party with its local date and who was there, its matches
/// indented; and as JSON, the same grouping.
struct PartyMatchesTextTests {
    static let braveheart = PartyMatchRecord(code: "LB73F24", film: FilmID(source: .catalogue, value: 110), title: "Braveheart", year: 1995,
                                             sequence: 1, yes: 3, members: 3)
    static let parties = [
        // 23:30 in London is the next day in Tokyo.
        PartyRecord(code: "LB73F24", server: "127.0.0.1:7420", joinedAt: Date(timeIntervalSince1970: 1_795_303_800),
                    members: ["Ann", "Bob", "Cy"], matches: [braveheart]),
        PartyRecord(code: "Q2WH9ZD", server: "127.0.0.1:7420", joinedAt: Date(timeIntervalSince1970: 1_795_200_000), members: ["Ann"], matches: []),
        PartyRecord(code: "K7QX3PM", server: "10.0.0.2:7420", joinedAt: Date(timeIntervalSince1970: 1_795_100_000), members: nil,
                    matches: [PartyMatchRecord(code: "K7QX3PM", film: FilmID(source: .catalogue, value: 9), title: "Untitled", year: nil,
                                               sequence: 1, yes: 2, members: 2)]),
    ]

    @Test func eachPartyHasAHeadingAndItsMatchesIndented() throws {
        let london = try #require(TimeZone(identifier: "Europe/London"))
        #expect(PartyMatchesText.lines(Self.parties, timeZone: london) == [
            "Party LB73F24 · 21 Nov 2026 · Ann, Bob, Cy",
            "  Braveheart (1995)",
            "",
            "Party Q2WH9ZD · 20 Nov 2026 · Ann",
            "  no match",
            "",
            "Party K7QX3PM · 19 Nov 2026 · who was there was not recorded",
            "  Untitled",
        ])
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(PartyMatchesText.lines(Self.parties, timeZone: tokyo).first == "Party LB73F24 · 22 Nov 2026 · Ann, Bob, Cy", "the player's local date")
        #expect(PartyMatchesText.lines([]).isEmpty)
    }

    @Test func theJSONIsTheSameGroupingWithNullForWhatIsNotKnown() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try #require(try JSONSerialization.jsonObject(with: encoder.encode(Self.parties)) as? [[String: Any]])
        #expect(json.map { $0["code"] as? String } == ["LB73F24", "Q2WH9ZD", "K7QX3PM"])
        #expect(json[0]["server"] as? String == "127.0.0.1:7420")
        #expect(json[0]["joined_at"] as? String == "2026-11-21T23:30:00Z")
        #expect(json[0]["members"] as? [String] == ["Ann", "Bob", "Cy"])
        #expect(json[2]["members"] is NSNull, "unknown, not nobody")
        let match = try #require((json[0]["matches"] as? [[String: Any]])?.first)
        #expect(Set(match.keys) == ["code", "film", "title", "year", "sequence", "yes", "members"])
        #expect(match["title"] as? String == "Braveheart" && match["yes"] as? Int == 3)
        #expect((json[1]["matches"] as? [Any])?.isEmpty == true)
    }

    @Test func aPartyThatDecidedAndEndedSaysItsPickFirstAndThatItEnded() throws {
        let pick = PartyPickRecord(code: "LB73F24", film: FilmID(source: .catalogue, value: 110), title: "Braveheart", year: 1995, sequence: 2)
        let ended = PartyRecord(code: "LB73F24", server: "127.0.0.1:7420", joinedAt: Date(timeIntervalSince1970: 1_795_303_800),
                                members: ["Ann", "Bob"], matches: [Self.braveheart], pick: pick, endedAt: Date(timeIntervalSince1970: 1_795_310_000))
        let london = try #require(TimeZone(identifier: "Europe/London"))
        #expect(PartyMatchesText.lines([ended], timeZone: london) == [
            "Party LB73F24 · 21 Nov 2026 · Ann, Bob · ended",
            "  Picked: Braveheart (1995)",
            "  Braveheart (1995)",
        ])
        let encoder = JSONEncoder()
        let json = try #require(try JSONSerialization.jsonObject(with: encoder.encode([ended, Self.parties[1]])) as? [[String: Any]])
        #expect((json[0]["pick"] as? [String: Any])?["title"] as? String == "Braveheart")
        #expect(json[0]["ended_at"] as? String == "2026-11-22T01:13:20Z")
        #expect(json[1]["pick"] is NSNull && json[1]["ended_at"] is NSNull, "a party that did not decide or end says so")
    }
}
