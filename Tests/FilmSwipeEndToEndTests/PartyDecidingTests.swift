import Foundation
import Glibc
import Testing

extension TmuxGame {
    /// The host's way out that leaves the room open: q asks whether to end the room for everyone, and q again leaves.
    func leaveAsHost(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await send("q")
        try await waitFor("Leave the room?", sourceLocation: sourceLocation)
        try await send("q")
        try await waitFor("EXIT=0", sourceLocation: sourceLocation)
    }
}

@Suite("Party rooms deciding together and ending, played in tmux", .serialized)
struct PartyDecidingTests {
    @Test("party host checks --rule and --likes before the terminal is taken: an unknown rule names the choices, no likes at all is refused")
    func badRules() async throws {
        let ann = try PlayerFolder()
        let rule = try await run(filmswipeBinary.path, ["party", "host", "--rule", "loudest", "--data-dir", ann.url.path])
        #expect(rule.status == 64 && rule.stderr.contains("Unknown rule 'loudest'. Choose from: everyone, majority, two."), "\(rule.stderr)")
        for likes in ["0", "-3"] {
            let refused = try await run(filmswipeBinary.path, ["party", "host", "--likes", likes, "--data-dir", ann.url.path])
            #expect(refused.status == 64 && refused.stdout.isEmpty, "--likes \(likes): \(refused.stderr)")
        }
        let zero = try await run(filmswipeBinary.path, ["party", "host", "--likes", "0", "--data-dir", ann.url.path])
        #expect(zero.stderr.contains("--likes 0 is not a number of likes: give each member from 1 to 1000, or leave --likes out for no cap."))
        let bare = try await run(filmswipeBinary.path, ["party", "end", "K7QX3PM", "--data-dir", ann.url.path])
        #expect(bare.status == 1 && bare.stderr.contains("This data folder was never in room K7QX3PM. Only the room's host can end it"))
        let shape = try await run(filmswipeBinary.path, ["party", "end", "K0", "--data-dir", ann.url.path])
        #expect(shape.status == 64)
    }

    @Test("a room of two deciding by any two with 2 likes each: the header says so, a third like is refused, d shows the same pick on both after a countdown, and the host's q then e ends it for both with its matches shown and kept")
    func decideAndEnd() async throws {
        let port = try freeLoopbackPort()
        let ann = try PlayerFolder(), bob = try PlayerFolder()
        let host = try await TmuxGame(
            arguments: ["party", "host", "--listen", "127.0.0.1:\(port)", "--rule", "two", "--likes", "2", "--name", "Ann", "--data-dir", ann.url.path,
                        "--no-animation"],
            commandLine: true
        )
        let hosting = try await host.waitFor("A friend joins with: filmswipe party join", seconds: 60)
        #expect(hosting.contains("Host's rules: match: two · 2 likes each"))
        #expect(hosting.contains("d decide"), "the legend offers d in a party")
        let room = try #require(code(on: hosting))
        let friend = try await TmuxGame(
            arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", bob.url.path, "--no-animation"],
            width: 60, height: 20, commandLine: true
        )
        try await friend.waitFor("2 likes left · 2 here: Ann, Bob", seconds: 30)
        try await host.waitFor("2 here: Ann, Bob")

        let film = try await topTitle(of: host)
        try await friend.waitFor("│ \(film) ")
        try await host.send("Right")
        try await friend.send("Right")
        try await host.waitFor("It's a match!")
        try await friend.waitFor("It's a match!")
        try await host.waitFor("1 like left")
        try await host.send("Enter", "Right")
        try await host.waitFor("0 likes left")
        try await host.send("Right")
        try await host.waitFor("used all 2 of your likes")
        try await host.send("Enter")

        try await friend.send("Enter", "d")
        try await friend.waitFor("Deciding for you")
        // The host's screen counts down too; a loaded machine may draw it after the 3 s, so the pick is what is awaited.
        let picked = try await host.waitFor("Picked for you", seconds: 10)
        #expect(picked.contains(film) && picked.contains("your only match"))
        try await friend.waitFor("Picked for you", seconds: 10)

        try await host.send("Enter", "q")
        try await host.waitFor("Leave the room?")
        try await host.send("e")
        let over = try await friend.waitFor("is over")
        #expect(over.contains("Ann ended the room for everyone."))
        try await host.waitFor("is over")
        try await friend.send("Enter")
        let printed = try await friend.waitFor("EXIT=0")
        #expect(printed.contains("Party \(room) is over."))
        try await host.send("Enter")
        try await host.waitFor("EXIT=0")

        let matches = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", bob.url.path])
        let lines = matches.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(" · Ann, Bob · ended") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("  Picked: \(film) (") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("  \(film) (") == true)
    }

    @Test("on a party serve server, a friend cannot end the room, the host can after leaving it with party end, and the room is gone from the server")
    func endFromTheCommandLine() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), ann = try PlayerFolder(), bob = try PlayerFolder()
        let serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        let host = try await TmuxGame(
            arguments: ["party", "host", "--server", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"], commandLine: true
        )
        let room = try #require(code(on: try await host.waitFor("filmswipe party join", seconds: 60)))
        let friend = try await TmuxGame(
            arguments: ["party", "join", "\(room)@127.0.0.1:\(port)", "--name", "Bob", "--data-dir", bob.url.path, "--no-animation"], commandLine: true
        )
        try await friend.waitFor("2 here", seconds: 30)
        try await friend.send("q")
        try await friend.waitFor("EXIT=0")
        try await host.leaveAsHost()

        let notHost = try await run(filmswipeBinary.path, ["party", "end", "\(room)@127.0.0.1:\(port)", "--data-dir", bob.url.path])
        #expect(notHost.status == 1)
        #expect(notHost.stderr == "filmswipe: Room \(room) is still on: only the host, Ann, can end the room; anyone else can only leave it.\n", "\(notHost.stderr)")

        let ended = try await run(filmswipeBinary.path, ["party", "end", room, "--data-dir", ann.url.path])
        #expect(ended.status == 0, "\(ended.stderr)")
        #expect(ended.stdout == "Party \(room) is over.\n  No match.\n")
        let gone = try await run(filmswipeBinary.path, ["party", "join", "\(room)@127.0.0.1:\(port)", "--data-dir", bob.url.path])
        #expect(gone.status == 1 && gone.stderr.lowercased().contains("code"), "the server forgot the room")
        let listed = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", ann.url.path])
        #expect(listed.stdout.hasPrefix("Party \(room) · ") && listed.stdout.contains(" · ended\n"))
        _ = await serve.end(SIGTERM)
    }

    private func topTitle(of game: TmuxGame) async throws -> String {
        let screen = try await game.waitFor("╭")
        let line = screen.split(separator: "\n").first { $0.contains("│ ") } ?? ""
        return String(line.split(separator: "│").dropFirst().first ?? "").trimmingCharacters(in: .whitespaces)
    }
}
