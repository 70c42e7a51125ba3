import Dispatch
import Foundation
import Synchronization

/// Each film's most similar films, kept sparse (compressed rows) so a swipe touches only `neighbours` entries. Its
/// arrays are built in memory or mapped from a model file.
public struct NeighbourGraph: Sendable, Hashable {
    /// Row `i` spans `offsets[i]..<offsets[i + 1]` of `films`, `similarities` and `coRaters`, most similar first.
    public let offsets: PackedArray<Int32>
    /// Each neighbour's film index.
    public let films: PackedArray<Int32>
    /// Each neighbour's similarity (scaled so the row's strongest is 1 when the tuning normalises rows).
    public let similarities: PackedArray<Float>
    /// How many people rated both the film and the neighbour (within `RecommenderTuning.raterCap` ratings a rater).
    public let coRaters: PackedArray<Int32>

    /// A graph as stored: `films`, `similarities` and `coRaters` of one length, `offsets` ascending from 0 to it.
    public init(offsets: [Int32], films: [Int32], similarities: [Float], coRaters: [Int32]) {
        self.init(offsets: PackedArray(offsets), films: PackedArray(films), similarities: PackedArray(similarities), coRaters: PackedArray(coRaters))
    }

    /// A graph over arrays already packed (mapped from a model file).
    init(offsets: PackedArray<Int32>, films: PackedArray<Int32>, similarities: PackedArray<Float>, coRaters: PackedArray<Int32>) {
        self.offsets = offsets
        self.films = films
        self.similarities = similarities
        self.coRaters = coRaters
    }

