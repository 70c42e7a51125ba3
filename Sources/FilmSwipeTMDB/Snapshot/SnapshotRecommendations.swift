/// The `recommendations` part of a film's details: the films TMDB recommends beside it, best first (only their ids
/// are read; each is a film of its own in the snapshot, or not there).
struct SnapshotRecommendations: Decodable {
    struct Page: Decodable {
        struct Item: Decodable { let id: Int }
        let results: [Item]?
    }

    let recommendations: Page?
}
