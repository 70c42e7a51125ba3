import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("An unfinished tonight round's file")
final class TonightProgressFileTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-tonight-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var file: TonightProgressFile { TonightProgressFile(folder: folder) }
    let progress = TonightProgress(
        films: [FilmID(source: .catalogue, value: 6), FilmID(source: .tmdb, value: 603), FilmID(source: .catalogue, value: 608)],
        // Above 2^53: a seed a JSON number would round.
        seed: 18_446_744_073_709_551_557,
        answers: [TonightAnswer(film: FilmID(source: .tmdb, value: 603), knockedOut: false), TonightAnswer(film: FilmID(source: .catalogue, value: 6), knockedOut: true)]
    )

    @Test("no file is no round; a round kept reads back whole, readable by its player alone; nil removes the file")
    func roundTrip() async throws {
        #expect(try await file.tonightProgress() == nil)
        try await file.saveTonightProgress(progress)
        #expect(try await file.tonightProgress() == progress)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [TonightProgressFile.fileName])
        #expect(try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int == 0o600)
        let shorter = TonightProgress(films: progress.films, seed: 1, answers: [])
        try await file.saveTonightProgress(shorter)
        #expect(try await file.tonightProgress() == shorter)
        try await file.saveTonightProgress(nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        try await file.saveTonightProgress(nil)
    }

    @Test("a file that is not the JSON FilmSwipe writes, or of another format, is no round, and a new round replaces it")
    func unreadable() async throws {
        for text in ["not json", #"{"version":2,"films":[],"seed":"1","answers":[]}"#, #"{"version":1,"films":[],"seed":"-4","answers":[]}"#] {
            try Data(text.utf8).write(to: file.url)
            #expect(try await file.tonightProgress() == nil, "\(text)")
        }
        try await file.saveTonightProgress(progress)
        #expect(try await file.tonightProgress() == progress)
    }
}
