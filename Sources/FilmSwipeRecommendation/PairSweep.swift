/// The hot loop of the model build: for each film of a stride, the dot products with every later film that
/// shares a rater, turned into shrunk asymmetric cosines and offered to both films' neighbour heaps.
struct PairSweep {
    /// Ratings by user, films ascending within each user.
    let users: RatingsByUser
    /// The same ratings by film.
    let byItem: RatingsByItem
    /// Per film, the asymmetric cosine's divisor when it is the liked film.
    let rowScale: [Float]
    /// Per film, the divisor when it is the neighbour.
    let columnScale: [Float]
    /// See `RecommenderTuning.shrinkage`.
    let shrinkage: Float

    /// The heaps after sweeping `rows`; only pairs (i, j > i) are summed, half of the full matrix. Every 64 films it
    /// adds the pairs summed to `done` and stops early, returning nil, when `isStopped` says so.
    func run(rows: StrideTo<Int>, itemCount: Int, keep: Int, done: (Int) -> Void = { _ in }, isStopped: () -> Bool = { false }) -> NeighbourHeaps? {
        let heaps = NeighbourHeaps(itemCount: itemCount, keep: keep)
        let lonely = (0..<itemCount).map { byItem.offsets[$0 + 1] - byItem.offsets[$0] < 2 }
        // Raw buffers: this loop runs once per pair of films a user rated (25 million times on the bundle).
        // Dot product and co-rater count sit side by side so each pair costs one load and one store.
        let sums = UnsafeMutableBufferPointer<SIMD2<Float>>.allocate(capacity: itemCount)
        let touched = UnsafeMutableBufferPointer<Int32>.allocate(capacity: itemCount)
        sums.initialize(repeating: .zero)
        defer {
            sums.deallocate()
            touched.deallocate()
        }
        users.items.withUnsafeBufferPointer { userItems in
            users.values.withUnsafeBufferPointer { userValues in
                users.offsets.withUnsafeBufferPointer { userOffsets in
                    var pairs = 0
                    for (step, item) in rows.enumerated() {
                        if step & 63 == 63 {
                            done(pairs)
                            pairs = 0
                            if isStopped() { return }
                        }
                        var touchedCount = 0
                        for slot in Int(byItem.offsets[item])..<Int(byItem.offsets[item + 1]) {
                            let user = Int(byItem.users[slot])
                            let value = byItem.values[slot]
                            pairs += Int(userOffsets[user + 1]) - Int(byItem.positions[slot]) - 1
                            for other in (Int(byItem.positions[slot]) + 1)..<Int(userOffsets[user + 1]) {
                                let film = Int(userItems[other])
                                let sum = sums[film]
                                if sum.y == 0 {
                                    touched[touchedCount] = Int32(film)
                                    touchedCount += 1
                                }
                                sums[film] = sum + SIMD2(value * userValues[other], 1)
                            }
                        }
                        for film in touched[..<touchedCount] {
                            let index = Int(film)
                            let sum = sums[index]
                            sums[index] = .zero
                            guard sum.x > 0 else { continue }
                            let shrunk = sum.x * sum.y / (sum.y + shrinkage)
                            // A pair with one co-rater says almost nothing and is most of the pairs, so it is only
                            // offered to a film rated once, which has no other neighbours to get.
                            let single = sum.y < 2
                            let raters = UInt32(sum.y)
                            if !single || lonely[item] {
                                heaps.offer(shrunk * rowScale[item] * columnScale[index], film: film, raters: raters, to: item)
                            }
                            if !single || lonely[index] {
                                heaps.offer(shrunk * rowScale[index] * columnScale[item], film: Int32(item), raters: raters, to: index)
                            }
                        }
                    }
                    done(pairs)
                }
            }
        }
        return isStopped() ? nil : heaps
    }
}
