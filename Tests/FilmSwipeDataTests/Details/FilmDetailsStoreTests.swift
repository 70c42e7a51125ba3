import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("Film details store")
struct FilmDetailsStoreTests {
    @Test("details come back per film and region as kept, the newest in place of the old, their time kept as seconds since 1970")
    func roundTrip() async throws {
        let folder = try TemporaryDatabase()
        let url = folder.folder.appendingPathComponent(FilmDetailsStore.fileName)
        let store = try FilmDetailsStore(url: url)
        let film = FilmID(source: .tmdb, value: 129)
        let old = StoredFilmDetails(body: Data("{\"a\":1}".utf8), fetchedAt: Date(timeIntervalSince1970: 1_760_000_000))
        let new = StoredFilmDetails(body: Data("{\"b\":2}".utf8), fetchedAt: Date(timeIntervalSince1970: 1_760_086_400.5))

        try await store.save(old, of: film, region: "GB")
        try await store.save(old, of: film, region: "US")
        try await store.save(new, of: film, region: "GB")

        #expect(try await store.details(of: film, region: "GB") == new)
        #expect(try await store.details(of: film, region: "US") == old)
        #expect(try await store.details(of: film, region: "FR") == nil)
        #expect(try await store.details(of: FilmID(source: .catalogue, value: 129), region: "GB") == nil)
        let queue = try DatabaseQueue(path: url.path)
        let kinds = try await queue.read { db in try String.fetchAll(db, sql: "SELECT typeof(fetched_at) FROM film_details") }
        try queue.close()
        #expect(kinds == ["real", "real"])
    }
}
