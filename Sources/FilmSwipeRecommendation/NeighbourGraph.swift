import Foundation

/// Each film's most similar films, kept sparse (compressed rows) so a swipe touches only `neighbours` entries.
struct NeighbourGraph: Sendable {
    /// Row `i` spans `offsets[i]..<offsets[i + 1]` of `films` and `similarities`, most similar first.
    let offsets: [Int32]
    let films: [Int32]
    let similarities: [Float]

    /// The graph over `itemCount` films from ratings grouped by user: `values` are the centred-and-offset
    /// ratings (`1 + agreement × (stars − user mean)`), so the dot product mixes co-rating with agreement.
    static func build(itemCount: Int, users: RatingsByUser, tuning: RecommenderTuning) -> NeighbourGraph {
        let byItem = users.transposed(itemCount: itemCount)
        var norms = [Float](repeating: 0, count: itemCount)
        for item in 0..<itemCount {
            var sum: Float = 0
            for position in Int(byItem.offsets[item])..<Int(byItem.offsets[item + 1]) {
                sum += byItem.values[position] * byItem.values[position]
            }
            norms[item] = sum.squareRoot()
        }
        // The asymmetric cosine divides by |i|^(2a)·|j|^(2(1−a)); precomputing both powers keeps the inner loop to a multiply.
        let rowScale = norms.map { $0 > 0 ? 1 / Float(pow(Double($0), Double(2 * tuning.asymmetry))) : 0 }
        let columnScale = norms.map { $0 > 0 ? 1 / Float(pow(Double($0), Double(2 * (1 - tuning.asymmetry)))) : 0 }
        let keep = max(0, tuning.neighbours)
        var offsets = [Int32](repeating: 0, count: itemCount + 1)
        var films: [Int32] = []
        var similarities: [Float] = []
        films.reserveCapacity(itemCount * keep)
        similarities.reserveCapacity(itemCount * keep)
        var dot = [Float](repeating: 0, count: itemCount)
        var together = [Int32](repeating: 0, count: itemCount)
        var touched: [Int32] = []
        touched.reserveCapacity(itemCount)
        var best = BestScores(capacity: keep)
        dot.withUnsafeMutableBufferPointer { dot in
            together.withUnsafeMutableBufferPointer { together in
                users.items.withUnsafeBufferPointer { userItems in
                    users.values.withUnsafeBufferPointer { userValues in
                        for item in 0..<itemCount {
                            for position in Int(byItem.offsets[item])..<Int(byItem.offsets[item + 1]) {
                                let user = Int(byItem.users[position])
                                let value = byItem.values[position]
                                for other in Int(users.offsets[user])..<Int(users.offsets[user + 1]) {
                                    let film = Int(userItems[other])
                                    if together[film] == 0 { touched.append(Int32(film)) }
                                    together[film] &+= 1
                                    dot[film] += value * userValues[other]
                                }
                            }
                            best.removeAll()
                            for film in touched {
                                let index = Int(film)
                                let count = Float(together[index])
                                if index != item, dot[index] > 0 {
                                    let cosine = dot[index] * rowScale[item] * columnScale[index]
                                    best.insert(cosine * count / (count + tuning.shrinkage), index: film)
                                }
                                dot[index] = 0
                                together[index] = 0
                            }
                            touched.removeAll(keepingCapacity: true)
                            for entry in best.sortedDescending() {
                                films.append(entry.index)
                                similarities.append(entry.score)
                            }
                            offsets[item + 1] = Int32(films.count)
                        }
                    }
                }
            }
        }
        return NeighbourGraph(offsets: offsets, films: films, similarities: similarities)
    }

    /// The similarity of `other` in `film`'s row, or 0 when it is not among the neighbours kept.
    func similarity(of other: Int32, in film: Int32) -> Float {
        for position in Int(offsets[Int(film)])..<Int(offsets[Int(film) + 1]) where films[position] == other {
            return similarities[position]
        }
        return 0
    }
}
