import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("filmswipe recommend")
final class RecommendTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-recommend-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    // Alien, Aliens, Jaws, The Shining, The Exorcist; Toy Story, A Bug's Life, Babe, Groundhog Day, Clueless.
    let horror = [1214, 1200, 1387, 1258, 1997], comedy = [1, 2355, 34, 1265, 39]
    let titles = [1214: "Alien", 1200: "Aliens", 1387: "Jaws", 1258: "The Shining", 1997: "The Exorcist"]

    func write(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Six horror fans and six comedy fans, each rating their own five films 5 stars.
    func training() throws -> String {
        var lines = ["userId,movieId,rating,timestamp"]
        for user in 1...12 {
            for (time, film) in (user <= 6 ? horror : comedy).enumerated() { lines.append("\(user),\(film),5.0,\(time)") }
        }
        return try write("train.csv", lines.joined(separator: "\n") + "\n")
    }

    func lines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test("each query user gets one JSON line, in the order they first appear, ranked by the model built from --train, never a film of their history")
    func queries() async throws {
        let queries = try write("queries.csv", "userId,movieId,rating,timestamp\n17,1214,5.0,100\n4,1,4.5,7\n17,1200,2.0,101\n")

        let result = try await run(filmswipeBinary.path, ["recommend", "--train", training(), "--queries", queries, "--n", "3", "--reasons"])

        #expect(result.status == 0, "\(result.stderr)")
        let found = try lines(result.stdout)
        #expect(found.map { $0["user"] as? Int } == [17, 4])
        let horrorFan = try #require(found[0]["films"] as? [Int]), comedyFan = try #require(found[1]["films"] as? [Int])
        #expect(horrorFan.count == 3 && comedyFan.count == 3)
        #expect(horrorFan.allSatisfy { horror.contains($0) && $0 != 1214 && $0 != 1200 }, "\(horrorFan)")
        #expect(comedyFan.allSatisfy { comedy.contains($0) && $0 != 1 }, "\(comedyFan)")
        #expect((found[0]["reasons"] as? [String])?.first == "Because you liked Alien")
        #expect(found[0]["titles"] as? [String] == horrorFan.map { titles[$0]! })
    }

    @Test("the same files give the same lines; --explore deals as the game does, every fifth card exploring")
    func deterministic() async throws {
        let queries = try write("queries.csv", "userId,movieId,rating,timestamp\n17,1214,5.0,100\n")
        let arguments = ["recommend", "--train", try training(), "--queries", queries, "--n", "10"]

        let first = try await run(filmswipeBinary.path, arguments), second = try await run(filmswipeBinary.path, arguments)
        let exploring = try await run(filmswipeBinary.path, arguments + ["--explore", "--seed", "2", "--reasons"])

        #expect(first.stdout == second.stdout && !first.stdout.isEmpty)
        // A card dealt for no reason says null.
        let reasons = try #require(try lines(exploring.stdout).first?["reasons"] as? [Any]).map { $0 as? String }
        #expect(reasons.count == 10 && reasons[4]?.hasPrefix("A change from") == true && reasons[9]?.hasPrefix("A change from") == true, "\(reasons)")
        #expect(reasons.indices.filter { reasons[$0]?.hasPrefix("A change from") == true } == [4, 9])
    }

    @Test("without --queries it recommends for the player's own reactions, none of them dealt again")
    func ownReactions() async throws {
        let data = home.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let store = try SQLiteReactionStore(path: data.appendingPathComponent("reactions.sqlite"))
        for (id, title) in [(1214, "Alien"), (1200, "Aliens")] {
            try await store.setReaction(Film(id: FilmID(source: .catalogue, value: id), title: title), from: .none, to: .favourite)
        }

        let result = try await run(filmswipeBinary.path, ["recommend", "--data-dir", data.path, "--n", "7", "--reasons"])

        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(try lines(result.stdout).first)
        #expect(line.keys.contains("user") && line["user"] is NSNull)
        let films = try #require(line["films"] as? [Int])
        #expect(films.count == 7 && !films.contains(1214) && !films.contains(1200))
        #expect((line["reasons"] as? [String])?.contains { $0.hasPrefix("Because you liked Alien") } == true)
    }

    @Test("an empty --queries file prints nothing and succeeds")
    func emptyQueries() async throws {
        let result = try await run(filmswipeBinary.path, ["recommend", "--queries", try write("empty.csv", "")])

        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test("a bad row is refused, naming the file, the line and the column, and nothing is printed")
    func badRow() async throws {
        let queries = try write("bad.csv", "userId,movieId,rating,timestamp\n17,1214,5.0,100\n17,1200,five,101\n")

        let bad = try await run(filmswipeBinary.path, ["recommend", "--queries", queries])
        let badTraining = try await run(filmswipeBinary.path, ["recommend", "--train", try write("train-bad.csv", "userId,movieId,rating,timestamp\n1,1,9,1\n")])

        #expect(bad.status == 1 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("\(queries): line 3, column 3, field \"rating\""), "\(bad.stderr)")
        #expect(badTraining.status == 1 && badTraining.stderr.contains("line 2, column 3, field \"rating\" is 9.0, outside 0.5 to 5 stars"), "\(badTraining.stderr)")
    }

    @Test("--session answers each line at once: next deals and marks dealt, a reaction is a swipe the next card answers, a bad line names the field")
    func session() async throws {
        let queries = try write("queries.csv", "userId,movieId,rating,timestamp\n17,1214,5.0,100\n")
        let input = try write("session.jsonl", [
            #"{"user": 17, "next": 1}"#,
            #"{"user": 17, "film": 1, "reaction": "dislike"}"#,
            #"{"user": 17, "reaction": "favourite"}"#,
            "",
            #"{"user": 4, "film": 1, "reaction": "favourite"}"#,
            #"{"user": 4, "next": 2}"#,
        ].joined(separator: "\n") + "\n")

        let result = try await run(filmswipeBinary.path, ["recommend", "--train", training(), "--queries", queries, "--session"], stdinPath: input)

        #expect(result.status == 0, "\(result.stderr)")
        let answers = try lines(result.stdout)
        #expect(answers.count == 5, "one answer a line, none for the empty one: \(result.stdout)")
        let first = try #require(answers.first?["films"] as? [Int])
        #expect(first.count == 1 && horror.contains(first[0]) && first[0] != 1214, "user 17 starts from the history in --queries")
        #expect((answers.first?["reasons"] as? [String])?.first == "Because you liked Alien")
        #expect(answers[1]["ok"] as? Bool == true && answers[1]["user"] as? Int == 17)
        #expect((answers[2]["error"] as? String)?.contains("field \"film\" is missing") == true, "\(answers[2])")
        let newUser = try #require(answers[4]["films"] as? [Int])
        #expect(newUser.count == 2 && newUser.allSatisfy { comedy.contains($0) && $0 != 1 }, "a new user's first like ranks the next cards: \(newUser)")
    }
}
