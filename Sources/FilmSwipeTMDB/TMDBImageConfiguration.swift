import Foundation

/// Where TMDB's images are and the sizes posters come in, from `/3/configuration`.
public struct TMDBImageConfiguration: Sendable, Equatable, Decodable {
    /// The image host's root, such as `https://image.tmdb.org/t/p/`; a size and a poster's path follow it.
    public var baseURL: URL
    /// The poster sizes, such as `w92` … `w780` and `original`.
    public var posterSizes: [String]

    /// TMDB's documented values, for when `/3/configuration` cannot be read.
    public static let standard = TMDBImageConfiguration(
        baseURL: URL(string: "https://image.tmdb.org/t/p/")!, posterSizes: ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
    )

    /// A configuration from its parts.
    public init(baseURL: URL, posterSizes: [String]) {
        self.baseURL = baseURL
        self.posterSizes = posterSizes
    }

    private enum Keys: String, CodingKey { case images }
    private enum ImageKeys: String, CodingKey {
        case secureBaseURL = "secure_base_url", posterSizes = "poster_sizes"
    }

    public init(from decoder: Decoder) throws {
        let images = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: ImageKeys.self, forKey: .images)
        let text = try images.decode(String.self, forKey: .secureBaseURL)
        guard let url = Self.imageHost(text) else { throw TMDBImageHostRefused(address: text) }
        baseURL = url
        posterSizes = try images.decode([String].self, forKey: .posterSizes)
    }

    /// `text` as an image host's root: https, or plain http on the loopback (127.0.0.1, ::1, localhost) as for the API;
    /// nil for anything else, and for an address with a query or a user.
    static func imageHost(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty,
              url.query == nil, url.user == nil
        else { return nil }
        switch scheme {
        case "https": return url
        case "http" where loopbackHosts.contains(host): return url
        default: return nil
        }
    }

    /// The hosts plain http is allowed for, to the API and to images alike: this machine only.
    static let loopbackHosts: Set<String> = ["127.0.0.1", "::1", "[::1]", "localhost"]

    /// The smallest poster size at least `width` pixels wide (`w342` for 300), else the largest with a width, else
    /// `original`.
    public func posterSize(atLeast width: Int) -> String {
        let widths = posterSizes.compactMap { name -> (String, Int)? in
            guard name.first == "w", let pixels = Int(name.dropFirst()), pixels > 0 else { return nil }
            return (name, pixels)
        }.sorted { $0.1 < $1.1 }
        if let fitting = widths.first(where: { $0.1 >= width }) { return fitting.0 }
        if posterSizes.contains("original") { return "original" }
        return widths.last?.0 ?? "original"
    }
}
