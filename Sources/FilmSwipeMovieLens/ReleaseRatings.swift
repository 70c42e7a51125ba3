import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation

/// A release's ratings in columns, by user and then time (as the bundled ratings are, so a prolific rater's capped
/// history is their first ratings in time): about 12 bytes a rating where `Rating` takes 24.
struct ReleaseRatings {
    /// Each rating's rater, as the release numbers them.
    let users: PackedArray<Int32>
    /// Each rating's film, as a position in the release's films.
    let items: PackedArray<Int32>
    /// Each rating's stars.
    let stars: PackedArray<Float>
    /// Ratings of films movies.csv does not list, left out.
    let unknownFilms: Int

    /// How many ratings there are.
    var count: Int { users.count }

    /// The ratings as the recommender's model takes them, films by their catalogue ids.
    func ratingSet(films: [ReleaseFilm]) -> RatingSet {
        var ratings: [Rating] = []
        ratings.reserveCapacity(count)
        for position in 0..<count {
            ratings.append(Rating(user: users[position], film: films[Int(items[position])].id, stars: stars[position], time: Int64(position)))
        }
        return RatingSet(ratings)
    }

    /// Per film: how many ratings, and how many at ½, 1, … 5 stars.
    func histograms(filmCount: Int) -> (counts: [Int], spreads: [[Int]]) {
        var spreads = [[Int]](repeating: [Int](repeating: 0, count: 10), count: filmCount)
        var counts = [Int](repeating: 0, count: filmCount)
        for position in 0..<count {
            let item = Int(items[position])
            counts[item] += 1
            spreads[item][min(9, max(0, Int((stars[position] * 2).rounded()) - 1))] += 1
        }
        return (counts, spreads)
    }

    /// The model file of these ratings, so a build stopped after reading them goes on from here.
    func fileData() -> Data {
        var writer = ModelFileWriter(contentsVersion: Self.fileVersion)
        writer.add("users", users)
        writer.add("items", items)
        writer.add("stars", stars)
        writer.add("unknownFilms", [UInt64(unknownFilms)])
        return writer.data()
    }

    /// The ratings kept in `file` by `fileData()`, mapped, for `filmCount` films.
    init(file: ModelFileReader, filmCount: Int) throws(ModelFileError) {
        users = try file.section("users")
        items = try file.section("items")
        stars = try file.section("stars")
        let unknown = try file.section("unknownFilms", as: UInt64.self)
        guard users.count == items.count, users.count == stars.count, unknown.count == 1,
              items.withUnsafeBufferPointer({ $0.allSatisfy { $0 >= 0 && Int($0) < filmCount } }) else {
            throw .damaged(path: file.path, reason: "its columns disagree")
        }
        unknownFilms = Int(unknown[0])
    }

    /// The version of `fileData()`'s sections.
    static let fileVersion: UInt32 = 1

    private init(users: [Int32], items: [Int32], stars: [Float], unknownFilms: Int) {
        self.users = PackedArray(users)
        self.items = PackedArray(items)
        self.stars = PackedArray(stars)
        self.unknownFilms = unknownFilms
    }

    /// Ratings gathered in file order, then sorted.
    struct Builder {
        private var users: [Int32] = [], items: [Int32] = [], stars: [Float] = [], times: [Int64] = []
        /// Whether every user's ratings came together (MovieLens files are sorted by user), which spares a global sort.
        private var groupedByUser = true
        private var seenUsers: Set<Int32> = []
        /// Ratings of films not in the release's movies.csv.
        var unknownFilms = 0

        init(expected: Int) {
            users.reserveCapacity(expected)
            items.reserveCapacity(expected)
            stars.reserveCapacity(expected)
            times.reserveCapacity(expected)
        }

        var count: Int { users.count }

        mutating func append(user: Int32, item: Int32, stars rating: Float, time: Int64) {
            if let last = users.last, last != user, groupedByUser, !seenUsers.insert(user).inserted { groupedByUser = false }
            if users.isEmpty { seenUsers.insert(user) }
            users.append(user)
            items.append(item)
            stars.append(rating)
            times.append(time)
        }

        /// The ratings by user, then time, then film; `progress` hears the fraction sorted.
        func sorted(progress: (Double) -> Void) -> ReleaseRatings {
            var order = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
                for position in 0..<count { buffer[position] = Int32(position) }
                initialized = count
            }
            if !groupedByUser {
                order.sort { users[Int($0)] != users[Int($1)] ? users[Int($0)] < users[Int($1)] : $0 < $1 }
            }
            progress(0.5)
            // Each user's run, by time (then film, then place in the file, so the order is exact).
            var start = 0
            while start < count {
                var end = start + 1
                while end < count, users[Int(order[end])] == users[Int(order[start])] { end += 1 }
                order[start..<end].sort { a, b in
                    let (x, y) = (Int(a), Int(b))
                    if times[x] != times[y] { return times[x] < times[y] }
                    if items[x] != items[y] { return items[x] < items[y] }
                    return a < b
                }
                start = end
            }
            progress(1)
            return ReleaseRatings(
                users: order.map { users[Int($0)] }, items: order.map { items[Int($0)] }, stars: order.map { stars[Int($0)] },
                unknownFilms: unknownFilms
            )
        }
    }
}
