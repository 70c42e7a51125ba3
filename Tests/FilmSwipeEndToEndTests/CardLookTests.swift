import Foundation
import Testing

@Suite("One film, one look, on a card that uses the screen, in the built game", .serialized)
struct CardLookTests {
    @Test("at 200×50 a new player's first card grows and shows every section, fans also liked once the model is built")
    func everySectionAt200x50() async throws {
        let game = try await TmuxGame(arguments: ["--seed", "1"], width: 200, height: 50, recommended: true)
        // What fans also liked comes from the similarity model, built in the background after the first page.
        let screen = try await game.waitFor("Fans also liked", seconds: 60)
        // Seed 1 starts a new player on The Princess Bride.
        #expect(screen.contains("The Princess Bride"))
        for section in ["1987 · 1h 38m · Action, Adventure", "★ 8.4/10 · 163 ratings", "and a gentle giant.", "Ratings ½★ ·▁▁▁▁▂▂▇▃█ 5★",
                        "IMDb 8.2 · 53,946 votes in 2005 · Budget $16 million", "Popular with people who like Action"] {
            #expect(screen.contains(section), "\(section) is missing:\n\(screen)")
        }
        let top = try #require(screen.split(separator: "\n").first { $0.contains("╭") })
        #expect(top.filter { $0 == "─" }.count == 88, "the card is 90 columns wide:\n\(screen)")
    }

    @Test("a film taken back after a restart shows the facts it was dealt with: certificate, spread, IMDb line")
    func undoAfterRestart() async throws {
        let first = try await TmuxGame(arguments: ["--no-animation"])
        try await first.waitFor("Forrest Gump")
        try await first.send("Right")
        try await first.waitFor("1 swiped")
        try await first.send("q")
        try await first.waitFor("EXIT=0")

        let second = try await TmuxGame(arguments: ["--no-animation"], dataDirectory: first.dataDirectory)
        try await second.waitFor("Pulp Fiction")
        try await second.send("u")
        let screen = try await second.waitFor("Forrest Gump")
        #expect(screen.contains("1994 · 2h 22m · PG-13"), "the certificate is back:\n\(screen)")
        #expect(screen.contains("Ratings ½★"), "the spread is back:\n\(screen)")
        try await second.send("Enter")
        let details = try await second.waitFor("IMDb 8.2 · 89,722 votes")
        #expect(details.contains("Budget $55 million"))
    }
}
