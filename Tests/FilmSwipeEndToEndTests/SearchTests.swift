import Foundation
import Testing

@Suite("Finding a film: / in the game and filmswipe search", .serialized)
struct SearchTests {
    @Test("/ finds a film by part of its title without accents; Enter deals it on top; → makes it a favourite; Esc leaves the deck as it was")
    func searchInGame() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("/")
        try await game.waitFor("Find a film")
        try await game.send("-l", "leon the pro")
        let found = try await game.waitFor("Léon: The Professional (1994)")
        #expect(found.contains("/ leon the pro"))
        try await game.send("Enter")
        try await game.waitFor("Léon: The Professional")
        try await game.waitForGone("Find a film")
        try await game.send("Right")
        try await game.waitFor("Forrest Gump")
        try await game.send("/")
        try await game.waitFor("Find a film")
        try await game.send("-l", "zzqx")
        try await game.waitFor("No film in the catalogue has")
        try await game.send("Escape")
        try await game.waitFor("Forrest Gump")
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        let favourites = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", game.dataDirectory.path])
        #expect(favourites.stdout == "Léon: The Professional (1994)\n")
    }

    @Test("/heat and Enter typed in one go deals Heat on top: Enter waits for the answer still coming")
    func fastEnter() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("/", "h", "e", "a", "t", "Enter")
        try await game.waitForGone("Find a film")
        let screen = try await game.waitFor("Heat")
        #expect(PlayTests.topCardTitle(screen) == "Heat", "\(screen)")
    }

    @Test("filmswipe search prints titles, most-rated first, or JSON; nothing found is status 1 with a message")
    func searchCommand() async throws {
        let found = try await run(filmswipeBinary.path, ["search", "godfather"])
        #expect(found.status == 0)
        #expect(found.stdout.hasPrefix("The Godfather (1972)\nThe Godfather: Part II (1974)\n"))

        let json = try await run(filmswipeBinary.path, ["search", "AMÉLIE", "--json"])
        let films = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(films?.first?["title"] as? String == "Amelie")
        #expect(films?.first?["year"] as? Int == 2001)

        let nothing = try await run(filmswipeBinary.path, ["search", "qqqzzz"])
        #expect(nothing.status == 1)
        #expect(nothing.stdout.isEmpty)
        #expect(nothing.stderr.contains("No film in the catalogue has “qqqzzz” in its title"))

        let control = try await run(filmswipeBinary.path, ["search", "\u{1B}[2J\u{07}"])
        #expect(control.status == 64)
        #expect(!control.stderr.contains("\u{1B}"))
    }
}
