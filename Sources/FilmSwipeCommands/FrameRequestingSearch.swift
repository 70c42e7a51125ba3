import FilmSwipeDomain

/// The game's search, asking for a frame after every call, as `FrameRequestingStore` does: results are drawn as they
/// arrive.
@MainActor
final class FrameRequestingSearch: FilmSearch {
    private let search: FilmSearch
    private let requestFrame: @MainActor () -> Void

    init(_ search: FilmSearch, requestFrame: @escaping @MainActor () -> Void) {
        self.search = search
        self.requestFrame = requestFrame
    }

    func films(matching text: String, limit: Int) async throws -> [Film] {
        defer { requestFrame() }
        return try await search.films(matching: text, limit: limit)
    }
}
