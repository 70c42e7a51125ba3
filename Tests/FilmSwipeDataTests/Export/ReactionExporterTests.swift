import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Export")
struct ReactionExporterTests {
    @Test("CSV has every field, RFC 4180 quoting, UTC times, where each reaction came from, and matches the expected file")
    func csv() throws {
        let data = try ReactionExporter().export(ExportSamples.records, as: .csv)
        #expect(String(decoding: data, as: UTF8.self) == String(decoding: try ExportSamples.expected("reactions.csv"), as: UTF8.self))
    }

    @Test("JSON is an array of objects with every field, and matches the expected file")
    func json() throws {
        let data = try ReactionExporter().export(ExportSamples.records, as: .json)
        #expect(String(decoding: data, as: UTF8.self) == String(decoding: try ExportSamples.expected("reactions.json"), as: UTF8.self))
        let parsed = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        #expect(parsed?.count == 4)
        #expect(parsed?.last?["origin"] as? String == "letterboxd" && parsed?.last?["origin_rating"] as? Double == 3.5)
    }

    @Test("JSON and CSV name their fields alike: every record has every CSV column as a key, null where the CSV is empty")
    func sameFieldNames() throws {
        let csv = String(decoding: try ReactionExporter().export(ExportSamples.records, as: .csv), as: UTF8.self)
        let header = csv.split(separator: "\r\n").first.map { $0.split(separator: ",").map(String.init) } ?? []
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: try ReactionExporter().export(ExportSamples.records, as: .json)) as? [[String: Any]]
        )
        #expect(parsed.count == ExportSamples.records.count)
        for record in parsed {
            #expect(Set(record.keys) == Set(header), "\(record["title"] ?? "?")")
        }
        let game = try #require(parsed.first)
        #expect(game["origin_rating"] is NSNull)
        let undated = try #require(parsed.first { $0["year"] is NSNull }, "the sample without a year has \"year\": null")
        #expect(undated["origin_rating"] is NSNull)
    }

    @Test("an empty export is the header alone (CSV) or an empty array (JSON); Letterboxd's several files are not one document")
    func empty() throws {
        let exporter = ReactionExporter()
        #expect(String(decoding: try exporter.export([], as: .csv), as: UTF8.self).hasPrefix("source,film_id,"))
        #expect(String(decoding: try exporter.export([], as: .json), as: UTF8.self) == "[\n\n]\n")
        #expect(throws: ReactionExporter.SeveralFiles()) { try exporter.export(ExportSamples.records, as: .letterboxd) }
    }
}

@Suite("Atomic file")
final class AtomicFileTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-atomic-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("a write replaces the file whole and leaves no temporary file")
    func replaces() throws {
        let file = folder.appendingPathComponent("out.csv")
        try Data("old".utf8).write(to: file)
        try AtomicFile.write(Data("new".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
    }

    @Test("a write into a missing folder fails naming the path and the reason, and writes nothing")
    func missingFolder() {
        let file = folder.appendingPathComponent("missing/out.csv")
        #expect(throws: AtomicFile.WriteError(path: file.path, reason: "No such file or directory")) {
            try AtomicFile.write(Data("x".utf8), to: file)
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("a write over a folder fails and leaves the folder and no temporary file")
    func overFolder() throws {
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("x".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }
}
