import Foundation
import Testing

/// `filmswipe party …` and `filmswipe tmdb …` run the companion programs: found beside `filmswipe` (also through a
/// symbolic link), then on PATH, and named with where they were looked for when missing.
@Suite("companion programs")
struct CompanionTests {
    @Test("a link to filmswipe elsewhere still finds its companions beside the program it points to")
    func throughALink() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("filmswipe")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: filmswipeBinary)
        let result = try await run(link.path, ["party", "--help"], environment: Self.environment(path: "/usr/bin:/bin", home: folder))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE: filmswipe party"))
    }

    @Test("filmswipe alone says which program is missing, where it looked, and the way out")
    func missing() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = try Self.filmswipeAlone(in: folder)
        let result = try await run(alone.path, ["party", "host"], environment: Self.environment(path: "/usr/bin:/bin", home: folder))
        #expect(result.status == 1)
        #expect(result.stderr.contains("Party rooms are in filmswipe-party, which is neither in \(folder.path) (beside filmswipe) nor on PATH"), "\(result.stderr)")
        #expect(result.stderr.contains("Scripts/install.sh"))
        let tmdb = try await run(alone.path, ["tmdb", "status"], environment: Self.environment(path: "/usr/bin:/bin", home: folder))
        #expect(tmdb.status == 1)
        #expect(tmdb.stderr.contains("TMDB support is in filmswipe-tmdb"), "\(tmdb.stderr)")
    }

    @Test("filmswipe alone finds a companion on PATH")
    func onPath() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = try Self.filmswipeAlone(in: folder)
        let build = filmswipeBinary.deletingLastPathComponent().path
        let result = try await run(alone.path, ["tmdb", "--help"], environment: Self.environment(path: "/usr/bin:/bin:\(build)", home: folder))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE: filmswipe tmdb"))
    }

    /// A `filmswipe` with no companion beside it: a hard link (or a copy) in `folder`.
    private static func filmswipeAlone(in folder: URL) throws -> URL {
        let alone = folder.appendingPathComponent("filmswipe")
        do { try FileManager.default.linkItem(at: filmswipeBinary, to: alone) } catch { try FileManager.default.copyItem(at: filmswipeBinary, to: alone) }
        return alone
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-companion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder
    }

    private static func environment(path: String, home: URL) -> [String: String] {
        ["PATH": path, "HOME": home.path, "LANG": "C.UTF-8"]
    }
}
