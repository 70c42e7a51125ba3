import Foundation
import Glibc
import Testing

@Suite("Reactions that last, played in tmux", .serialized)
struct ReactionsTests {
    func list(_ name: String, in game: TmuxGame) async throws -> [String] {
        let result = try await run(filmswipeBinary.path, ["list", name, "--data-dir", game.dataDirectory.path])
        #expect(result.status == 0, "list failed: \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("play, quit, play again: nothing reacted to comes back, and list shows every reaction")
    func resume() async throws {
        let first = try await TmuxGame()
        try await first.waitFor("Forrest Gump")
        try await first.send("Right", "Left", "Up")
        try await first.waitFor("3 swiped")
        try await first.send("q")
        try await first.waitFor("EXIT=0")

        let second = try await TmuxGame(dataDirectory: first.dataDirectory)
        let screen = try await second.waitFor("The Silence of the Lambs")
        #expect(!screen.contains("Forrest Gump"))
        try await second.waitFor("0 swiped · 3 in all")
        try await second.send("q")
        try await second.waitFor("EXIT=0")

        #expect(try await list("favourites", in: second) == ["Forrest Gump (1994)"])
        #expect(try await list("disliked", in: second) == ["Pulp Fiction (1994)"])
        #expect(try await list("watchlist", in: second) == ["The Shawshank Redemption (1994)"])
    }

    @Test("after kill -9 mid-game every swipe the player saw taken is in the list")
    func killNine() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        for _ in 0..<12 { try await game.send("Right") }
        // The 13th film on top means the 12th card has gone, which it does only once its reaction is committed.
        try await game.waitFor("Back to the Future")
        for pid in try await game.runningGames() { kill(pid_t(pid) ?? 0, SIGKILL) }
        // Not the pane's EXIT line: a killed game leaves the terminal raw, where that line wraps wherever the game's
        // cursor last was.
        let deadline = Date().addingTimeInterval(30)
        while try await !game.runningGames().isEmpty, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }

        #expect(try await list("favourites", in: game).count == 12)
    }

    @Test("u takes back the last reaction: the film is dealt again and leaves the list")
    func undo() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right")
        try await game.waitFor("Pulp Fiction")
        try await game.send("u")
        let undone = try await game.waitFor("Forrest Gump is back on top of the deck.")
        #expect(!undone.contains("u undo"), "nothing is left to take back, so u is not offered")
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        #expect(try await list("favourites", in: game).isEmpty)
    }

    @Test("a favourite found with /, disliked, then u: the favourite is back, the film is in no other list, and u says so")
    func undoRestoresFavourite() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right")
        try await game.waitFor("Pulp Fiction")
        try await game.send("/")
        try await game.waitFor("Find a film")
        try await game.send("-l", "forrest gump")
        try await game.waitFor("Forrest Gump (1994)")
        try await game.send("Enter")
        try await game.waitForGone("Find a film")
        try await game.send("Left")
        try await game.waitFor("2 swiped")
        try await game.send("u")
        let screen = try await game.waitFor("Forrest Gump is back in your favourites.")
        #expect(screen.contains("1 swiped"))
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        #expect(try await list("favourites", in: game) == ["Forrest Gump (1994)"])
        #expect(try await list("disliked", in: game).isEmpty)
    }

    @Test("↓ and j mark the top card seen: it goes to the Seen list, and u brings it back on top")
    func seenIt() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Down")
        try await game.waitFor("Pulp Fiction")
        try await game.send("j")
        try await game.waitFor("2 swiped")
        try await game.send("u")
        try await game.waitFor("Pulp Fiction is back on top of the deck.")
        try await game.send("q")
        try await game.waitFor("EXIT=0")
        #expect(try await list("seen", in: game) == ["Forrest Gump (1994)"])
    }

    @Test("the Library lists the reactions and removes one")
    func library() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right", "Right", "Up")
        try await game.waitFor("3 swiped")
        try await game.send("b")
        let lists = try await game.waitFor("1 Favourites 2")
        #expect(lists.contains("2 Watchlist 1"))
        try await game.send("Enter")
        try await game.waitFor("Favourite (now)")
        // Dislike, Favourite, Watchlist, Seen, Remove: three to the right removes it.
        try await game.send("Right", "Right", "Right", "Enter")
        try await game.waitFor("1 Favourites 1")
        #expect(try await game.screen().contains("4 Seen 0"))
        try await game.send("Escape", "q")
        try await game.waitFor("EXIT=0")
        #expect(try await list("favourites", in: game) == ["Forrest Gump (1994)"])
    }

    @Test("reset --yes forgets everything and the next game starts from the beginning")
    func reset() async throws {
        let game = try await TmuxGame()
        try await game.waitFor("Forrest Gump")
        try await game.send("Right", "q")
        try await game.waitFor("EXIT=0")

        let refused = try await run(filmswipeBinary.path, ["reset", "--data-dir", game.dataDirectory.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--yes"))
        let reset = try await run(filmswipeBinary.path, ["reset", "--yes", "--data-dir", game.dataDirectory.path])
        #expect(reset.status == 0)
        #expect(try await list("favourites", in: game).isEmpty)
    }
}
