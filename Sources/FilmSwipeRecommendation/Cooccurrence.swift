/// How many people rated each pair of films, over the films rated at least a given number of times: `XᵀX` of the
/// binary who-rated-what matrix, dense. EASE inverts it (plus λ on the diagonal); the cosine baseline normalises it.
struct Cooccurrence {
    /// The model indices of the films counted, ascending.
    let items: [Int32]
    /// Each model index's place in `items`, or -1 when left out.
    let slots: [Int32]
    /// Row after row over `items`: `counts[a * items.count + b]` people rated both; the diagonal, each film's raters.
    let counts: [Double]

    /// The counts for the raters in `users` (each rating a 1, whatever its value) over the films whose entry in
    /// `ratingCounts` is at least `minimumRatings`.
    init(users: RatingsByUser, ratingCounts: [Int32], minimumRatings: Int) {
        var slots = [Int32](repeating: -1, count: ratingCounts.count)
        var items: [Int32] = []
        for (item, count) in ratingCounts.enumerated() where Int(count) >= max(1, minimumRatings) {
            slots[item] = Int32(items.count)
            items.append(Int32(item))
        }
        let order = items.count
        var counts = [Double](repeating: 0, count: order * order)
        var row: [Int] = []
        counts.withUnsafeMutableBufferPointer { g in
            for user in 0..<(users.offsets.count - 1) {
                row.removeAll(keepingCapacity: true)
                for position in Int(users.offsets[user])..<Int(users.offsets[user + 1]) {
                    let slot = slots[Int(users.items[position])]
                    if slot >= 0 { row.append(Int(slot)) }
                }
                for a in row {
                    let base = a * order
                    for b in row { g[base + b] += 1 }
                }
            }
        }
        self.items = items
        self.slots = slots
        self.counts = counts
    }

    /// Films counted.
    var order: Int { items.count }

    /// Each film's `keep` nearest films by cosine (`counts[a, b] / (√(counts[a, a] · counts[b, b]) + shrink)`: plain
    /// with `shrink` 0), nearest first, as a graph over `itemCount` films; a film not counted has none.
    func cosineNeighbours(itemCount: Int, keep: Int, shrink: Double = 0) -> NeighbourGraph {
        let norms = (0..<order).map { counts[$0 * order + $0].squareRoot() }
        return DenseRows(items: items, slots: slots, order: order).topRows(itemCount: itemCount, keep: keep, normalisingRows: false) { row, column in
            row == column || norms[row] == 0 || norms[column] == 0 ? 0 : counts[row * order + column] / (norms[row] * norms[column] + shrink)
        }
    }
}
