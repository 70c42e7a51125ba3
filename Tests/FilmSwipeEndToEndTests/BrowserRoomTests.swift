import ChildProcessSupport
import Foundation
import Glibc
import Testing

/// A party room's page in a real browser: a phone-sized headless Chromium joins a room a terminal host plays in tmux.
/// Chromium, its driver and Selenium are part of the set-up (`.ci/run` installs them): a machine without them fails
/// here with the commands that install them.
@Suite("A party room's page in headless Chromium, beside a terminal host", .serialized)
struct BrowserRoomTests {
    @Test("a phone joins /join/CODE (over plain http to a network name it says it is not encrypted): a name with markup shows as text, both say yes to the same film and see the match, the page comes back after the server is killed and started again with a vote made meanwhile kept, and after a reload as the same member, d on the host shows the same pick on the page, the page's Decide for us button picks on the host's screen, and the host's end shows on the page")
    func phoneBesideTerminalHost() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), ann = try PlayerFolder()
        // films.test, which the driver maps to 127.0.0.1, is a name the server answers to only when given it.
        var serve = try ServeProcess(port: port, data: serverData.url, options: ["--public-name", "films.test", "--public-name", "127.0.0.1.films.test"])
        try await serve.waitUntilListening()
        let host = try await TmuxGame(
            arguments: ["party", "host", "--server", "127.0.0.1:\(port)", "--name", "Ann", "--data-dir", ann.url.path, "--no-animation"], commandLine: true
        )
        let room = try #require(code(on: try await host.waitFor("filmswipe party join", seconds: 60)))
        // Closed at the end; a test that fails before lets go of it, which ends the browser too (see its deinit).
        let page = try await BrowserPage.start()

        // Reached by a name that is not loopback's (the driver maps films.test to 127.0.0.1), plain http is flagged.
        try await page.open("http://films.test:\(port)/join/\(room)")
        try await page.waitText("#insecure", "This connection is not encrypted")
        #expect(try await page.text("#insecure").contains("filmswipe party serve --tls-cert FILE --tls-key FILE"))
        // A name that merely starts with 127. is another machine's: flagged too.
        try await page.open("http://127.0.0.1.films.test:\(port)/join/\(room)")
        try await page.waitText("#insecure", "This connection is not encrypted")
        try await page.open("http://127.0.0.1:\(port)/join/\(room)")
        #expect(try await page.isShown("#insecure") == false, "loopback is this machine's own traffic")
        try await page.type("#name", "<b>Cleo</b>")
        try await page.click("#join button")
        let members = try await page.waitText("#members", "2 here", seconds: 30)
        #expect(members == "2 here: Ann, <b>Cleo</b>")
        #expect(try await page.html("#members").contains("&lt;b&gt;Cleo&lt;/b&gt;"), "the name is text, not markup")
        try await host.waitFor("2 here: Ann, <b>Cleo</b>")

        // Both are dealt the same first film; the phone swipes it right with a finger, the host with the arrow key.
        let first = try await topTitle(of: host)
        try await page.waitText(".card.top .title", first)
        try await page.drag(dx: 170, dy: 0)
        try await host.send("Right")
        try await host.waitFor("It's a match!")
        try await page.waitText("#matches", first)
        try await host.send("Enter")
        if let path = ProcessInfo.processInfo.environment["FILMSWIPE_PAGE_SCREENSHOT"] { try await page.screenshot(to: path) }

        // The server is killed; a yes made on the phone while it is down waits in the page's queue and is sent on the
        // welcome after the restart, so the host's yes makes a match of it.
        let second = try await page.text(".card.top .title")
        try await page.press("ArrowLeft")
        try await page.waitGone(".card.top .title", second)
        let third = try await page.text(".card.top .title")
        _ = await serve.end(SIGKILL)
        try await page.waitText("#status", "Reconnecting")
        try await page.click("#yes")
        try await page.waitGone(".card.top .title", third)
        serve = try ServeProcess(port: port, data: serverData.url, options: ["--public-name", "films.test", "--public-name", "127.0.0.1.films.test"])
        try await serve.waitUntilListening()
        try await page.waitText("#status", "Connected", seconds: 30)
        #expect(try await page.text("#matches").contains(first), "the match is still there")
        // A reload comes back as the same member by the token the page keeps for the room: no name asked, nothing dealt again.
        let top = try await page.text(".card.top .title")
        try await page.open("http://127.0.0.1:\(port)/join/\(room)")
        try await page.waitText("#status", "Connected", seconds: 30)
        #expect(try await page.isShown("#join") == false)
        #expect(try await page.waitText(".card.top .title", top) == top)
        try await host.waitFor("2 here: Ann, <b>Cleo</b>", seconds: 30)
        let thirdTitle = String(third.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
        try await swipeUntil(thirdTitle, on: host)
        try await host.waitFor("It's a match!")
        try await page.waitText("#matches", thirdTitle)
        try await host.send("Enter")

        // The host's d decides; the page counts down and shows the same pick.
        try await host.send("d")
        try await page.waitText("#countdown", "Deciding for you…", seconds: 10)
        let picked = try await host.waitFor("Picked for you", seconds: 15)
        let pageChoice = try await page.waitText("#picked", "Picked for you", seconds: 15)
        let pickedTitle = pageChoice.split(separator: "\n").dropFirst().first.map { String($0.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces) } ?? ""
        #expect([first, thirdTitle].contains(pickedTitle), "\(pageChoice)")
        #expect(picked.contains(pickedTitle), "the host's screen shows the page's pick: \(picked)")

        // The page's button asks the same as d: the host's screen counts down and picks again.
        try await host.send("Enter")
        try await host.waitForGone("Picked for you")
        try await page.click("#decide")
        try await host.waitFor("Picked for you", seconds: 15)
        try await host.send("Enter", "q")
        try await host.waitFor("Leave the room?")
        try await host.send("e")
        let ended = try await page.waitText("#ended", "Ann ended the room for everyone.")
        #expect(ended.contains(first) && ended.contains(thirdTitle))
        try await host.waitFor("is over")
        try await host.send("Enter")
        try await host.waitFor("EXIT=0")
        await page.close()
        _ = await serve.end(SIGTERM)
    }

    @Test("a watchlist uploaded from the page (Letterboxd's watchlist.csv) that shares a film with the terminal host's --bring-watchlist deals that film first on both screens, saying on 2 watchlists")
    func watchlistFromThePage() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), ann = try PlayerFolder()
        // Kon-Tiki (2012) is a bundled film nobody's first cards would hold; Ann has it on her watchlist by import.
        let annList = ann.url.appendingPathComponent("watchlist.csv")
        try Data("Date,Name,Year,Letterboxd URI\n2024-03-01,Kon-Tiki,2012,https://boxd.it/a\n".utf8).write(to: annList)
        let imported = try await run(filmswipeBinary.path, ["import", "letterboxd", annList.path, "--data-dir", ann.url.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        let host = try await TmuxGame(
            arguments: ["party", "host", "--server", "127.0.0.1:\(port)", "--name", "Ann", "--bring-watchlist", "--data-dir", ann.url.path, "--no-animation"],
            commandLine: true
        )
        let room = try #require(code(on: try await host.waitFor("filmswipe party join", seconds: 60)))
        #expect(try await topTitle(of: host) != "Kon-Tiki", "one watchlist alone deals nothing first")
        let page = try await BrowserPage.start()
        try await page.open("http://127.0.0.1:\(port)/join/\(room)")
        try await page.type("#name", "Cleo")
        try await page.click("#join button")
        try await page.waitText("#members", "2 here", seconds: 30)

        let cleoList = serverData.url.appendingPathComponent("cleo-watchlist.csv")
        try Data("Date,Name,Year,Letterboxd URI\n2024-01-02,Kon-Tiki,2012,https://boxd.it/b\n2024-01-03,No Such Film Anywhere,1901,https://boxd.it/c\n".utf8)
            .write(to: cleoList)
        try await page.click("#bringWatchlist")
        try await page.upload("#watchlistFile", file: cleoList.path)
        let said = try await page.waitText("#watchlistStatus", "found", seconds: 30)
        #expect(said.hasPrefix("1 film found on the room's catalogue, 1 not in it"), "\(said)")
        try await page.waitText(".card.top .title", "Kon-Tiki (2012)")
        #expect(try await page.text(".card.top .watchlists") == "On 2 watchlists")
        let screen = try await host.waitFor("On 2 watchlists", seconds: 20)
        #expect(try await topTitle(of: host) == "Kon-Tiki", "dealt on top of the host's cards too: \(screen)")
        #expect(!screen.contains("Cleo's") && !screen.contains("Ann's"), "never whose")
        // A reload shows the box ticked, saying what the server counted: the watchlist still counts.
        try await page.open("http://127.0.0.1:\(port)/join/\(room)")
        try await page.waitText("#status", "Connected", seconds: 30)
        #expect(try await page.isShown("#watchlistPick"))
        #expect(try await page.text("#watchlistStatus") == said)
        try await leave(host, page: page, serve: serve)
    }

    @Test("a room deciding by any two with 2 likes each, on the page: its rule and likes left show, a film the host said yes to comes to the top of the phone's cards, the phone's yes on it is a match on both screens, and a like past the cap is refused on the page")
    func rulesCapAndOverlapOnThePage() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), ann = try PlayerFolder()
        let serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        let host = try await TmuxGame(
            arguments: ["party", "host", "--server", "127.0.0.1:\(port)", "--rule", "two", "--likes", "2", "--name", "Ann", "--data-dir", ann.url.path,
                        "--no-animation"],
            commandLine: true
        )
        let room = try #require(code(on: try await host.waitFor("filmswipe party join", seconds: 60)))
        let page = try await BrowserPage.start()
        try await page.open("http://127.0.0.1:\(port)/join/\(room)")
        try await page.type("#name", "Cleo")
        try await page.click("#join button")
        try await page.waitText("#members", "2 here", seconds: 30)
        #expect(try await page.text("#rules") == "A match when any two say yes · 2 likes each")
        #expect(try await page.text("#likes") == "2 likes left")

        // The host passes on the first film and says yes to the second: the phone, which has swiped neither, is dealt
        // the second first.
        let first = try await topTitle(of: host)
        try await page.waitText(".card.top .title", first)
        try await host.send("Left")
        try await host.waitForGone("│ \(first) ")
        let second = try await topTitle(of: host)
        try await host.send("Right")
        try await page.waitText(".card.top .title", second)
        try await page.press("ArrowRight")
        try await host.waitFor("It's a match!")
        try await page.waitText("#matches", second)
        try await page.waitText("#likes", "1 like left")
        try await host.send("Enter")

        // The phone's second like spends its last; a third is refused on the page and sends nothing.
        try await page.waitText(".card.top .title", first)
        try await page.press("ArrowRight")
        try await page.waitText("#likes", "0 likes left")
        let next = try await page.waitGone(".card.top .title", first)
        try await page.press("ArrowRight")
        try await page.waitText("#notice", "You have used all 2 of your likes")
        #expect(try await page.text(".card.top .title") == next, "the card stays until it is swiped left")
        try await leave(host, page: page, serve: serve)
    }

    @Test("over TLS (party serve --tls-cert, host on wss:// with --ca): the phone opens the https:// link, is not told the connection is unencrypted, joins over wss, and a yes on each side is a match on both screens")
    func phoneOverTLS() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder(), ann = try PlayerFolder()
        let made = try await TestCertificate.make(in: serverData.url)
        let serve = try ServeProcess(port: port, data: serverData.url, options: ["--tls-cert", made.certificateFile, "--tls-key", made.keyFile])
        try await serve.waitUntilListening()
        let host = try await TmuxGame(
            arguments: ["party", "host", "--server", "wss://localhost:\(port)", "--ca", made.certificateFile, "--name", "Ann", "--data-dir", ann.url.path,
                        "--no-animation"],
            commandLine: true
        )
        let room = try #require(code(on: try await host.waitFor("filmswipe party join", seconds: 60)))
        // The browser trusts this certificate by its key, as a phone trusts a server's certificate from a real authority.
        let page = try await BrowserPage.start(trustingKey: try await made.publicKeyHash())
        try await page.open("https://localhost:\(port)/join/\(room)")
        try await page.type("#name", "Cleo")
        try await page.click("#join button")
        try await page.waitText("#members", "2 here", seconds: 30)
        #expect(try await page.isShown("#insecure") == false, "https is encrypted")
        #expect(try await page.run("return location.protocol") == "https:")
        try await host.waitFor("2 here: Ann, Cleo")

        let first = try await topTitle(of: host)
        try await page.waitText(".card.top .title", first)
        try await page.press("ArrowRight")
        try await host.send("Right")
        try await host.waitFor("It's a match!")
        try await page.waitText("#matches", first)
        try await host.send("Enter")
        try await leave(host, page: page, serve: serve)
    }

    @Test("a code no room has gets the plain No such room page, in the browser too")
    func noSuchRoom() async throws {
        let port = try freeLoopbackPort()
        let serverData = try PlayerFolder()
        let serve = try ServeProcess(port: port, data: serverData.url)
        try await serve.waitUntilListening()
        let page = try await BrowserPage.start()
        let title = try await page.open("http://127.0.0.1:\(port)/join/ZZZZZZZ")
        #expect(title == "No such room")
        #expect(try await page.text("h1") == "No such room")
        await page.close()
        _ = await serve.end(SIGTERM)
    }

    // The host leaves the room open (q, then q) and its game ends; the browser and the server are let go.
    private func leave(_ host: TmuxGame, page: BrowserPage, serve: ServeProcess) async throws {
        await page.close()
        try await host.send("q")
        try await host.waitFor("Leave the room?")
        try await host.send("q")
        try await host.waitFor("EXIT=0")
        _ = await serve.end(SIGTERM)
    }

    // Swipes the host's cards left until `title` is on top, then right.
    private func swipeUntil(_ title: String, on host: TmuxGame) async throws {
        for _ in 0..<4 {
            let top = try await topTitle(of: host)
            if top == title {
                try await host.send("Right")
                return
            }
            try await host.send("Left")
            try await host.waitForGone("│ \(top) ")
        }
        Issue.record("\(title) never came to the top of the host's deck")
    }

    private func topTitle(of game: TmuxGame) async throws -> String {
        let screen = try await game.waitFor("╭")
        let line = screen.split(separator: "\n").first { $0.contains("│ ") } ?? ""
        return String(line.split(separator: "│").dropFirst().first ?? "").trimmingCharacters(in: .whitespaces)
    }
}
