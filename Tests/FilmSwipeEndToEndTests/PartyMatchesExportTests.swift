import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyClient
import Foundation
import Testing

/// `party matches --export letterboxd DIR`: a room's matches as a Letterboxd list, read back by `import letterboxd`.
@Suite("Party matches written for Letterboxd")
struct PartyMatchesExportTests {
    let server = "127.0.0.1:7420"

    /// A data folder whose party store holds two parties: K7QX3PM (older) with one match, LB73F24 (newer) with two
    /// matches and a pick, The Shawshank Redemption.
    func parties() async throws -> PlayerFolder {
        let folder = try PlayerFolder()
        let store = try PartyClientStore(path: folder.url.appendingPathComponent("party.sqlite"))
        let older = try RoomCode(parsing: "K7QX3PM"), newer = try RoomCode(parsing: "LB73F24")
        let token = try #require(ResumeToken(text: String(repeating: "ab", count: 16)))
        func match(_ code: RoomCode, _ id: Int, _ title: String, _ year: Int, _ sequence: Int) -> PartyMatchRecord {
            PartyMatchRecord(code: code.text, film: FilmID(source: .catalogue, value: id), title: title, year: year, sequence: sequence, yes: 2, members: 2)
        }
        try await store.saveParty(code: older, server: server, name: "Ann", token: token)
        try await store.recordMatch(match(older, 2019, "Seven Samurai", 1954, 1), server: server)
        try await store.saveParty(code: newer, server: server, name: "Ann", token: token)
        try await store.recordMatch(match(newer, 110, "Braveheart", 1995, 1), server: server)
        try await store.recordMatch(match(newer, 318, "The Shawshank Redemption", 1994, 2), server: server)
        try await store.recordPick(PartyPickRecord(code: newer.text, film: FilmID(source: .catalogue, value: 318), title: "The Shawshank Redemption", year: 1994, sequence: 1), server: server)
        return folder
    }

    @Test("the newest party's matches, its pick first, as a list file Letterboxd imports; import letterboxd reads it back onto the watchlist")
    func exportAndReadBack() async throws {
        let folder = try await parties()
        let out = try ScratchFolder()
        let lists = out.url.appendingPathComponent("lists/party")
        let result = try await run(filmswipeBinary.path, ["party", "matches", "--export", "letterboxd", lists.path, "--data-dir", folder.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Wrote letterboxd-party-LB73F24.csv into \(lists.path): 2 films, the pick The Shawshank Redemption (1994) first."))
        #expect(result.stdout.contains("New list, then Import"))
        #expect(result.stdout.contains("`filmswipe tmdb list \(lists.appendingPathComponent("letterboxd-party-LB73F24.csv").path)` makes it a list on your TMDB account."))
        let file = lists.appendingPathComponent("letterboxd-party-LB73F24.csv")
        #expect(try String(contentsOf: file, encoding: .utf8) == "Title,Year,tmdbID\r\nThe Shawshank Redemption,1994,\r\nBraveheart,1995,\r\n")

        let player = try ScratchFolder()
        let imported = try await run(filmswipeBinary.path, ["import", "letterboxd", file.path, "--data-dir", player.url.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("matched to the catalogue: 2 (0 favourite, 0 disliked, 2 watchlist, 0 seen)"), "\(imported.stdout)")
        let watchlist = try await run(filmswipeBinary.path, ["list", "watchlist", "--data-dir", player.url.path])
        #expect(Set(watchlist.stdout.split(separator: "\n")) == ["The Shawshank Redemption (1994)", "Braveheart (1995)"])
    }

    @Test("--room chooses the party; a file already there is never written over; bad input names the problem and the way out")
    func roomAndRefusals() async throws {
        let folder = try await parties()
        let out = try ScratchFolder()
        let data = ["--data-dir", folder.url.path]
        let first = try await run(filmswipeBinary.path, ["party", "matches", "--export", "letterboxd", out.url.path, "--room", "k7qx-3pm"] + data)
        #expect(first.status == 0, "\(first.stderr)")
        let file = out.url.appendingPathComponent("letterboxd-party-K7QX3PM.csv")
        #expect(try String(contentsOf: file, encoding: .utf8) == "Title,Year,tmdbID\r\nSeven Samurai,1954,\r\n")

        let again = try await run(filmswipeBinary.path, ["party", "matches", "--export", "letterboxd", out.url.path, "--room", "K7QX3PM"] + data)
        #expect(again.status == 1 && again.stderr.contains("already holds letterboxd-party-K7QX3PM.csv from an earlier export. Nothing was written"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Seven Samurai"))

        let cases: [([String], Int32, String)] = [
            (["--export", "letterboxd"], 64, "--export letterboxd writes into a folder: give it after the format"),
            ([out.url.path], 64, "is a folder to export to, which needs --export letterboxd before it"),
            (["--export", "imdb", out.url.path], 64, "imdb"),
            (["--export", "letterboxd", out.url.path, "--json"], 64, "--json prints the parties; --export writes a room's matches to a file"),
            (["--export", "letterboxd", out.url.path, "--room", "K7Q"], 64, "--room K7Q:"),
            (["--export", "letterboxd", out.url.path, "--room", "ZZZZZZZ"], 1, "You were in no party ZZZZZZZ"),
            (["--export", "letterboxd", file.path], 1, "is a file; --export letterboxd writes its file into a folder. Nothing was written"),
        ]
        for (arguments, status, message) in cases {
            let result = try await run(filmswipeBinary.path, ["party", "matches"] + arguments + data)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }

        let empty = try PlayerFolder()
        let none = try await run(filmswipeBinary.path, ["party", "matches", "--export", "letterboxd", out.url.path, "--data-dir", empty.url.path])
        #expect(none.status == 1 && none.stderr.contains("None of your parties has a match yet"))
    }
}
