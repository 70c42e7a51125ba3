import Foundation
import Testing

/// A folder holding a config file for one test, removed when the test lets go of it.
final class ConfigFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-config-\(UUID().uuidString)")
    /// `config.toml` in the folder.
    var file: URL { url.appendingPathComponent("config.toml") }

    /// The folder, with `text` as the config file when given.
    init(_ text: String? = nil) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: file) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The environment of a child that reads this config file, with `changes`.
    func environment(_ changes: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !["NO_COLOR", "FILMSWIPE_REDUCED_MOTION", "XDG_DATA_HOME"].contains($0.key) }
        environment["FILMSWIPE_CONFIG"] = file.path
        environment["HOME"] = url.path
        environment["USER"] = "ann"
        environment["COLUMNS"] = "200"
        return environment.merging(changes) { $1 }
    }
}

@Suite("The config file, through the built programs")
struct ConfigTests {
    @Test("filmswipe config shows the file and every setting in force, with where each came from")
    func showsSettings() async throws {
        let folder = try ConfigFolder("# mine\nanimation = false\nregion = \"gb\"\n[party]\nname = \"Zed\"\n")
        let result = try await run(filmswipeBinary.path, ["config"], environment: folder.environment(["NO_COLOR": "1"]))
        #expect(result.status == 0, "\(result.stderr)")
        // The columns' widths follow the path's length; the unit tests check the layout.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines == [
            "Config file: \(folder.file.path)",
            "(from FILMSWIPE_CONFIG)",
            "",
            "Settings in force (a command-line option wins):",
            "data-dir \(folder.url.path)/.local/share/filmswipe default",
            "animation false config file, line 2",
            "colour false environment variable NO_COLOR",
            "region GB config file, line 3",
            "posters auto default",
            "party.name Zed config file, line 5",
            "",
        ])
    }

    @Test("XDG_CONFIG_HOME places the file; a missing file is no error; --path prints the path alone")
    func xdgAndMissing() async throws {
        let folder = try ConfigFolder()
        let environment = folder.environment(["FILMSWIPE_CONFIG": "", "XDG_CONFIG_HOME": folder.url.path])
        let expected = folder.url.appendingPathComponent("filmswipe/config.toml").path
        let shown = try await run(filmswipeBinary.path, ["config"], environment: environment)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("Config file: \(expected)\n  (from XDG_CONFIG_HOME)\n  Not there yet, so no setting comes from it.\n"))
        #expect(shown.stdout.contains("animation   true"))
        let path = try await run(filmswipeBinary.path, ["config", "--path"], environment: environment)
        #expect(path.status == 0)
        #expect(path.stdout == expected + "\n")
    }

    @Test("config --init writes the commented template, and refuses to write over a file")
    func initTemplate() async throws {
        let folder = try ConfigFolder()
        let environment = folder.environment(["FILMSWIPE_CONFIG": "", "XDG_CONFIG_HOME": folder.url.path])
        let written = try await run(filmswipeBinary.path, ["config", "--init"], environment: environment)
        let file = folder.url.appendingPathComponent("filmswipe/config.toml")
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains(file.path))
        let template = try String(contentsOf: file, encoding: .utf8)
        for key in ["# data-dir = ", "# animation = true", "# colour = true", "# region = ", "[party]", "# name = "] {
            #expect(template.contains(key))
        }
        let again = try await run(filmswipeBinary.path, ["config", "--init"], environment: environment)
        #expect(again.status == 1)
        #expect(again.stderr == "filmswipe: The config file \(file.path) is already there; edit it, or move it aside to write a new template.\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == template)
        let shown = try await run(filmswipeBinary.path, ["config"], environment: environment)
        #expect(shown.status == 0, "the template is a good file: \(shown.stderr)")
    }

    @Test("the file's data-dir is where the commands keep their files; --data-dir still wins")
    func dataDirectory() async throws {
        let folder = try ConfigFolder()
        let games = folder.url.appendingPathComponent("games")
        try Data("data-dir = \"~/games\"\n".utf8).write(to: folder.file)
        let stats = try await run(filmswipeBinary.path, ["stats"], environment: folder.environment())
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(FileManager.default.fileExists(atPath: games.appendingPathComponent("reactions.sqlite").path))
        let other = folder.url.appendingPathComponent("other")
        let flagged = try await run(filmswipeBinary.path, ["stats", "--data-dir", other.path], environment: folder.environment())
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("reactions.sqlite").path))
    }

    @Test("a bad file is refused by every program with its path, line and key, status 1, before anything is drawn", arguments: [
        ["config"], [], ["list", "favourites"], ["stats"], ["--source", "tmdb"], ["tmdb", "status"], ["party", "matches"],
        ["party", "join", "ABCDEFG@127.0.0.1:9"],
    ])
    func badFile(arguments: [String]) async throws {
        let folder = try ConfigFolder("animation = true\ncolour = false\n\nanimation = \"no\"\n")
        let result = try await run(filmswipeBinary.path, arguments, environment: folder.environment(["TERM": "xterm-256color"]))
        #expect(result.status == 1)
        #expect(result.stderr == "filmswipe: The config file \(folder.file.path), line 4: animation is already set on line 1; keep one of the two. Fix or remove that line; `filmswipe config` checks the file again.\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".local").path), "no data folder was made")
    }

    @Test("a wrong type and an unknown key say what is wrong")
    func badValues() async throws {
        let wrongType = try ConfigFolder("colour = false\nanimation = \"no\"\n")
        let typed = try await run(filmswipeBinary.path, ["config"], environment: wrongType.environment())
        #expect(typed.stderr.contains("line 2: animation must be true or false, not \"no\"."))
        let unknown = try ConfigFolder("animations = false\n")
        let named = try await run(filmswipeBinary.path, ["config"], environment: unknown.environment())
        #expect(named.stderr.contains("line 1: unknown setting animations. Did you mean animation? The settings are data-dir, animation, colour, region, posters, and name under [party]."))
    }

    @Test("in a terminal, a bad file is reported before the screen is taken over")
    func badFileInTerminal() async throws {
        let folder = try ConfigFolder("[party]\nname = \"Zed\"\n[parti]\n")
        let game = try await TmuxGame(width: 240, environment: ["FILMSWIPE_CONFIG": folder.file.path])
        let screen = try await game.waitFor("EXIT=1")
        #expect(screen.contains("\(folder.file.path), line 3: unknown table [parti]. Did you mean [party]?"))
        #expect(!screen.contains("FilmSwipe "), "the game screen never showed")
    }

    @Test("--region is checked, and goes with --source tmdb only")
    func regionOption() async throws {
        let folder = try ConfigFolder()
        let letters = try await run(filmswipeBinary.path, ["--source", "tmdb", "--region", "GBR"], environment: folder.environment())
        #expect(letters.status == 64)
        #expect(letters.stderr.contains("--region must be two letters (ISO 3166-1, such as GB, US or DE), not \"GBR\"."))
        let catalogue = try await run(filmswipeBinary.path, ["--region", "GB"], environment: folder.environment())
        #expect(catalogue.status == 64)
        #expect(catalogue.stderr.contains("--region chooses TMDB's release dates and streaming services: it goes with --source tmdb."))
    }
}
