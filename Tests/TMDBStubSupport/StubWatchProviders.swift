import Foundation

/// The stub's streaming services per region, which films stream on them, and the routes that tell:
/// `/watch/providers/movie`, `/watch/providers/regions`, and `/discover/movie` with `with_watch_providers`.
public enum StubWatchProviders {
    /// A service as the stub lists it.
    public struct Provider: Sendable {
        public let id: Int
        public let name: String
        /// Its display priority by region (lower is more prominent); only these regions have it.
        public let priorities: [String: Int]
    }

    /// The services, with the regions that have them.
    public static let providers: [Provider] = [
        Provider(id: 8, name: "Netflix", priorities: ["GB": 1, "US": 1, "FR": 1]),
        Provider(id: 9, name: "Amazon Prime Video", priorities: ["GB": 2, "US": 2, "FR": 3]),
        Provider(id: 337, name: "Disney Plus", priorities: ["GB": 3, "US": 5, "FR": 4]),
        Provider(id: 38, name: "BBC iPlayer", priorities: ["GB": 4]),
        Provider(id: 39, name: "NOW", priorities: ["GB": 5]),
        Provider(id: 103, name: "Channel 4", priorities: ["GB": 6]),
        Provider(id: 15, name: "Hulu", priorities: ["US": 3]),
        Provider(id: 1899, name: "Max", priorities: ["US": 4]),
        Provider(id: 386, name: "Peacock Premium", priorities: ["US": 6]),
        Provider(id: 531, name: "Paramount Plus", priorities: ["GB": 9, "US": 7, "FR": 8]),
        Provider(id: 350, name: "Apple TV Plus", priorities: ["GB": 7, "US": 8, "FR": 6]),
        Provider(id: 2, name: "Apple TV", priorities: ["GB": 8, "US": 9, "FR": 7]),
        Provider(id: 3, name: "Google Play Movies", priorities: ["GB": 13, "US": 13, "FR": 11]),
        Provider(id: 1796, name: "Netflix basic with Ads", priorities: ["GB": 10, "US": 10, "FR": 9]),
        Provider(id: 2100, name: "Amazon Prime Video with Ads", priorities: ["GB": 11, "US": 11]),
        Provider(id: 381, name: "Canal+", priorities: ["FR": 2]),
        Provider(id: 1628, name: "Ciné+ OCS", priorities: ["FR": 5]),
        Provider(id: 11, name: "MUBI", priorities: ["GB": 12, "US": 12, "FR": 10]),
    ]

    /// The regions `/watch/providers/regions` lists.
    public static let regions: [(code: String, english: String, native: String)] = [
        ("FR", "France", "France"), ("GB", "United Kingdom", "United Kingdom"), ("US", "United States of America", "United States"),
    ]

    /// The services that have film `movieID` in a subscription, free or with adverts in `region`: what its details say
    /// (`StubDetails`: a film whose id is a multiple of 3 streams, on Netflix, Disney Plus and BBC iPlayer in GB and on
    /// Netflix in the US), so a film dealt by provider shows on its card as on your services.
    public static func streaming(movieID: Int, region: String) -> [Int] {
        offers(movieID: movieID, region: region, kinds: ["flatrate", "free", "ads"])
    }

    /// The services that rent or sell film `movieID` in `region`, as its details say.
    public static func renting(movieID: Int, region: String) -> [Int] {
        offers(movieID: movieID, region: region, kinds: ["rent", "buy"])
    }

    private static func offers(movieID: Int, region: String, kinds: [String]) -> [Int] {
        guard let offers = StubDetails.providers(movieID)[region] as? [String: Any] else { return [] }
        var ids: [Int] = []
        for kind in kinds {
            for provider in offers[kind] as? [[String: Any]] ?? [] {
                if let id = provider["provider_id"] as? Int, !ids.contains(id) { ids.append(id) }
            }
        }
        return ids
    }

    /// Answers the routes above; nil for any other request.
    static func route(_ request: StubHTTPRequest, segments: [String], catalogue: StubCatalogue) -> StubHTTPResponse? {
        guard request.method == "GET" else { return nil }
        if segments == ["watch", "providers", "movie"] {
            let region = request.query["watch_region"].map { $0.uppercased() }
            let listed = providers.filter { region == nil || $0.priorities[region!] != nil }
            let results: [[String: Any]] = listed.map { provider in
                [
                    "provider_id": provider.id, "provider_name": provider.name, "logo_path": "/logo\(provider.id).jpg",
                    "display_priority": region.flatMap { provider.priorities[$0] } ?? provider.priorities.values.min() ?? 99,
                    "display_priorities": provider.priorities,
                ]
            }
            return .json(200, object: ["results": results])
        }
        if segments == ["watch", "providers", "regions"] {
            return .json(200, object: ["results": regions.map { ["iso_3166_1": $0.code, "english_name": $0.english, "native_name": $0.native] }])
        }
        if segments == ["discover", "movie"], let wanted = request.query["with_watch_providers"], let region = request.query["watch_region"] {
            return discover(request, wanted: wanted, region: region.uppercased(), catalogue: catalogue)
        }
        return nil
    }

    // Discover's films in order, only those on any (`|`) or all (`,`) of the wanted services in the region.
    private static func discover(_ request: StubHTTPRequest, wanted: String, region: String, catalogue: StubCatalogue) -> StubHTTPResponse {
        let page = Int(request.query["page"] ?? "1") ?? 1
        guard (1...500).contains(page) else { return .json(422, #"{"errors":["page must be less than or equal to 500"]}"#) }
        let allOf = wanted.contains(",")
        let ids = Set(wanted.split(whereSeparator: { $0 == "|" || $0 == "," }).compactMap { Int($0) })
        let types = Set((request.query["with_watch_monetization_types"] ?? "flatrate|free|ads|rent|buy").split(separator: "|").map(String.init))
        let includesRent = types.contains("rent") || types.contains("buy")
        let includesStream = types.contains("flatrate") || types.contains("free") || types.contains("ads")
        func matches(_ movieID: Int) -> Bool {
            var offered = Set<Int>()
            if includesStream { offered.formUnion(streaming(movieID: movieID, region: region)) }
            if includesRent { offered.formUnion(renting(movieID: movieID, region: region)) }
            return allOf ? ids.isSubset(of: offered) : !ids.isDisjoint(with: offered)
        }
        var matching: [Int] = []
        for discoverPage in 1...max(1, catalogue.discoverTotalPages) {
            for index in 0..<20 {
                let id = StubCatalogue.discoverID(page: discoverPage, index: index)
                if matches(id) { matching.append(id) }
            }
        }
        let totalPages = (matching.count + 19) / 20
        let results = matching.dropFirst((page - 1) * 20).prefix(20).map { catalogue.movie($0) }
        return .json(200, object: ["page": page, "results": Array(results), "total_pages": totalPages, "total_results": matching.count])
    }
}
