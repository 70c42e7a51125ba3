import Foundation

/// The image host's side of the stub (`/t/p/{size}/{file}`, no credential needed) and `/3/configuration`.
///
/// Every path gets a real JPEG as wide as its size says (`w92` → 92 × 138; `original` → 500 × 750), made with TurboJPEG,
/// except the broken ones named here, for the faults a real image host can serve.
public enum StubPosters {
    /// A JPEG cut off half way.
    public static let truncatedPath = "/truncated.jpg"
    /// A 20 MB body.
    public static let hugePath = "/huge.jpg"
    /// An HTML page instead of an image.
    public static let notAnImagePath = "/not-an-image.jpg"
    /// A small JPEG whose header claims 10,000 × 10,000 pixels.
    public static let giantPath = "/giant.jpg"
    /// A path the image host does not have (404).
    public static let missingPath = "/missing.jpg"
    /// The size of the huge body.
    public static let hugeBytes = 20 * 1024 * 1024

    /// `/3/configuration`, naming `imageBase` (the stub's own `/t/p/` on the loopback, over plain http) as the image
    /// host, as TMDB names its own: so a game pointed at the stub by `TMDB_BASE_URL` alone draws the stub's posters.
    public static func configuration(imageBase: String) -> StubHTTPResponse {
        configuration(secureBaseURL: imageBase, baseURL: imageBase)
    }

    /// `/3/configuration` with the image addresses given, such as one FilmSwipe must refuse.
    public static func configuration(secureBaseURL: String, baseURL: String) -> StubHTTPResponse {
        StubHTTPResponse.json(200, object: [
            "images": [
                "base_url": baseURL, "secure_base_url": secureBaseURL,
                "backdrop_sizes": ["w300", "w780", "w1280", "original"],
                "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
                "logo_sizes": ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
                "profile_sizes": ["w45", "w185", "h632", "original"],
                "still_sizes": ["w92", "w185", "w300", "original"],
            ],
            "change_keys": ["adult", "poster_path", "title"],
        ])
    }

    /// The answer to an image request, or nil when `request` is not one.
    static func image(for request: StubHTTPRequest) -> StubHTTPResponse? {
        guard request.path.hasPrefix("/t/p/") else { return nil }
        let parts = request.path.dropFirst("/t/p/".count).split(separator: "/", maxSplits: 1).map(String.init)
        guard request.method == "GET", parts.count == 2 else { return notFound }
        let (size, file) = (parts[0], "/" + parts[1])
        let width = size == "original" ? 500 : Int(size.dropFirst()) ?? 0
        guard size.hasPrefix("w") || size == "original", (1...2000).contains(width) else { return notFound }
        switch file {
        case missingPath:
            return notFound
        case truncatedPath:
            let whole = jpeg(width: width, seed: 1)
            return jpegResponse(whole.prefix(whole.count / 2))
        case hugePath:
            return jpegResponse(Data(count: hugeBytes))
        case notAnImagePath:
            var response = StubHTTPResponse(status: 200, body: Data("<html><body>Not an image</body></html>".utf8))
            response.contentType = "text/html"
            return response
        case giantPath:
            return jpegResponse(StubJPEG.claiming(width: 10_000, height: 10_000, in: jpeg(width: 92, seed: 2)))
        default:
            let seed = Int(StubPosters.digits(file)) ?? file.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
            return jpegResponse(jpeg(width: width, seed: seed))
        }
    }

    private static let notFound = StubHTTPResponse.json(404, #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#)

    private static func jpeg(width: Int, seed: Int) -> Data {
        StubJPEG.poster(width: width, height: width * 3 / 2, seed: seed)
    }

    private static func jpegResponse(_ data: Data) -> StubHTTPResponse {
        var response = StubHTTPResponse(status: 200, body: data)
        response.contentType = "image/jpeg"
        return response
    }

    private static func digits(_ file: String) -> String {
        String(file.filter(\.isNumber).prefix(9))
    }
}
