import Foundation

/// A made-up MovieLens release with a real one's shape, written as a release is unzipped: movies.csv, ratings.csv,
/// links.csv and tags.csv. Long-tailed as MovieLens is (a few films rated by many, most by few; most users rate a few
/// dozen films, some thousands), and with taste in it: films belong to genres and each user likes a few, so the
/// nearest films of a film are mostly of its genres. For the tests (tiny) and the benchmark (ML-32M's size).
public struct SyntheticRelease: Sendable {
    /// How many users rate.
    public var users: Int
    /// How many films movies.csv lists.
    public var films: Int
    /// About how many ratings there are in all.
    public var ratings: Int
    /// The fewest ratings a user has (MovieLens keeps users with at least 20).
    public var minimumPerUser = 20
    /// The seed of every choice: the same seed writes the same bytes.
    public var seed: UInt64 = 1

    public static let genres = ["Action", "Adventure", "Animation", "Children", "Comedy", "Crime", "Documentary", "Drama", "Fantasy",
                                "Film-Noir", "Horror", "Musical", "Mystery", "Romance", "Sci-Fi", "Thriller", "War", "Western"]

    /// A release of `users` users, `films` films and about `ratings` ratings.
    public init(users: Int, films: Int, ratings: Int) {
        self.users = users
        self.films = films
        self.ratings = ratings
    }

    /// ML-32M's size: 200,948 users, 87,585 films, 32,000,204 ratings.
    public static let ml32m = SyntheticRelease(users: 200_948, films: 87_585, ratings: 32_000_204)

    /// Film `id`'s genres (ids from 1): one or two of them.
    public static func genres(of id: Int) -> [String] {
        let first = id % genres.count
        return id % 3 == 0 ? [genres[first], genres[(first + 7) % genres.count]] : [genres[first]]
    }

    /// Writes the release's four files into `folder` (which must exist); returns how many ratings it wrote.
    @discardableResult
    public func write(to folder: URL) throws -> Int {
        try writeMovies(to: folder.appendingPathComponent("movies.csv"))
        try writeLinks(to: folder.appendingPathComponent("links.csv"))
        try writeTags(to: folder.appendingPathComponent("tags.csv"))
        return try writeRatings(to: folder.appendingPathComponent("ratings.csv"))
    }

    private func writeMovies(to url: URL) throws {
        var out = CSVOut(url: url)
        out.line("movieId,title,genres")
        for id in 1...films {
            // Some titles hold a comma and an article moved to the end, quoted as MovieLens quotes them.
            let title = id % 10 == 0 ? "\"Film \(id), The (\(1950 + id % 70))\"" : "Film \(id) (\(1950 + id % 70))"
            out.line("\(id),\(title),\(Self.genres(of: id).joined(separator: "|"))")
        }
        try out.finish()
    }

    private func writeLinks(to url: URL) throws {
        var out = CSVOut(url: url)
        out.line("movieId,imdbId,tmdbId")
        for id in 1...films {
            out.line(id % 50 == 0 ? "\(id),\(String(format: "%07d", id))," : "\(id),\(String(format: "%07d", id)),\(100_000 + id)")
        }
        try out.finish()
    }

    private func writeTags(to url: URL) throws {
        var out = CSVOut(url: url)
        out.line("userId,movieId,tag,timestamp")
        for id in stride(from: 1, through: films, by: 7) {
            out.line("1,\(id),\"dark, twisty\",1500000000")
            out.line("2,\(id),slow burn,1500000001")
            out.line("3,\(id),\"dark, twisty\",1500000002")
        }
        try out.finish()
    }

