import Foundation
import Testing

/// Tab completion as bash does it, through the script the install puts where bash-completion looks.
@Suite("Tab completion in bash")
struct CompletionTests {
    @Test("after filmswipe: the commands, and after a dash every option of the game, with --help and --version")
    func topLevel() async throws {
        let bash = try await BashCompletion()
        let commands = try await bash.offered("filmswipe ")
        #expect(Set(commands).isSuperset(of: ["play", "search", "import", "list", "export", "stats", "reset", "config", "services", "tmdb", "party"]), "\(commands)")
        let options = try await bash.offered("filmswipe --")
        #expect(Set(options).isSuperset(of: [
            "--catalogue", "--data-dir", "--source", "--genre", "--from-year", "--to-year", "--min-rating", "--only-mine", "--seed",
            "--animation", "--no-animation", "--colour", "--no-colour", "--region", "--posters", "--no-posters", "--help", "--version",
        ]), "\(options)")
    }

    @Test("values: genres, sources, formats and lists")
    func values() async throws {
        let bash = try await BashCompletion()
        #expect(try await bash.offered("filmswipe --genre Sci") == ["Science-Fiction"])
        #expect(try await bash.offered("filmswipe --genre Wa") == ["War"])
        #expect(try await bash.offered("filmswipe --source ") == ["catalogue", "tmdb", "snapshot", "movielens"])
        #expect(try await bash.offered("filmswipe export --format ") == ["csv", "json", "letterboxd"])
        #expect(try await bash.offered("filmswipe list ") == ["favourites", "watchlist", "disliked", "seen"])
    }

    @Test("files and folders: --data-dir offers folders, --catalogue JSON files, import its files, --unmatched any file")
    func paths() async throws {
        let folder = try ScratchFolder(["films/", "export.zip", "ratings.csv", "catalogue.json", "notes.txt"])
        let base = folder.url.path + "/"
        let bash = try await BashCompletion()
        #expect(try await bash.offered("filmswipe --data-dir \(base)") == [base + "films"])
        #expect(Set(try await bash.offered("filmswipe --catalogue \(base)")) == [base + "films", base + "catalogue.json"])
        #expect(Set(try await bash.offered("filmswipe import letterboxd \(base)")) == [base + "films", base + "export.zip", base + "ratings.csv"])
        #expect(Set(try await bash.offered("filmswipe import imdb \(base)r")) == [base + "ratings.csv"])
        let unmatched = try await bash.offered("filmswipe import imdb \(base)ratings.csv --unmatched \(base)n")
        #expect(unmatched == [base + "notes.txt"])
        #expect(try await bash.offered("filmswipe list favourites --data-dir \(base)f") == [base + "films"])
    }

    @Test("after tmdb only its commands for players: no play, search or services, which filmswipe runs itself")
    func tmdbHasNoInternalWords() async throws {
        let bash = try await BashCompletion()
        let offered = try await bash.offered("filmswipe tmdb ")
        #expect(Set(offered).isSuperset(of: ["login", "status", "sync", "import", "catalogue", "logout"]), "\(offered)")
        for hidden in ["play", "search", "services"] {
            #expect(!offered.contains(hidden), "tmdb offers its internal \(hidden): \(offered)")
        }
        #expect(Set(try await bash.offered("filmswipe services ")).isSuperset(of: ["add", "remove", "list"]))
    }

    @Test("a companion's option values: party's certificate files and genres, the recommender's ratings files")
    func companionValues() async throws {
        let folder = try ScratchFolder(["party.crt", "party.key", "ratings.csv", "rooms/"])
        let base = folder.url.path + "/"
        let bash = try await BashCompletion()
        #expect(try await bash.offered("filmswipe party j") == ["join"])
        #expect(try await bash.offered("filmswipe party host --pr") == ["--private"])
        #expect(try await bash.offered("filmswipe party host --genre Hor") == ["Horror"])
        #expect(Set(try await bash.offered("filmswipe party serve --tls-cert \(base)")) == [base + "party.crt", base + "party.key", base + "ratings.csv", base + "rooms"])
        #expect(try await bash.offered("filmswipe party serve --data-dir \(base)") == [base + "rooms"])
        #expect(Set(try await bash.offered("filmswipe evaluate --ratings \(base)")) == [base + "ratings.csv", base + "rooms"])
        #expect(try await bash.offered("filmswipe recommend --que") == ["--queries"])
    }
}
