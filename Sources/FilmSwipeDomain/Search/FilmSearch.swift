/// Finds films of a catalogue by title.
public protocol FilmSearch: Sendable {
    /// Up to `limit` films whose title holds `text`, the best-known first.
    func films(matching text: String, limit: Int) async throws -> [Film]
}
