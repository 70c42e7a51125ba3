import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// The histories `recommend --queries` reads: each user's ratings in timestamp order, users in the order they first appear.
enum QueryHistories {
    /// The users of the ratings file at `path`; none for an empty file; a bad row is refused naming its line and column.
    static func read(_ path: String) throws -> [(user: Int32, ratings: [Rating])] {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CommandFailure("Cannot read the queries file \(url.path): \((error as NSError).localizedDescription). Check the path and its permissions.")
        }
        // An empty file asks for nothing: no output, and no complaint about a missing header.
        guard data.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else { return [] }
        let ratings: RatingSet
        do {
            ratings = try RatingsFile.parse(data, path: url.path)
        } catch {
            throw CommandFailure((error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
        var order: [Int32] = []
        var byUser: [Int32: [(offset: Int, rating: Rating)]] = [:]
        for (offset, rating) in ratings.ratings.enumerated() {
            if byUser[rating.user] == nil { order.append(rating.user) }
            byUser[rating.user, default: []].append((offset, rating))
        }
        // By time, and in file order for equal times, so the feed never depends on the sort.
        return order.map { user in
            (user, byUser[user]!.sorted { ($0.rating.time, $0.offset) < ($1.rating.time, $1.offset) }.map(\.rating))
        }
    }
}
