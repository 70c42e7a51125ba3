import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Films' poster images from TMDB's image host, kept on disk: the host and sizes from `/3/configuration` (or
/// `TMDB_IMAGE_BASE_URL`), the smallest size at least as wide as asked, a cap on each body and none of the API's
/// credentials sent to the image host.
public actor TMDBPosterImages {
    /// The largest image body accepted: TMDB's w780 posters are some 150 KB.
    public static let maxBodyBytes = 2 * 1024 * 1024

    private let client: TMDBClient
    private let baseOverride: URL?
    private let files: TMDBPosterFiles
    private let session: URLSession
    private let transfer: URLSessionTransfer
    private var configuration: Task<(TMDBImageConfiguration, TMDBImageHostRefused?), Never>?

    /// Images for films of `client`'s server, from `imageBase` when given (the root including `/t/p`) instead of the
    /// configuration's, kept in `files`; each exchange may take `timeout` seconds.
    public init(client: TMDBClient, imageBase: URL? = nil, files: TMDBPosterFiles, timeout: TimeInterval = 10) {
        self.client = client
        baseOverride = imageBase
        self.files = files
        transfer = URLSessionTransfer(limit: Self.maxBodyBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
        configuration.timeoutIntervalForResource = max(1, timeout.rounded(.up)) * 2
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = nil
        session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// `TMDB_IMAGE_BASE_URL` from `environment`: an https URL (plain http only on the loopback), or nil when unset.
    public static func imageBase(environment: [String: String]) throws(TMDBImageBaseError) -> URL? {
        guard let text = environment["TMDB_IMAGE_BASE_URL"], !text.isEmpty else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty,
              url.query == nil, url.user == nil
        else { throw .invalid(text) }
        switch scheme {
        case "https": return url
        case "http" where TMDBImageConfiguration.loopbackHosts.contains(host): return url
        default: throw .invalid(text)
        }
    }

    /// The image of the poster at `posterPath` (as TMDB gives it: `/abc.jpg`) at least `width` pixels wide, from the
    /// disk when kept there, else fetched and kept; nil when the path is not a poster's, or it cannot be fetched.
    public func image(posterPath: String, width: Int) async -> Data? {
        guard let file = Self.fileName(posterPath) else { return nil }
        let configuration = await imageConfiguration()
        let size = configuration.posterSize(atLeast: width)
        let base = baseOverride ?? configuration.baseURL
        let name = Self.hostName(base) + "-" + size + "-" + file
        if let kept = files.image(named: name) { return kept }
        guard let data = await fetch(base.appendingPathComponent(size).appendingPathComponent(file)) else { return nil }
        files.store(data, named: name)
        return data
    }

    /// What `/3/configuration` says (asked once), or TMDB's documented values when it cannot be read or names an
    /// image host that is refused (`imageHostRefused()` says so).
    public func imageConfiguration() async -> TMDBImageConfiguration {
        await configurationAnswer().0
    }

    /// Why posters do not come from the image host `/3/configuration` names, when it names one that is refused (plain
    /// http off the loopback); nil when it is used, or when `TMDB_IMAGE_BASE_URL` chooses the host anyway.
    public func imageHostRefused() async -> TMDBImageHostRefused? {
        guard baseOverride == nil else { return nil }
        return await configurationAnswer().1
    }

    private func configurationAnswer() async -> (TMDBImageConfiguration, TMDBImageHostRefused?) {
        if configuration == nil {
            configuration = Task { [client] in
                guard let data = try? await client.data(for: TMDBRequest(.get, "/configuration")) else { return (.standard, nil) }
                do {
                    return (try JSONDecoder().decode(TMDBImageConfiguration.self, from: data), nil)
                } catch let refused as TMDBImageHostRefused {
                    return (.standard, refused)
                } catch {
                    return (.standard, nil)
                }
            }
        }
        return await configuration!.value
    }

    // The image host gets no credential: a plain GET with nothing of the API's settings.
    private func fetch(_ url: URL) async -> Data? {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.setValue("image/jpeg", forHTTPHeaderField: "Accept")
        guard let (data, response) = try? await transfer.data(for: request, on: session),
              let http = response as? HTTPURLResponse, http.statusCode == 200, !data.isEmpty, data.count <= Self.maxBodyBytes
        else { return nil }
        return data
    }

    /// The file a poster path names (`/abc.jpg` → `abc.jpg`), or nil for anything but one plain file name.
    static func fileName(_ posterPath: String) -> String? {
        guard posterPath.hasPrefix("/") else { return nil }
        let name = String(posterPath.dropFirst())
        return TMDBPosterFiles.isSafe(name) && name.count <= 100 ? name : nil
    }

    // Images of different hosts (TMDB's, the tests' stub) are kept apart.
    private static func hostName(_ url: URL) -> String {
        let host = (url.host ?? "host").lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return url.port.map { "\(host)_\($0)" } ?? host
    }
}
