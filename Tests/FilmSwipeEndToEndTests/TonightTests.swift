import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

/// `filmswipe tonight` played in tmux over an imported Letterboxd watchlist.
@Suite("Tonight's film, chosen in the terminal", .serialized)
struct TonightTests {
    /// A Letterboxd watchlist: three films over two hours in the bundled catalogue (The Matrix 136 min, Titanic 194,
    /// Braveheart 177), one whose length it does not know (Heat), and six of two hours or less.
    static let watchlist = [
        ("Heat", 1995), ("Alien", 1979), ("The Matrix", 1999), ("Fargo", 1996), ("Groundhog Day", 1993), ("Toy Story", 1995),
        ("Titanic", 1997), ("Speed", 1994), ("Braveheart", 1995), ("The Terminator", 1984),
    ]
    /// The films `--max-runtime 120` leaves out: longer, or of unknown length.
    static let overTwoHours = ["Heat", "The Matrix", "Titanic", "Braveheart"]

    /// A data folder with `watchlist` imported from Letterboxd.
    static func importedWatchlist() async throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let rows = watchlist.enumerated().map { "2024-01-\(String(format: "%02d", $0.offset + 1)),\($0.element.0),\($0.element.1),https://boxd.it/\($0.offset)" }
        let file = folder.url.appendingPathComponent("watchlist.csv")
        try Data(("Date,Name,Year,Letterboxd URI\r\n" + rows.joined(separator: "\r\n") + "\r\n").utf8).write(to: file)
        let data = folder.url.appendingPathComponent("data")
        let imported = try await run(filmswipeBinary.path, ["import", "letterboxd", file.path, "--data-dir", data.path])
        #expect(imported.status == 0 && imported.stdout.contains("10 watchlist"), "\(imported.stdout)\(imported.stderr)")
        return folder
    }

    /// The running times on a screen of two cards ("1984 · 1h 48m · …", "1996 · 98m · …"), in minutes, left card first.
    static func runtimes(on screen: String) -> [Int] {
        guard let facts = screen.split(separator: "\n").first(where: { $0.contains("│ 19") || $0.contains("│ 20") }) else { return [] }
        return facts.split(separator: "│").compactMap { card -> Int? in
            let text = card.trimmingCharacters(in: .whitespaces)
            guard let match = text.firstMatch(of: /^\d{4} · (?:(\d+)h (\d+)m|(\d+)m)/) else { return nil }
            if let hours = match.output.1, let minutes = match.output.2 { return Int(hours)! * 60 + Int(minutes)! }
            return match.output.3.flatMap { Int($0) }
        }
    }

    /// The titles on a screen of two cards, left first: the first row inside the cards.
    static func titles(on screen: String) -> [String] {
        guard let row = screen.split(separator: "\n").first(where: { $0.contains("│ ") }) else { return [] }
        return row.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "or" }
    }

    @Test("tonight --max-runtime 120 on an imported watchlist deals only films of two hours or less, seven pairs, and ends in one film, kept")
    func maxRuntime() async throws {
        let folder = try await Self.importedWatchlist()
        let data = folder.url.appendingPathComponent("data")
        let game = try await TmuxGame(
            arguments: ["tonight", "--max-runtime", "120", "--seed", "7", "--data-dir", data.path], dataDirectory: data, commandLine: true
        )
        var shown: [String] = []
        var lastLeft = ""
        for pair in 1...7 {
            let screen = try await game.waitFor("Pair \(pair) of 7", seconds: 60)
            let titles = Self.titles(on: screen), minutes = Self.runtimes(on: screen)
            #expect(titles.count == 2 && minutes.count == 2, "pair \(pair):\n\(screen)")
            #expect(minutes.allSatisfy { $0 <= 120 }, "pair \(pair) deals a film over two hours:\n\(screen)")
            shown += titles
            lastLeft = titles.first ?? ""
            if pair == 7 { #expect(screen.contains("Final: which would you rather watch tonight?")) }
            try await game.send("Left")
        }
        #expect(Set(shown).isDisjoint(with: Self.overTwoHours), "\(shown)")
        #expect(Set(shown).isSuperset(of: ["Alien", "Fargo", "Groundhog Day", "Toy Story", "Speed", "The Terminator"]), "the watchlist comes first: \(shown)")
        // Left every time: the final's left film is the one left.
        let decided = try await game.waitFor("Tonight: \(lastLeft) (")
        #expect(decided.contains("TONIGHT") && decided.contains("Runner-up: ") && decided.contains("Chosen from 8 films"))
        try await game.waitFor("Kept: ")
        try await game.send("Enter")
        let end = try await game.waitFor("EXIT=0")
        #expect(end.contains("Tonight: \(lastLeft) ("))

        let history = try await run(filmswipeBinary.path, ["tonight", "--history", "--data-dir", data.path])
        #expect(history.status == 0)
        #expect(history.stdout.split(separator: "\n").count == 1 && history.stdout.contains("Tonight: \(lastLeft) (") && history.stdout.contains("from 8 films"))
    }

    @Test("left before the last pair, nothing is chosen; the same command goes on where it was, an answer taken back across runs; once chosen, a new round starts")
    func quitAndGoOn() async throws {
        let folder = try await Self.importedWatchlist()
        let data = folder.url.appendingPathComponent("data")
        let command = ["tonight", "--films", "3", "--data-dir", data.path]
        let game = try await TmuxGame(arguments: command, dataDirectory: data, commandLine: true)
        let first = Self.titles(on: try await game.waitFor("Pair 1 of 2", seconds: 60))
        try await game.send("Left")
        try await game.waitFor("Pair 2 of 2")
        try await game.send("u")
        #expect(Self.titles(on: try await game.waitFor("Pair 1 of 2")) == first)
        try await game.send("Left")
        let second = Self.titles(on: try await game.waitFor("Pair 2 of 2"))
        try await game.send("q")
        let end = try await game.waitFor("EXIT=0")
        #expect(end.contains("No film chosen yet: you left before the last pair."))
        let history = try await run(filmswipeBinary.path, ["tonight", "--history", "--data-dir", data.path])
        #expect(history.status == 0 && history.stdout.isEmpty && history.stderr.contains("No film chosen yet"))

        let again = try await TmuxGame(arguments: command, dataDirectory: data, commandLine: true)
        let resumed = try await again.waitFor("back where you left off", seconds: 60)
        #expect(resumed.contains("Pair 2 of 2") && Self.titles(on: resumed) == second, "\(resumed)")
        try await again.send("u")
        let takenBack = try await again.waitFor("Pair 1 of 2")
        #expect(Self.titles(on: takenBack) == first && !takenBack.contains("back where you left off"))
        try await again.send("Left")
        try await again.waitFor("Pair 2 of 2")
        try await again.send("Left")
        try await again.waitFor("Kept: ")
        try await again.send("Enter")
        try await again.waitFor("EXIT=0")

        let fresh = try await TmuxGame(arguments: command, dataDirectory: data, commandLine: true)
        let started = try await fresh.waitFor("Pair 1 of 2", seconds: 60)
        #expect(!started.contains("back where you left off"))
        try await fresh.send("q")
        try await fresh.waitFor("EXIT=0")
    }

    @Test("bad input is refused before the terminal is taken, naming the problem and the way out")
    func refusals() async throws {
        let folder = try ScratchFolder()
        let data = folder.url.path
        let cases: [([String], Int32, String)] = [
            (["--max-runtime", "0"], 64, "--max-runtime 0 leaves no film: give the longest film you want, in minutes"),
            (["--films", "1"], 64, "--films 1 is outside 2–16"),
            (["--history", "--max-runtime", "90"], 64, "--history lists the films chosen before; it takes no --max-runtime"),
            (["--genre", "Nope"], 64, "Unknown genre 'Nope'"),
            (["--only-mine"], 1, "--only-mine chooses among films on your streaming services, and you have none saved. Add yours with `filmswipe services add NAME…"),
            (["--max-runtime", "20"], 1, "No film on your watchlist or among the recommender's best unseen films is of 20 minutes or less (with a known length). Ask for less: a longer --max-runtime."),
            (["--from-year", "2030"], 1, "is from 2030 on. Ask for less: an earlier --from-year."),
            (["--genre", "Western", "--max-runtime", "60"], 1,
             "is of 60 minutes or less (with a known length), in the genre Western. Ask for less: a longer --max-runtime, another --genre, or fewer of these limits."),
        ]
        for (arguments, status, message) in cases {
            let result = try await run(filmswipeBinary.path, ["tonight"] + arguments + ["--data-dir", data])
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test("--only-mine with services saved but no TMDB snapshot names the command that makes one")
    func onlyMineNeedsSnapshot() async throws {
        let folder = try ScratchFolder()
        try Data(#"{"services":[{"id":8,"name":"Netflix","region":"GB"}],"version":1}"#.utf8).write(to: folder.url.appendingPathComponent("services.json"))
        let result = try await run(filmswipeBinary.path, ["tonight", "--only-mine", "--data-dir", folder.url.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("--only-mine needs to know what streams where, which the bundled catalogue does not"), "\(result.stderr)")
        #expect(result.stderr.contains("filmswipe tmdb catalogue --data-dir \(folder.url.path)"))
    }

    @Test("--only-mine chooses among the films on your services the snapshot knows, and the film chosen says where to watch it")
    func onlyMineSaysWhereToWatch() async throws {
        let folder = try ScratchFolder()
        // Forrest Gump streams on Netflix, The Matrix is free on Prime, Pulp Fiction is only to rent: two films are yours.
        try await PartyOnlyMineTests.writeSnapshot(in: folder.url, region: "GB")
        try WatchServicesFile(folder: folder.url).save(WatchServices(region: "GB", providers: [PartyOnlyMineTests.netflix, PartyOnlyMineTests.prime]))
        let game = try await TmuxGame(
            arguments: ["tonight", "--only-mine", "--seed", "3", "--data-dir", folder.url.path], dataDirectory: folder.url, commandLine: true
        )
        let pair = try await game.waitFor("Pair 1 of 1", seconds: 60)
        #expect(Set(Self.titles(on: pair)) == ["Forrest Gump", "The Matrix"], "\(pair)")
        #expect(pair.contains("Final: which would you rather watch tonight?"))
        let left = try #require(Self.titles(on: pair).first)
        try await game.send("Left")
        let decided = try await game.waitFor("Kept: ")
        #expect(decided.contains("Tonight: \(left) ("))
        let streams = left == "Forrest Gump" ? ["On your services: Netflix", "Stream in GB: Netflix"] : ["On your services: Amazon Prime Video", "Free in GB: Amazon Prime Video"]
        for line in streams + ["Availability by JustWatch"] {
            #expect(decided.contains(line), "\(line):\n\(decided)")
        }
        #expect(!decided.contains("Pulp Fiction"))
        try await game.send("Enter")
        try await game.waitFor("EXIT=0")
    }
}
