/// Ratings grouped by user in compressed rows, the shape the similarity pass walks.
struct RatingsByUser: Sendable {
    /// User `u`'s ratings span `offsets[u]..<offsets[u + 1]` of `items` and `values`.
    let offsets: [Int32]
    /// The film of each rating.
    let items: [Int32]
    /// The centred, damped value of each rating.
    let values: [Float]

    /// The same ratings grouped by film, users ascending; `positions` points back at each rating's slot here.
    func transposed(itemCount: Int) -> RatingsByItem {
        var itemOffsets = [Int32](repeating: 0, count: itemCount + 1)
        for item in items { itemOffsets[Int(item) + 1] += 1 }
        for item in 0..<itemCount { itemOffsets[item + 1] += itemOffsets[item] }
        var next = itemOffsets
        var users = [Int32](repeating: 0, count: items.count)
        var byItemValues = [Float](repeating: 0, count: items.count)
        var positions = [Int32](repeating: 0, count: items.count)
        for user in 0..<(offsets.count - 1) {
            for position in Int(offsets[user])..<Int(offsets[user + 1]) {
                let item = Int(items[position])
                let slot = Int(next[item])
                users[slot] = Int32(user)
                byItemValues[slot] = values[position]
                positions[slot] = Int32(position)
                next[item] += 1
            }
        }
        return RatingsByItem(offsets: itemOffsets, users: users, values: byItemValues, positions: positions)
    }

    /// The same ratings with each user's films in ascending order, which the half-matrix pass needs.
    func sortedByItem(itemCount: Int) -> RatingsByUser {
        // Transposing twice is two counting sorts: linear, and stable, so the order is exact.
        let byItem = transposed(itemCount: itemCount)
        var next = offsets
        var sortedItems = [Int32](repeating: 0, count: items.count)
        var sortedValues = [Float](repeating: 0, count: items.count)
        for item in 0..<itemCount {
            for slot in Int(byItem.offsets[item])..<Int(byItem.offsets[item + 1]) {
                let user = Int(byItem.users[slot])
                let position = Int(next[user])
                sortedItems[position] = Int32(item)
                sortedValues[position] = byItem.values[slot]
                next[user] += 1
            }
        }
        return RatingsByUser(offsets: offsets, items: sortedItems, values: sortedValues)
    }
}
