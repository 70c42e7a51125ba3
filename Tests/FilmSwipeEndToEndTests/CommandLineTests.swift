import Foundation
import Testing

/// The command line a newcomer meets: a word that is no command, help for every command (companions' too), and what
/// `list` and `party matches` say when there is nothing to list.
@Suite("The command line")
struct CommandLineTests {
    @Test("a word that is no command says so, lists the commands, suggests the nearest, and exits 64", arguments: [
        (["foo"], "unknown command 'foo'.", nil as String?),
        (["lsit", "favourites"], "unknown command 'lsit'.", "list"),
        (["serve"], "unknown command 'serve'.", "party serve"),
        (["help", "exprot"], "unknown command 'exprot'.", "export"),
        (["--no-animation", "lsit"], "unknown command 'lsit'", "list"),
        (["--data-dir", "/nowhere", "list", "favourites"], "'list' is a command: write it first", nil),
    ])
    func unknownCommand(arguments: [String], says: String, suggests: String?) async throws {
        let result = try await run(filmswipeBinary.path, arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("filmswipe: \(says)"), "\(result.stderr)")
        #expect(result.stderr.contains("The commands: play (the default), search, tonight, import, list, export, stats, reset, recommend, evaluate, catalogue, config, services, tmdb, party, help."), "\(result.stderr)")
        if let suggests {
            #expect(result.stderr.contains("Did you mean '\(suggests)'?"), "\(result.stderr)")
        } else {
            #expect(!result.stderr.contains("Did you mean"), "\(result.stderr)")
        }
        #expect(!result.stderr.contains("Unexpected argument"))
    }

    @Test("a bad option of the game is still ArgumentParser's, with the game's usage")
    func badOptionStaysArgumentParsers() async throws {
        let result = try await run(filmswipeBinary.path, ["--genre", "Opera"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown genre 'Opera'"), "\(result.stderr)")
        #expect(!result.stderr.contains("unknown command"))
    }

    /// Every command a player can ask help for, as `filmswipe help` takes it, with what its help's usage line starts with.
    static let everyCommand: [([String], String)] = [
        (["play"], "USAGE: filmswipe play"), (["search"], "USAGE: filmswipe search"), (["tonight"], "USAGE: filmswipe tonight"), (["import", "letterboxd"], "USAGE: filmswipe import letterboxd"),
        (["import", "imdb"], "USAGE: filmswipe import imdb"), (["list"], "USAGE: filmswipe list"), (["export"], "USAGE: filmswipe export"),
        (["stats"], "USAGE: filmswipe stats"), (["reset"], "USAGE: filmswipe reset"), (["config"], "USAGE: filmswipe config"),
        (["catalogue", "build"], "USAGE: filmswipe catalogue build"),
        (["catalogue", "model"], "USAGE: filmswipe-recommender model"), (["recommend"], "USAGE: filmswipe-recommender recommend"),
        (["evaluate"], "USAGE: filmswipe-recommender evaluate"),
        (["services"], "USAGE: filmswipe services"), (["services", "add"], "USAGE: filmswipe services add"),
        (["tmdb"], "USAGE: filmswipe tmdb"), (["tmdb", "login"], "USAGE: filmswipe tmdb login"), (["tmdb", "status"], "USAGE: filmswipe tmdb status"),
        (["tmdb", "sync"], "USAGE: filmswipe tmdb sync"), (["tmdb", "list"], "USAGE: filmswipe tmdb list"), (["tmdb", "import"], "USAGE: filmswipe tmdb import"),
        (["tmdb", "catalogue"], "USAGE: filmswipe tmdb catalogue"), (["tmdb", "logout"], "USAGE: filmswipe tmdb logout"),
        (["party"], "USAGE: filmswipe party"), (["party", "serve"], "USAGE: filmswipe party serve"), (["party", "host"], "USAGE: filmswipe party host"),
        (["party", "join"], "USAGE: filmswipe party join"), (["party", "matches"], "USAGE: filmswipe party matches"),
        (["party", "end"], "USAGE: filmswipe party end"),
    ]

    @Test("filmswipe help X works for every X, a companion's commands included, and never prints a stub", arguments: everyCommand)
    func helpForEveryCommand(words: [String], usage: String) async throws {
        let result = try await run(filmswipeBinary.path, ["help"] + words, environment: ["COLUMNS": "200", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(usage), "filmswipe help \(words.joined(separator: " ")):\n\(result.stdout)")
        #expect(result.stdout.contains("OPTIONS:"), "\(result.stdout)")
        #expect(!result.stdout.contains("[<arguments> ...]"), "a stub: \(result.stdout)")
    }

    @Test("each command the unknown-word message sends a player to is one `filmswipe help` knows")
    func suggestionsExist() async throws {
        for words in ["party serve", "party host", "party join", "party matches", "party end", "tmdb login", "tmdb status", "tmdb sync", "tmdb logout", "catalogue build", "catalogue model"] {
            let result = try await run(filmswipeBinary.path, ["help"] + words.split(separator: " ").map(String.init))
            #expect(result.status == 0, "filmswipe help \(words): \(result)")
        }
    }

    @Test("list says when a list is empty, on standard error, leaving standard output empty for scripts")
    func emptyList() async throws {
        let folder = try ScratchFolder()
        for (list, says) in [("favourites", "No favourites yet"), ("watchlist", "Your watchlist is empty"), ("disliked", "No dislikes yet"), ("seen", "No films marked seen yet")] {
            let result = try await run(filmswipeBinary.path, ["list", list, "--data-dir", folder.url.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix(says), "\(result.stderr)")
            #expect(result.stderr.contains(folder.url.path))
        }
        let json = try await run(filmswipeBinary.path, ["list", "seen", "--json", "--data-dir", folder.url.path])
        #expect(json.stdout.filter { !$0.isWhitespace } == "[]", "\(json)")
    }

    @Test("party matches says when there has been no party yet")
    func noParties() async throws {
        let folder = try ScratchFolder()
        let result = try await run(filmswipeBinary.path, ["party", "matches", "--data-dir", folder.url.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("No parties yet in \(folder.url.path): filmswipe party host starts a room"), "\(result.stderr)")
    }
}
