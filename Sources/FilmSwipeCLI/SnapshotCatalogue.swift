import FilmSwipeData
import FilmSwipeDomain
import Synchronization

/// The whole snapshot, read once when something first needs it (the recommender past its first page, a search, a
/// film's facts) and then shared, with the recommendations kept with each film.
final class SnapshotCatalogue: Sendable {
    private let store: SnapshotStore
    private let reading = Mutex<Task<[SnapshotFilm], Error>?>(nil)
    private let read = Mutex<[SnapshotFilm]?>(nil)

    /// The films of `store`.
    init(store: SnapshotStore) {
        self.store = store
    }

    /// Every film, most popular first, reading them on the first call.
    func films() async throws -> [SnapshotFilm] {
        let task = reading.withLock { reading in
            if let reading { return reading }
            let store = store
            // On a Dispatch thread: decoding thousands of rows must not hold one of Swift concurrency's few threads.
            let task = Task { [self] () throws -> [SnapshotFilm] in
                let films = try await DispatchWork.run { try store.films() }
                self.read.withLock { $0 = films }
                return films
            }
            reading = task
            return task
        }
        return try await task.value
    }

    /// The films as the game deals them.
    func dealtFilms() async throws -> [Film] {
        try await films().map(\.film)
    }

    /// The films once `films()` has read them; empty before.
    var readFilms: [SnapshotFilm] {
        read.withLock { $0 ?? [] }
    }
}
