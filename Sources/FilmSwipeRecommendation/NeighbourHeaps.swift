/// A bounded min-heap per film in flat storage: the best `keep` neighbours offered to each row so far.
/// A class over raw storage because offers are the model build's hottest call (tens of millions of them).
final class NeighbourHeaps {
    private let keep: Int
    /// Score bits above, inverted film index below: one integer comparison orders by score, then lower index,
    /// so the result does not depend on the order of offers. Scores are positive, whose bits sort like the floats.
    private let keys: UnsafeMutableBufferPointer<UInt64>
    private let sizes: UnsafeMutableBufferPointer<Int32>
    /// Each row's least key once full (0 before): a small array that stays in cache, so refusals miss no cache line.
    private let floors: UnsafeMutableBufferPointer<UInt64>
    /// How many people rated each entry's pair of films, moved along with its key.
    private let coRaters: UnsafeMutableBufferPointer<UInt32>

    /// Empty heaps for `itemCount` films, `keep` entries each.
    init(itemCount: Int, keep: Int) {
        self.keep = keep
        keys = .allocate(capacity: max(1, itemCount * keep))
        sizes = .allocate(capacity: max(1, itemCount))
        floors = .allocate(capacity: max(1, itemCount))
        coRaters = .allocate(capacity: max(1, itemCount * keep))
        coRaters.initialize(repeating: 0)
        keys.initialize(repeating: 0)
        sizes.initialize(repeating: 0)
        floors.initialize(repeating: 0)
    }

    deinit {
        keys.deallocate()
        sizes.deallocate()
        floors.deallocate()
        coRaters.deallocate()
    }

    /// Offers `film` with positive `score`, rated along with the row's film by `raters` people, to `row`'s heap; most
    /// offers to a full heap are refused by one comparison.
    @inline(__always)
    func offer(_ score: Float, film: Int32, raters: UInt32, to row: Int) {
        let key = UInt64(score.bitPattern) << 32 | UInt64(UInt32.max - UInt32(bitPattern: film))
        guard key > floors[row], keep > 0 else { return }
        let base = row * keep
        let size = Int(sizes[row])
        if size == keep {
            siftDown(key, raters, base: base)
            floors[row] = keys[base]
        } else {
            sizes[row] += 1
            siftUp(key, raters, base: base, from: size)
            if size + 1 == keep { floors[row] = keys[base] }
        }
    }

    /// `row`'s entries, in no particular order, each with its count of co-raters as payload.
    func entries(of row: Int) -> [BestScores.Entry] {
        let base = row * keep
        return (base..<(base + Int(sizes[row]))).map { slot in
            let key = keys[slot]
            return BestScores.Entry(
                score: Float(bitPattern: UInt32(key >> 32)), index: Int32(bitPattern: UInt32.max - UInt32(truncatingIfNeeded: key)),
                payload: coRaters[slot]
            )
        }
    }

    // Moves the hole at the root down to where `key` belongs, replacing the least entry.
    private func siftDown(_ key: UInt64, _ raters: UInt32, base: Int) {
        var hole = 0
        while true {
            var child = 2 * hole + 1
            guard child < keep else { break }
            if child + 1 < keep, keys[base + child + 1] < keys[base + child] { child += 1 }
            guard keys[base + child] < key else { break }
            keys[base + hole] = keys[base + child]
            coRaters[base + hole] = coRaters[base + child]
            hole = child
        }
        keys[base + hole] = key
        coRaters[base + hole] = raters
    }

    private func siftUp(_ key: UInt64, _ raters: UInt32, base: Int, from start: Int) {
        var hole = start
        while hole > 0 {
            let parent = (hole - 1) / 2
            guard key < keys[base + parent] else { break }
            keys[base + hole] = keys[base + parent]
            coRaters[base + hole] = coRaters[base + parent]
            hole = parent
        }
        keys[base + hole] = key
        coRaters[base + hole] = raters
    }
}
