/// A dense square matrix over some of the model's films, read row by row into a sparse neighbour graph.
struct DenseRows {
    /// The model indices of the rows (and columns), ascending.
    let items: [Int32]
    /// Each model index's row, or -1.
    let slots: [Int32]
    /// Rows (and columns).
    let order: Int

    /// Each film's `keep` largest positive entries (`entry(row, column)` over slots), largest first, as a graph over
    /// `itemCount` films (co-raters not counted); with `normalisingRows` each row is scaled so its largest is 1.
    func topRows(itemCount: Int, keep: Int, normalisingRows: Bool, entry: (Int, Int) -> Double) -> NeighbourGraph {
        var offsets = [Int32](repeating: 0, count: itemCount + 1)
        var films: [Int32] = []
        var similarities: [Float] = []
        var best = BestScores(capacity: keep)
        for item in 0..<itemCount {
            let row = Int(slots[item])
            if row >= 0 {
                best.removeAll()
                for column in 0..<order {
                    let value = entry(row, column)
                    if value > 0 { best.insert(Float(value), index: items[column]) }
                }
                let kept = best.sortedDescending()
                let scale = normalisingRows ? 1 / (kept.first?.score ?? 1) : 1
                for found in kept {
                    films.append(found.index)
                    similarities.append(found.score * scale)
                }
            }
            offsets[item + 1] = Int32(films.count)
        }
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: [])
    }
}
