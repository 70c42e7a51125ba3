import Foundation
import Testing

@Suite("Cards worth reading, in the built game", .serialized)
struct RichCardTests {
    /// The lines inside the top card's frame after its rating line (the body), read from a screen capture.
    static func cardBody(_ screen: String) -> [String]? {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let rating = rows.firstIndex(where: { $0.contains("★") && $0.contains("/10") }) else { return nil }
        var body: [String] = []
        for row in rows[(rating + 1)...] {
            guard let open = row.firstIndex(of: "│") else { break }
            let inside = row[row.index(after: open)...].prefix { $0 != "│" }
            if row.contains("╰") { break }
            body.append(inside.trimmingCharacters(in: .whitespaces))
        }
        return body
    }

    @Test("--genre Horror --from-year 2005 at 100×32: 40 cards in a row each show something beyond title, facts and rating")
    func horrorSince2005() async throws {
        let game = try await TmuxGame(arguments: ["--genre", "Horror", "--from-year", "2005", "--no-animation", "--seed", "1"], recommended: true)
        try await game.waitFor("★")
        var screen = try await game.settledScreen()
        var cards: [String] = []
        for card in 1...40 {
            let body = try #require(Self.cardBody(screen), "card \(card) has no rating line:\n\(screen)")
            #expect(body.contains { !$0.isEmpty }, "card \(card) has a blank body:\n\(screen)")
            cards.append(screen)
            try await game.send("Left")
            // The next card is on screen once the header counts the swipe and two captures agree.
            try await game.waitFor("\(card) swiped")
            screen = try await game.settledScreen()
            if screen.contains("That's all") { break }
        }
        #expect(Set(cards).count == 40, "40 different cards were dealt")
    }

    @Test("Enter on a card shows its details: the spread of its ratings and the facts from IMDb")
    func details() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Enter")
        let screen = try await game.waitFor("IMDb")
        #expect(screen.contains("Ratings ½★"))
        #expect(screen.contains("2h 22m · PG-13"))
    }
}
