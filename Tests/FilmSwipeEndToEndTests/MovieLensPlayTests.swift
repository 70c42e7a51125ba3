import Foundation
import MovieLensReleaseSupport
import Testing

@Suite("A MovieLens release built and played", .serialized)
struct MovieLensPlayTests {
    @Test("`catalogue build --movielens` builds a release into the data folder; the game deals it, / searches it, and so does `search --source movielens`")
    func buildAndPlay() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-ml-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let release = root.appendingPathComponent("ml-made-up"), data = root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try SyntheticRelease(users: 60, films: 150, ratings: 3_000).write(to: release)

        let notBuilt = try await run(filmswipeBinary.path, ["--source", "movielens", "--data-dir", data.path])
        #expect(notBuilt.status == 1)
        #expect(notBuilt.stderr.contains("There is no MovieLens catalogue in \(data.path) yet. Download a release from https://grouplens.org/datasets/movielens/"))

        let built = try await run(filmswipeBinary.path, ["catalogue", "build", "--movielens", release.path, "--data-dir", data.path])
        #expect(built.status == 0)
        #expect(built.stdout.hasPrefix("Built 150 films and their model from "))
        #expect(built.stdout.contains("Play it with `filmswipe --source movielens --data-dir \(data.path)`."))
        #expect(built.stderr.contains("Model: 100%"))

        let found = try await run(filmswipeBinary.path, ["search", "--source", "movielens", "--data-dir", data.path, "film 140"])
        #expect(found.status == 0)
        #expect(found.stdout == "The Film 140 (1950)\n")

        // A Letterboxd history placed on the MovieLens catalogue: its films are not in the bundled one.
        let history = root.appendingPathComponent("ratings.csv")
        try Data("Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,The Film 130,2010,https://boxd.it/a,4.5\n".utf8).write(to: history)
        let imported = try await run(filmswipeBinary.path, ["import", "letterboxd", history.path, "--movielens", "--data-dir", data.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("matched to the catalogue: 1 (1 favourite"))

        let game = try await TmuxGame(arguments: ["--source", "movielens"], dataDirectory: data, recommended: true)
        try await game.waitFor("Film ")
        for count in 1...3 {
            try await game.send("Right")
            try await game.waitFor("\(count) swiped")
        }
        try await game.send("/")
        try await game.send("-l", "Film 149")
        try await game.waitFor("Film 149 (1959)")
        try await game.send("Escape")
        try await game.quit()
        let favourites = try await run(filmswipeBinary.path, ["list", "favourites", "--data-dir", data.path])
        #expect(favourites.stdout.split(separator: "\n").count == 4)
        #expect(favourites.stdout.contains("The Film 130 (2010)"))
    }

    @Test("a release folder without ratings.csv is refused naming it, and nothing is made")
    func missingFile() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-ml-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let release = root.appendingPathComponent("ml-made-up"), data = root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try SyntheticRelease(users: 30, films: 40, ratings: 900).write(to: release)
        try FileManager.default.removeItem(at: release.appendingPathComponent("ratings.csv"))

        let refused = try await run(filmswipeBinary.path, ["catalogue", "build", "--movielens", release.path, "--data-dir", data.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "filmswipe: The MovieLens release in \(release.path) has no ratings.csv. Unzip the whole release there (movies.csv, ratings.csv, links.csv, tags.csv), then run `filmswipe catalogue build --movielens` again.\n")
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("movielens").path))
    }
}
