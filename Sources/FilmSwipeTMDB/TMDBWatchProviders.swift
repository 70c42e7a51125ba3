import FilmSwipeDomain
import Foundation

/// Reads the streaming services TMDB knows (from JustWatch) in a region: `/watch/providers/movie?watch_region=CC`.
public struct TMDBWatchProviders: Sendable {
    /// The longest provider name kept.
    public static let nameLimit = 60

    private let client: TMDBClient
    private let language: String

    /// A reader through `client`, naming services in `language`.
    public init(client: TMDBClient, language: String = "en-US") {
        self.client = client
        self.language = language
    }

    /// The services in `region`, most prominent there first (TMDB's display priority for the region), names cleaned;
    /// entries without an id or a name are left out.
    public func providers(in region: String) async throws -> [WatchProvider] {
        let request = TMDBRequest(.get, "/watch/providers/movie", query: [
            .init(name: "watch_region", value: region), .init(name: "language", value: language),
        ])
        let list = try await client.decode(ProviderList.self, for: request)
        var seen = Set<Int>()
        let ranked: [(provider: WatchProvider, priority: Int, order: Int)] = list.results.enumerated().compactMap { order, entry in
            guard let id = entry.id, id > 0, let raw = entry.name else { return nil }
            let name = SafeText.clean(raw, limit: Self.nameLimit).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, seen.insert(id).inserted else { return nil }
            return (WatchProvider(id: id, name: name), entry.priorities?[region] ?? entry.priority ?? Int.max, order)
        }
        return ranked.sorted { ($0.priority, $0.order) < ($1.priority, $1.order) }.map(\.provider)
    }

    private struct ProviderList: Decodable {
        let results: [Entry]

        private enum CodingKeys: String, CodingKey { case results }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // One odd entry must not cost the list: each is read on its own.
            results = try container.decode([Lenient].self, forKey: .results).compactMap(\.entry)
        }
    }

    private struct Lenient: Decodable {
        let entry: Entry?
        init(from decoder: any Decoder) throws { entry = try? Entry(from: decoder) }
    }

    private struct Entry: Decodable {
        let id: Int?
        let name: String?
        let priority: Int?
        let priorities: [String: Int]?

        private enum CodingKeys: String, CodingKey {
            case id = "provider_id", name = "provider_name", priority = "display_priority", priorities = "display_priorities"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(Int.self, forKey: .id)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            priority = try? container.decodeIfPresent(Int.self, forKey: .priority)
            priorities = try? container.decodeIfPresent([String: Int].self, forKey: .priorities)
        }
    }
}
