@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport

/// A stub, a snapshot in a fresh temporary folder (removed with everything in it when released), and fetches into it
/// paced by a recording clock.
final class SnapshotTestBed: Sendable {
    /// The stub and its clients.
    let bed: TMDBTestBed
    /// The folder holding the snapshot.
    let folder: URL
    /// The snapshot.
    let store: SnapshotStore
    /// The clock the fetches are paced by.
    let clock = RecordingPaceClock()
    /// Every event the fetches reported, in order.
    let events = Locked<[SnapshotFetchEvent]>([])

    /// A new bed serving `catalogue`.
    init(catalogue: StubCatalogue = StubCatalogue()) throws {
        bed = try TMDBTestBed(catalogue: catalogue)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-snapshot-\(UUID().uuidString)")
        store = try SnapshotStore(url: SnapshotStore.url(in: folder))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The stub server.
    var server: TMDBStubServer { bed.server }

    /// A fetch of `films` for `region` with `connections` requests at once, paced by `clock`.
    func fetch(films: Int, region: String = "GB", connections: Int = 4) throws -> SnapshotFetch {
        var fetch = SnapshotFetch(client: try bed.client(), store: store, films: films, region: region)
        fetch.pacer = RequestPacer(perSecond: SnapshotFetch.defaultRate, clock: clock.clock)
        fetch.connections = connections
        return fetch
    }

    /// Runs a fetch of `films`, recording its events.
    @discardableResult
    func run(films: Int, region: String = "GB", connections: Int = 4) async throws -> SnapshotSummary {
        let events = events
        return try await fetch(films: films, region: region, connections: connections).run { event in events.withLock { $0.append(event) } }
    }

    /// The ids of the films kept, most popular first.
    func keptIDs() throws -> [Int] {
        try store.films().map(\.film.id.value)
    }

    /// The films of discover pages 1… up to `count`, in the stub's popularity order.
    static func rankedIDs(_ count: Int) -> [Int] {
        (0..<count).map { StubCatalogue.discoverID(page: $0 / 20 + 1, index: $0 % 20) }
    }
}
