/// EASE (Steck, "Embarrassingly Shallow Autoencoders", WWW 2019): the item-item weights `B = I − P·diag(1/diag P)`
/// with `P = (XᵀX + λI)⁻¹`, `X` the binary matrix of who rated what. A history's score for film `j` is the sum of
/// `B[i, j]` over the films `i` in it.
struct EASEWeights {
    /// The model indices of the films weighed, ascending.
    let items: [Int32]
    /// Each model index's place in `items`, or -1 when left out.
    let slots: [Int32]
    /// `B`, row after row over `items`: row `r` says how much a history holding `items[r]` adds to each film.
    let weights: [Double]

    /// Solves EASE with regulariser `lambda` over the films `cooccurrence` counts.
    static func solve(_ cooccurrence: Cooccurrence, lambda: Double, inversion: SymmetricInversion) throws -> EASEWeights {
        let order = cooccurrence.order
        var matrix = cooccurrence.counts
        for slot in 0..<order { matrix[slot * order + slot] += lambda }
        try inversion.invert(&matrix, order: order)
        // B[i, j] = −P[i, j] / P[j, j], and 0 on the diagonal: a film does not recommend itself.
        let diagonal = (0..<order).map { matrix[$0 * order + $0] }
        matrix.withUnsafeMutableBufferPointer { p in
            for i in 0..<order {
                let base = i * order
                for j in 0..<order { p[base + j] = i == j ? 0 : -p[base + j] / diagonal[j] }
            }
        }
        return EASEWeights(items: cooccurrence.items, slots: cooccurrence.slots, weights: matrix)
    }

    /// Adds `weight` times the row of model index `item` to `scores` (indexed by model index); a film left out adds nothing.
    func add(_ item: Int32, weight: Double = 1, to scores: inout [Double]) {
        let slot = Int(slots[Int(item)])
        guard slot >= 0 else { return }
        let order = items.count
        weights.withUnsafeBufferPointer { b in
            let base = slot * order
            for column in 0..<order { scores[Int(items[column])] += weight * b[base + column] }
        }
    }

    /// Each film's `keep` strongest positive weights, strongest first, as a graph over `itemCount` films (co-raters
    /// not counted); with `normalisingRows` each row is scaled so its strongest is 1.
    func neighbours(itemCount: Int, keep: Int, normalisingRows: Bool) -> NeighbourGraph {
        let order = items.count
        return DenseRows(items: items, slots: slots, order: order).topRows(itemCount: itemCount, keep: keep, normalisingRows: normalisingRows) { row, column in
            weights[row * order + column]
        }
    }
}
