import FilmSwipeDomain
import Foundation

/// TMDB's status envelope (`status_code`, `status_message`, `success`) or a 422's `errors`, decoded by key.
struct TMDBStatusBody: Decodable, Sendable {
    /// TMDB's own code: 1, 12, 13 for success, 7 for a bad key, 34 for not found…
    let statusCode: Int?
    /// TMDB's explanation.
    let statusMessage: String?
    /// Present on most envelopes, not all.
    let success: Bool?
    /// A 422's reasons.
    let errors: [String]?

    private enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
        case success, errors
    }

    /// Decodes the keys present, in any order.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Each field is optional and a wrong type reads as absent: error bodies vary more than pages do.
        statusCode = try? container.decodeIfPresent(Int.self, forKey: .statusCode)
        statusMessage = try? container.decodeIfPresent(String.self, forKey: .statusMessage)
        success = try? container.decodeIfPresent(Bool.self, forKey: .success)
        errors = try? container.decodeIfPresent([String].self, forKey: .errors)
    }

    /// The envelope in `data`, or `nil` when it is not a JSON object.
    static func decode(_ data: Data) -> TMDBStatusBody? {
        try? JSONDecoder().decode(TMDBStatusBody.self, from: data)
    }

    /// The server's explanation as sent: redact secrets from it before cleaning and shortening it, so that a
    /// secret cut in two by the shortening is still found whole.
    var rawMessage: String? {
        statusMessage ?? errors?.joined(separator: "; ")
    }
}
