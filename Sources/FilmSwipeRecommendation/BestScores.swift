/// The `capacity` highest scores seen, in a min-heap, so picking the top few of thousands costs one pass.
struct BestScores {
    /// A scored film index.
    struct Entry {
        /// Higher is better.
        let score: Float
        /// A film index (or rater index).
        let index: Int32
        /// What travels with it (a neighbour's count of co-raters); no part of the order.
        var payload: UInt32 = 0
    }

    private let capacity: Int
    private var heap: [Entry] = []

    /// Keeps at most `capacity` entries.
    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    /// Forgets every entry.
    mutating func removeAll() {
        heap.removeAll(keepingCapacity: true)
    }

    /// Offers `index` with `score`; it stays only while among the best. Ties keep the lower index.
    mutating func insert(_ score: Float, index: Int32, payload: UInt32 = 0) {
        let entry = Entry(score: score, index: index, payload: payload)
        if heap.count < capacity {
            heap.append(entry)
            siftUp(heap.count - 1)
        } else if capacity > 0, Self.worse(heap[0], than: entry) {
            heap[0] = entry
            siftDown(0)
        }
    }

    /// The entries kept, best first.
    func sortedDescending() -> [Entry] {
        heap.sorted { Self.worse($1, than: $0) }
    }

    // Deterministic order: a lower score is worse, and on a tie a higher index is worse.
    private static func worse(_ a: Entry, than b: Entry) -> Bool {
        a.score < b.score || (a.score == b.score && a.index > b.index)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.worse(heap[child], than: heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var worst = left
            if left + 1 < heap.count, Self.worse(heap[left + 1], than: heap[left]) { worst = left + 1 }
            guard Self.worse(heap[worst], than: heap[parent]) else { return }
            heap.swapAt(worst, parent)
            parent = worst
        }
    }
}
