import FilmSwipeDomain
import Foundation

/// Why `TMDB_IMAGE_BASE_URL` cannot be used.
public enum TMDBImageBaseError: Error, Equatable, LocalizedError {
    /// Not an https URL (or http on the loopback) without a query.
    case invalid(String)

    public var errorDescription: String? {
        switch self {
        case let .invalid(text):
            "TMDB_IMAGE_BASE_URL \"\(SafeText.clean(String(text.prefix { $0 != "?" }.prefix(200))))\" is not an https URL such as "
                + "https://image.tmdb.org/t/p (plain http only for 127.0.0.1, ::1 and localhost); unset it to use TMDB's."
        }
    }
}
