import FilmSwipeDomain
import Foundation

/// A rating set put in the model's terms: each rater's films with their centred, damped values, and each film's count
/// and sum of stars.
struct GroupedRatings {
    /// The ratings by rater, at most `RecommenderTuning.raterCap` a rater.
    let users: RatingsByUser
    /// Ratings per film.
    let counts: [Int32]
    /// Stars per film, summed.
    let starSums: [Float]

    /// Groups `ratings` of the films in `index` (or in `aliases`, a bridged catalogue's), leaving out `excluded` raters.
    init(_ ratings: RatingSet, index: [FilmID: Int32], aliases: [FilmID: Int32], excluding excluded: Set<Int32>, tuning: RecommenderTuning) {
        var userNumber: [Int32: Int32] = [:]
        var userOf: [Int32] = [], itemOf: [Int32] = [], starsOf: [Float] = []
        userOf.reserveCapacity(ratings.count)
        itemOf.reserveCapacity(ratings.count)
        starsOf.reserveCapacity(ratings.count)
        var counts = [Int32](repeating: 0, count: index.count)
        var starSums = [Float](repeating: 0, count: index.count)
        // The bundle is sorted by user, so remembering the last user spares most dictionary look-ups.
        var lastUser: Int32 = -1, lastNumber: Int32 = -1
        for rating in ratings.ratings {
            guard let item = index[rating.filmID] ?? (aliases.isEmpty ? nil : aliases[rating.filmID]), !excluded.contains(rating.user) else { continue }
            if rating.user != lastUser {
                lastUser = rating.user
                if let known = userNumber[rating.user] {
                    lastNumber = known
                } else {
                    lastNumber = Int32(userNumber.count)
                    userNumber[rating.user] = lastNumber
                }
            }
            userOf.append(lastNumber)
            itemOf.append(item)
            starsOf.append(rating.stars)
            counts[Int(item)] += 1
            starSums[Int(item)] += rating.stars
        }
        let userCount = userNumber.count
        var totals = [Int32](repeating: 0, count: userCount)
        var sums = [Float](repeating: 0, count: userCount)
        for (user, stars) in zip(userOf, starsOf) {
            totals[Int(user)] += 1
            sums[Int(user)] += stars
        }
        let cap = Int32(clamping: max(0, tuning.raterCap))
        var offsets = [Int32](repeating: 0, count: userCount + 1)
        for user in 0..<userCount { offsets[user + 1] = offsets[user] + min(totals[user], cap) }
        var next = offsets
        var items = [Int32](repeating: 0, count: Int(offsets[userCount]))
        var values = [Float](repeating: 0, count: Int(offsets[userCount]))
        for position in 0..<userOf.count {
            let user = Int(userOf[position])
            guard next[user] < offsets[user + 1] else { continue }
            let count = Float(totals[user])
            let mean = sums[user] / count
            // Half the damping on each side of a pair's product gives the pair `count^-raterDamping`.
            let damping = tuning.raterDamping == 0 ? 1 : Float(pow(Double(count), Double(-tuning.raterDamping / 2)))
            let slot = Int(next[user])
            items[slot] = itemOf[position]
            values[slot] = damping * (1 + tuning.ratingAgreement * (starsOf[position] - mean))
            next[user] += 1
        }
        users = RatingsByUser(offsets: offsets, items: items, values: values)
        self.counts = counts
        self.starSums = starSums
    }
}