    /// The graph over `itemCount` films from ratings grouped by user: `values` are the centred-and-offset
    /// ratings (`damping × (1 + agreement × (stars − user mean))`), so the dot product mixes co-rating with agreement.
    /// `users` must list each user's films in ascending order and `byItem` be its transpose. With a `monitor`, it tells
    /// how far the sweep is and returns nil when asked to stop.
    static func build(itemCount: Int, users: RatingsByUser, byItem: RatingsByItem, tuning: RecommenderTuning, monitor: SweepMonitor? = nil) -> NeighbourGraph? {
        var norms = [Float](repeating: 0, count: itemCount)
        for item in 0..<itemCount {
            var sum: Float = 0
            for position in Int(byItem.offsets[item])..<Int(byItem.offsets[item + 1]) {
                sum += byItem.values[position] * byItem.values[position]
            }
            norms[item] = sum.squareRoot()
        }
        // The asymmetric cosine divides by |i|^(2a)·|j|^(2(1−a)); precomputing both powers keeps the pair loop to multiplies.
        let rowScale = norms.map { $0 > 0 ? 1 / Float(pow(Double($0), Double(2 * tuning.asymmetry))) : 0 }
        let columnScale = norms.map { $0 > 0 ? 1 / Float(pow(Double($0), Double(2 * (1 - tuning.asymmetry)))) : 0 }
        let keep = max(0, tuning.neighbours)
        // Each core takes every n-th film and offers each pair (i < j) to both rows in its own heaps; merging the
        // heaps per row gives the same top neighbours for any number of cores.
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
        let heaps = UnsafeMutableBufferPointer<NeighbourHeaps?>.allocate(capacity: lanes)
        defer { heaps.deallocate() }
        nonisolated(unsafe) let shared = heaps
        // Each pair a user rated is one step of the sweep: their count is the whole of the work, for the progress.
        let totalPairs = monitor == nil ? 0 : (0..<(users.offsets.count - 1)).reduce(0) { total, user in
            let count = Int(users.offsets[user + 1] - users.offsets[user])
            return total + count * (count - 1) / 2
        }
        let pairsDone = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let found = PairSweep(users: users, byItem: byItem, rowScale: rowScale, columnScale: columnScale, shrinkage: tuning.shrinkage).run(
                rows: stride(from: lane, to: itemCount, by: lanes), itemCount: itemCount, keep: keep,
                done: { pairs in
                    guard let monitor else { return }
                    let sum = pairsDone.add(pairs, ordering: .relaxed).newValue
                    monitor.progress(Double(sum) / Double(max(1, totalPairs)))
                },
                isStopped: { monitor?.isStopped() ?? false }
            )
            (shared.baseAddress! + lane).initialize(to: found)
        }
        defer { _ = heaps.deinitialize() }
        guard heaps.allSatisfy({ $0 != nil }) else { return nil }
        var offsets = [Int32](repeating: 0, count: itemCount + 1)
        var films: [Int32] = []
        var similarities: [Float] = []
        var coRaters: [Int32] = []
        films.reserveCapacity(itemCount * keep)
        similarities.reserveCapacity(itemCount * keep)
        coRaters.reserveCapacity(itemCount * keep)
        var best = BestScores(capacity: keep)
        for item in 0..<itemCount {
            best.removeAll()
            for lane in 0..<lanes {
                for entry in heaps[lane]!.entries(of: item) { best.insert(entry.score, index: entry.index, payload: entry.payload) }
            }
            let row = best.sortedDescending()
            let scale = tuning.normalisesRows ? 1 / (row.first?.score ?? 1) : 1
            for entry in row {
                films.append(entry.index)
                similarities.append(entry.score * scale)
                coRaters.append(Int32(clamping: entry.payload))
            }
            offsets[item + 1] = Int32(films.count)
        }
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: coRaters)
    }

    /// The same graph with each neighbour's co-raters counted from `rated`, for a graph made without the sweep (EASE's),
    /// which counts them as it goes: each film's raters are marked once, then each neighbour's raters looked up.
    func countingCoRaters(_ rated: RatingsByItem, userCount: Int) -> NeighbourGraph {
        var counts = [Int32](repeating: 0, count: films.count)
        var marked = [Bool](repeating: false, count: max(1, userCount))
        for item in 0..<(offsets.count - 1) {
            let raters = Int(rated.offsets[item])..<Int(rated.offsets[item + 1])
            for slot in raters { marked[Int(rated.users[slot])] = true }
            for position in Int(offsets[item])..<Int(offsets[item + 1]) {
                let other = Int(films[position])
                var shared: Int32 = 0
                for slot in Int(rated.offsets[other])..<Int(rated.offsets[other + 1]) where marked[Int(rated.users[slot])] { shared += 1 }
                counts[position] = shared
            }
            for slot in raters { marked[Int(rated.users[slot])] = false }
        }
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: PackedArray(counts))
    }

    /// The row of `film`: its neighbours' slots.
    func row(_ film: Int32) -> Range<Int> {
        Int(offsets[Int(film)])..<Int(offsets[Int(film) + 1])
    }

    /// The similarity of `other` in `film`'s row, or 0 when it is not among the neighbours kept.
    func similarity(of other: Int32, in film: Int32) -> Float {
        for position in Int(offsets[Int(film)])..<Int(offsets[Int(film) + 1]) where films[position] == other {
            return similarities[position]
        }
        return 0
    }
}

extension NeighbourGraph {
    /// The graph with `links[i]` (film indices, best first) added to row `i` as `CatalogueBridge` rates them; a film
    /// already a neighbour keeps the nearer of its two similarities.
    func adding(_ links: [[Int32]]) -> NeighbourGraph {
        var offsets: [Int32] = [0]
        var films: [Int32] = []
        var similarities: [Float] = []
        var coRaters: [Int32] = []
        for item in 0..<(self.offsets.count - 1) {
            var row: [Int32: (similarity: Float, coRaters: Int32)] = [:]
            for position in Int(self.offsets[item])..<Int(self.offsets[item + 1]) {
                row[self.films[position]] = (self.similarities[position], self.coRaters[position])
            }
            let added = item < links.count ? links[item] : []
            for (place, film) in added.enumerated() where film != Int32(item) {
                let known = row[film] ?? (0, 0)
                row[film] = (max(known.similarity, CatalogueBridge.similarity(place: place, count: added.count)), known.coRaters)
            }
            let ordered = row.sorted { $0.value.similarity != $1.value.similarity ? $0.value.similarity > $1.value.similarity : $0.key < $1.key }
            for (film, link) in ordered {
                films.append(film)
                similarities.append(link.similarity)
                coRaters.append(link.coRaters)
            }
            offsets.append(Int32(films.count))
        }
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: coRaters)
    }
}
