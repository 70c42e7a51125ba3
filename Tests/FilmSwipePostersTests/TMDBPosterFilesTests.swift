@testable import FilmSwipeTMDB
import Foundation
import Testing

@Suite("Poster files: kept on disk under a size cap, the least recently used going first")
struct TMDBPosterFilesTests {
    final class Folder: Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("TMDBPosterFilesTests-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted() }
    }

    @Test("the total stays under the cap: the images used longest ago go")
    func evicts() throws {
        let folder = Folder()
        let files = TMDBPosterFiles(folder: folder.url, limit: 3000)
        files.store(Data(count: 1000), named: "a.jpg")
        files.store(Data(count: 1000), named: "b.jpg")
        files.store(Data(count: 1000), named: "c.jpg")
        #expect(files.image(named: "a.jpg")?.count == 1000, "a is used again, so b is now the oldest")
        files.store(Data(count: 1500), named: "d.jpg")
        #expect(folder.names == ["a.jpg", "d.jpg"])
        #expect(files.totalBytes == 2500)
        // A restarted game counts what the folder holds.
        let again = TMDBPosterFiles(folder: folder.url, limit: 3000)
        #expect(again.totalBytes == 2500)
        again.store(Data(count: 1000), named: "e.jpg")
        #expect(folder.names.count == 2 && folder.names.contains("e.jpg"))
    }

    @Test("an image larger than the cap, or a name that is a path, is not kept")
    func refuses() {
        let folder = Folder()
        let files = TMDBPosterFiles(folder: folder.url, limit: 100)
        files.store(Data(count: 101), named: "big.jpg")
        for name in ["../x.jpg", "a/b.jpg", ".hidden", "", "é.jpg"] { files.store(Data(count: 1), named: name) }
        #expect(folder.names.isEmpty)
        #expect(files.image(named: "../x.jpg") == nil)
    }
}
