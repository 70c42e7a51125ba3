import FilmSwipeDomain
import Foundation

/// `/3/configuration` named an image host FilmSwipe will not fetch from: not https, and not plain http on the loopback.
public struct TMDBImageHostRefused: Error, Equatable, LocalizedError {
    /// The address as the server gave it.
    public let address: String

    /// The refusal of `address`.
    public init(address: String) {
        self.address = address
    }

    public var errorDescription: String? {
        let shown = SafeText.clean(String(address.prefix { $0 != "?" }.prefix(200)))
        return "TMDB's /3/configuration gives the image host \"\(shown)\", which is refused: posters are fetched over https, "
            + "or plain http only from 127.0.0.1, ::1 and localhost. Posters come from \(TMDBImageConfiguration.standard.baseURL.absoluteString) "
            + "instead; set TMDB_IMAGE_BASE_URL to choose the image host."
    }
}
