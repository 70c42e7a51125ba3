import Dispatch
import Foundation

/// Each film's most similar films, kept sparse (compressed rows) so a swipe touches only `neighbours` entries.
public struct NeighbourGraph: Sendable, Hashable {
    /// Row `i` spans `offsets[i]..<offsets[i + 1]` of `films`, `similarities` and `coRaters`, most similar first.
    public let offsets: [Int32]
    /// Each neighbour's film index.
    public let films: [Int32]
    /// Each neighbour's similarity (scaled so the row's strongest is 1 when the tuning normalises rows).
    public let similarities: [Float]
    /// How many people rated both the film and the neighbour (within `RecommenderTuning.raterCap` ratings a rater),
    /// 65,535 standing for that many or more: "fans also liked" only asks whether it is at least a few.
    public let coRaters: [UInt16]

    /// A graph as stored: `films`, `similarities` and `coRaters` of one length, `offsets` ascending from 0 to it.
    /// A graph just built has no co-raters yet (`coRaters` empty) until `countingCoRaters` counts them.
    public init(offsets: [Int32], films: [Int32], similarities: [Float], coRaters: [UInt16]) {
        self.offsets = offsets
        self.films = films
        self.similarities = similarities
        self.coRaters = coRaters
    }

    /// The graph over `itemCount` films from ratings grouped by user: `values` are the centred-and-offset
    /// ratings (`damping × (1 + agreement × (stars − user mean))`), so the dot product mixes co-rating with agreement.
    /// `users` must list each user's films in ascending order and `byItem` be its transpose.
    static func build(itemCount: Int, users: RatingsByUser, byItem: RatingsByItem, tuning: RecommenderTuning) -> NeighbourGraph {
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
        let heaps = UnsafeMutableBufferPointer<NeighbourHeaps>.allocate(capacity: lanes)
        defer { heaps.deallocate() }
        nonisolated(unsafe) let shared = heaps
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let found = PairSweep(users: users, byItem: byItem, rowScale: rowScale, columnScale: columnScale, shrinkage: tuning.shrinkage)
                .run(rows: stride(from: lane, to: itemCount, by: lanes), itemCount: itemCount, keep: keep)
            (shared.baseAddress! + lane).initialize(to: found)
        }
        var offsets = [Int32](repeating: 0, count: itemCount + 1)
        var films: [Int32] = []
        var similarities: [Float] = []
        films.reserveCapacity(itemCount * keep)
        similarities.reserveCapacity(itemCount * keep)
        var best = BestScores(capacity: keep)
        for item in 0..<itemCount {
            best.removeAll()
            for lane in 0..<lanes {
                for entry in heaps[lane].entries(of: item) { best.insert(entry.score, index: entry.index) }
            }
            let row = best.sortedDescending()
            let scale = tuning.normalisesRows ? 1 / (row.first?.score ?? 1) : 1
            for entry in row {
                films.append(entry.index)
                similarities.append(entry.score * scale)
            }
            offsets[item + 1] = Int32(films.count)
        }
        _ = heaps.deinitialize()
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: [])
    }

    /// The same graph with each neighbour's co-raters counted from `rated`: each film's raters are marked once, then
    /// each neighbour's raters looked up, so a row costs its raters and its neighbours' raters.
    func countingCoRaters(_ rated: RatingsByItem, userCount: Int) -> NeighbourGraph {
        var counts = [UInt16](repeating: 0, count: films.count)
        var marked = [Bool](repeating: false, count: max(1, userCount))
        rated.users.withUnsafeBufferPointer { users in
            for item in 0..<(offsets.count - 1) {
                let raters = Int(rated.offsets[item])..<Int(rated.offsets[item + 1])
                for slot in raters { marked[Int(users[slot])] = true }
                for position in Int(offsets[item])..<Int(offsets[item + 1]) {
                    let other = Int(films[position])
                    var shared = 0
                    for slot in Int(rated.offsets[other])..<Int(rated.offsets[other + 1]) where marked[Int(users[slot])] { shared += 1 }
                    counts[position] = UInt16(clamping: shared)
                }
                for slot in raters { marked[Int(users[slot])] = false }
            }
        }
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: counts)
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
        var coRaters: [UInt16] = []
        for item in 0..<(self.offsets.count - 1) {
            var row: [Int32: (similarity: Float, coRaters: UInt16)] = [:]
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
