import Foundation

/// TMDB's details of a film cut down to what decoding reads, for one region, as the details store and the snapshot keep
/// them: a popular film's answer lists release dates and providers for every country, a hundred kilobytes that 5,000
/// films would make half a gigabyte of.
enum TMDBDetailsTrim {
    /// The most cast members kept, in billing order: more than any card or Detail shows.
    static let castKept = 10

    /// `details` with only `region`'s release dates and providers, the top-billed cast, the directors, the trailers and
    /// teasers, the recommendations' ids, the collection's id, and none of the lists no one reads; nil when it is not a JSON object.
    static func trim(_ details: Data, region: String) -> Data? {
        guard var object = (try? JSONSerialization.jsonObject(with: details)) as? [String: Any] else { return nil }
        for unread in ["production_companies", "production_countries", "spoken_languages"] {
            object.removeValue(forKey: unread)
        }
        // The collection says which films are a series; its id is all that is read.
        let collection = (object["belongs_to_collection"] as? [String: Any])?["id"] as? Int
        object["belongs_to_collection"] = collection.map { ["id": $0] } ?? NSNull()
        if var credits = object["credits"] as? [String: Any] {
            let cast = (credits["cast"] as? [[String: Any]]) ?? []
            credits["cast"] = Array(cast.sorted { order($0) < order($1) }.prefix(castKept))
            credits["crew"] = ((credits["crew"] as? [[String: Any]]) ?? []).filter { $0["job"] as? String == "Director" }
            object["credits"] = credits
        }
        if var videos = object["videos"] as? [String: Any] {
            videos["results"] = ((videos["results"] as? [[String: Any]]) ?? []).filter {
                ["Trailer", "Teaser"].contains($0["type"] as? String ?? "")
            }
            object["videos"] = videos
        }
        if var releases = object["release_dates"] as? [String: Any] {
            releases["results"] = ((releases["results"] as? [[String: Any]]) ?? []).filter { $0["iso_3166_1"] as? String == region }
            object["release_dates"] = releases
        }
        if var providers = object["watch/providers"] as? [String: Any] {
            let byRegion = (providers["results"] as? [String: Any]) ?? [:]
            providers["results"] = byRegion[region].map { [region: $0] } ?? [:]
            object["watch/providers"] = providers
        }
        if let recommendations = object["recommendations"] as? [String: Any] {
            let ids = ((recommendations["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
            object["recommendations"] = ["results": ids.map { ["id": $0] }]
        }
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func order(_ member: [String: Any]) -> Int {
        member["order"] as? Int ?? Int.max
    }
}
