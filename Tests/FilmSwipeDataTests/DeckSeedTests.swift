import FilmSwipeData
import Foundation
import Testing

@Suite("A data folder's deck seed")
final class DeckSeedTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-seed-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var file: URL { folder.appendingPathComponent(DeckSeed.fileName) }

    @Test("the first game makes the seed and keeps it; later games read it back and make none")
    func keptOnce() throws {
        #expect(DeckSeed.of(folder: folder, fresh: { 42 }) == 42)
        #expect(DeckSeed.of(folder: folder, fresh: { Issue.record("a second seed was made"); return 7 }) == 42)
        #expect(try String(contentsOf: file, encoding: .utf8) == "42\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [DeckSeed.fileName], "no temporary file is left")
    }

    @Test("two folders, two players: each its own seed")
    func perFolder() throws {
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        #expect(DeckSeed.of(folder: folder, fresh: { 1 }) == 1)
        #expect(DeckSeed.of(folder: other, fresh: { 2 }) == 2)
        #expect(DeckSeed.of(folder: folder) == 1)
    }

    @Test("a file that holds no number is replaced with a new seed, which is then kept")
    func damaged() throws {
        try Data("not a seed\n".utf8).write(to: file)
        #expect(DeckSeed.of(folder: folder, fresh: { 9 }) == 9)
        #expect(DeckSeed.of(folder: folder, fresh: { 10 }) == 9)
    }

    @Test("a folder that cannot keep a seed still gives one, for this game alone")
    func cannotKeep() throws {
        // A path under a regular file: nothing can be created there.
        let blocker = folder.appendingPathComponent("a-file")
        try Data().write(to: blocker)
        let unusable = blocker.appendingPathComponent("data")
        #expect(DeckSeed.of(folder: unusable, fresh: { 5 }) == 5)
        #expect(DeckSeed.of(folder: unusable, fresh: { 6 }) == 6)
    }
}
