/// Ratings grouped by user in compressed rows, the shape the similarity pass walks.
struct RatingsByUser: Sendable {
    /// User `u`'s ratings span `offsets[u]..<offsets[u + 1]` of `items` and `values`.
    let offsets: [Int32]
    let items: [Int32]
    let values: [Float]

    /// The same ratings grouped by film: rows of (user, value).
    func transposed(itemCount: Int) -> (offsets: [Int32], users: [Int32], values: [Float]) {
        var offsets = [Int32](repeating: 0, count: itemCount + 1)
        for item in items { offsets[Int(item) + 1] += 1 }
        for item in 0..<itemCount { offsets[item + 1] += offsets[item] }
        var next = offsets
        var users = [Int32](repeating: 0, count: items.count)
        var byItemValues = [Float](repeating: 0, count: items.count)
        for user in 0..<(self.offsets.count - 1) {
            for position in Int(self.offsets[user])..<Int(self.offsets[user + 1]) {
                let item = Int(items[position])
                let slot = Int(next[item])
                users[slot] = Int32(user)
                byItemValues[slot] = values[position]
                next[item] += 1
            }
        }
        return (offsets, users, byItemValues)
    }
}
