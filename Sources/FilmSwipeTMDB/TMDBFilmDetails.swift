import FilmSwipeDomain
import Foundation

/// A film's details with its credits, videos, release dates and watch providers, as one
/// `/3/movie/{id}?append_to_response=credits,videos,release_dates,watch/providers` answer holds them (shared/TMDB.md).
/// Every part but the id may be missing; unknown keys are ignored.
public struct TMDBFilmDetails: Decodable, Sendable {
    /// The parts appended to the details request, in the order TMDB is asked for them.
    public static let appended = ["credits", "videos", "release_dates", "watch/providers"]

    let id: Int
    let title: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let genres: [Genre]?
    let runtime: Int?
    let voteAverage: Double?
    let voteCount: Int?
    let originalTitle: String?
    let budget: Int?
    let credits: Credits?
    let videos: Results<Video>?
    let releaseDates: Results<RegionReleases>?
    let watchProviders: WatchProviders?
    let belongsToCollection: Collection?

    private enum CodingKeys: String, CodingKey {
        case id, title, overview, genres, runtime, budget, credits, videos
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case originalTitle = "original_title"
        case releaseDates = "release_dates"
        case watchProviders = "watch/providers"
        case belongsToCollection = "belongs_to_collection"
    }

    /// The series a film belongs to: only its id is read.
    struct Collection: Decodable, Sendable {
        let id: Int?
    }

    struct Genre: Decodable, Sendable {
        let name: String?
    }

    struct Results<Item: Decodable & Sendable>: Decodable, Sendable {
        let results: [Item]?
    }

    struct Credits: Decodable, Sendable {
        let cast: [CastMember]?
        let crew: [CrewMember]?
    }

    struct CastMember: Decodable, Sendable {
        let name: String?
        let order: Int?
    }

    struct CrewMember: Decodable, Sendable {
        let name: String?
        let job: String?
    }

    struct Video: Decodable, Sendable {
        let key: String?
        let site: String?
        let type: String?
        let official: Bool?
        let language: String?
        let publishedAt: String?

        private enum CodingKeys: String, CodingKey {
            case key, site, type, official
            case language = "iso_639_1"
            case publishedAt = "published_at"
        }
    }

    struct RegionReleases: Decodable, Sendable {
        let region: String?
        let releaseDates: [Release]?

        private enum CodingKeys: String, CodingKey {
            case region = "iso_3166_1"
            case releaseDates = "release_dates"
        }
    }

    struct Release: Decodable, Sendable {
        let certification: String?
        let type: Int?
    }

    struct WatchProviders: Decodable, Sendable {
        let results: [String: RegionOffers]?
    }

    struct RegionOffers: Decodable, Sendable {
        let link: String?
        let flatrate: [Provider]?
        let free: [Provider]?
        let ads: [Provider]?
        let rent: [Provider]?
        let buy: [Provider]?
    }

    struct Provider: Decodable, Sendable {
        let providerID: Int?
        let providerName: String?
        let displayPriority: Int?

        private enum CodingKeys: String, CodingKey {
            case providerID = "provider_id"
            case providerName = "provider_name"
            case displayPriority = "display_priority"
        }
    }
}
