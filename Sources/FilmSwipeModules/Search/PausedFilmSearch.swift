import FilmSwipeDomain

/// A search that waits for a pause in the typing before asking: the search of each key cancels the one before it
/// (`SearchInteractor` does), so while the player types only the last text reaches the source, a remote one included.
public struct PausedFilmSearch: FilmSearch {
    private let search: FilmSearch
    private let pause: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// `search`, asked once typing has paused for `pause`; `sleep` waits (a test's clock, else the task's).
    public init(_ search: FilmSearch, pause: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.search = search
        self.pause = pause
        self.sleep = sleep
    }

    public func films(matching text: String, limit: Int) async throws -> [Film] {
        try await sleep(pause)
        // A sleep that ignores cancellation must not let an outdated text through.
        try Task.checkCancellation()
        return try await search.films(matching: text, limit: limit)
    }
}