    // Each user's films drawn from a Zipf-like popularity (film 1 the most popular) and rated by how well their genres
    // suit the user; users' counts long-tailed above the minimum, scaled to the total wanted.
    private func writeRatings(to url: URL) throws -> Int {
        var random = Generator(seed: seed)
        // Popularity ∝ 1 / rank^0.9, sampled through the cumulative sums.
        var cumulative = [Double](repeating: 0, count: films)
        var total = 0.0
        for rank in 0..<films {
            total += 1 / pow(Double(rank + 1), 0.9)
            cumulative[rank] = total
        }
        // Counts: the minimum plus a Pareto tail (shape 1.5), at most 30% of the films (ML-32M's most prolific rater has
        // about 33,000), the tail's scale found by bisection so they add up to about `ratings`.
        let tails = (0..<users).map { _ in pow(1 - random.unit(), -1 / 1.5) - 1 }
        let most = max(minimumPerUser, films * 3 / 10)
        func counts(_ scale: Double) -> [Int] { tails.map { min(most, minimumPerUser + Int(($0 * scale).rounded())) } }
        var low = 0.0, high = Double(ratings)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if counts(middle).reduce(0, +) < ratings { low = middle } else { high = middle }
        }
        let perUser = counts(high)
        var out = CSVOut(url: url)
        out.line("userId,movieId,rating,timestamp")
        var written = 0
        var chosen = Set<Int32>()
        var picks: [Int32] = []
        for user in 1...users {
            let count = min(films, perUser[user - 1])
            let liked = [user % Self.genres.count, (user * 7 + 3) % Self.genres.count]
            chosen.removeAll(keepingCapacity: true)
            picks.removeAll(keepingCapacity: true)
            while picks.count < count {
                let target = random.unit() * total
                var low = 0, high = films - 1
                while low < high {
                    let middle = (low + high) / 2
                    if cumulative[middle] < target { low = middle + 1 } else { high = middle }
                }
                // A user rates mostly within their genres: a film of another genre is passed over two times in three.
                let id = low + 1
                let suits = liked.contains(id % Self.genres.count)
                if !suits, count < films / 2, random.next() % 3 != 0 { continue }
                if chosen.insert(Int32(id)).inserted { picks.append(Int32(id)) }
            }
            picks.sort()
            var time = 1_000_000_000 + user * 1000
            for id in picks {
                let suits = liked.contains(Int(id) % Self.genres.count)
                let halves = suits ? 7 + Int(random.next() % 4) : 2 + Int(random.next() % 6)
                time += 1 + Int(random.next() % 5000)
                out.rating(user: user, film: Int(id), halves: halves, time: time)
                written += 1
            }
        }
        try out.finish()
        return written
    }
}

/// A seeded generator (SplitMix64): the same seed gives the same release on every machine.
struct Generator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}

/// A file written a buffer at a time, the ratings' lines made from digits without formatting a string each.
struct CSVOut {
    private let url: URL
    private var buffer: [UInt8] = []
    private var handle: FileHandle?
    private var failure: Error?

    init(url: URL) {
        self.url = url
        FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try? FileHandle(forWritingTo: url)
        buffer.reserveCapacity(1 << 22)
    }

    mutating func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        flushIfFull()
    }

    mutating func rating(user: Int, film: Int, halves: Int, time: Int) {
        digits(user)
        buffer.append(UInt8(ascii: ","))
        digits(film)
        buffer.append(UInt8(ascii: ","))
        digits(halves / 2)
        if halves % 2 == 1 { buffer.append(contentsOf: [UInt8(ascii: "."), UInt8(ascii: "5")]) }
        buffer.append(UInt8(ascii: ","))
        digits(time)
        buffer.append(UInt8(ascii: "\n"))
        flushIfFull()
    }

    private mutating func digits(_ number: Int) {
        var value = number
        var reversed: [UInt8] = []
        repeat {
            reversed.append(UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        } while value > 0
        buffer.append(contentsOf: reversed.reversed())
    }

    private mutating func flushIfFull() {
        guard buffer.count >= 1 << 22 else { return }
        flush()
    }

    private mutating func flush() {
        do {
            try handle?.write(contentsOf: buffer)
        } catch {
            failure = failure ?? error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func finish() throws {
        flush()
        try handle?.close()
        if handle == nil { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        if let failure { throw failure }
    }
}
